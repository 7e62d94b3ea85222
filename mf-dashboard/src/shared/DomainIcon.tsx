import type { ReactElement } from 'react';

/**
 * Line icons of the domains, drawn as inline SVG (24×24 grid, stroked in currentColor) so they
 * render on every machine: emoji need an emoji font, and without one they show as empty boxes.
 */
const PATHS: Record<string, ReactElement> = {
  // A light bulb: ideas and thinking.
  cognitive: (
    <>
      <path d="M9 18h6M10 21h4" />
      <path d="M12 3a6 6 0 0 0-3.6 10.8c.6.5 1 1.2 1 2V16h5.2v-.2c0-.8.4-1.5 1-2A6 6 0 0 0 12 3z" />
    </>
  ),
  // A running figure: movement.
  physical: (
    <>
      <circle cx="14" cy="4.5" r="1.8" />
      <path d="M7 21l3.5-5.5L13 17v4M9 11l3-3 3 3 3 1M12 8l-1.5 7.5M6 12l3-1" />
    </>
  ),
  // A heart: feelings and relationships.
  'social-emotional': <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />,
  // A speech bubble: words and conversation.
  language: (
    <>
      <path d="M4 5h16v11H9l-5 4z" />
      <path d="M8 9h8M8 12h5" />
    </>
  ),
  // Balance scales: fairness and right and wrong.
  moral: (
    <>
      <path d="M12 4v16M8 20h8M5 7h14" />
      <path d="M5 7l-3 6a3 3 0 0 0 6 0zM19 7l-3 6a3 3 0 0 0 6 0z" />
    </>
  ),
  // A paint palette: making things.
  creative: (
    <>
      <path d="M12 3a9 9 0 1 0 0 18c1.2 0 1.8-.8 1.8-1.7 0-1.3-1-1.6-1-2.7 0-1 .8-1.6 1.8-1.6H17a4 4 0 0 0 4-4c0-4.4-4-8-9-8z" />
      <circle cx="7.5" cy="11" r="1.2" />
      <circle cx="10" cy="7" r="1.2" />
      <circle cx="15" cy="7.5" r="1.2" />
    </>
  ),
};

/** A star: any other domain (docs/product.md: unknown domains get a default icon). */
const DEFAULT_PATH = <path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" />;

/** Whether `domainType` has its own icon (otherwise the default star is drawn). */
export const hasDomainIcon = (domainType: string) => Object.prototype.hasOwnProperty.call(PATHS, domainType);

export interface DomainIconProps {
  domainType: string;
  /** Size in CSS pixels (default 20). */
  size?: number;
}

/** The decorative icon of a domain (hidden from assistive technology: the domain's label is text nearby). */
export function DomainIcon({ domainType, size = 20 }: DomainIconProps) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      data-icon={hasDomainIcon(domainType) ? domainType : 'default'}
    >
      {hasDomainIcon(domainType) ? PATHS[domainType] : DEFAULT_PATH}
    </svg>
  );
}
