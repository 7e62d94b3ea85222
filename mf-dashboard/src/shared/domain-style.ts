import { DOMAIN_LABELS, type GameDomain } from '@flourishly/contracts';
import { theme } from '@flourishly/platform';

/**
 * Label and colour of a domain; unknown domains get 'General' and the default colour (spec
 * section 3). The icon is drawn by `DomainIcon` (inline SVG). Every domain colour is used as text
 * on white cards and meets WCAG AA (4.5:1) there and on the page background (domain-style.test).
 */
export interface DomainStyle {
  label: string;
  color: string;
}

/** The style of `domainType`, falling back to 'General' and the default colour. */
export function domainStyle(domainType: string): DomainStyle {
  const known = Object.prototype.hasOwnProperty.call(DOMAIN_LABELS, domainType);
  const colors = theme.colors.domain as Record<string, string>;
  return {
    label: known ? DOMAIN_LABELS[domainType as GameDomain] : 'General',
    color: Object.prototype.hasOwnProperty.call(colors, domainType) ? colors[domainType] : theme.colors.domain.default,
  };
}

/** The badge of a status (docs/product.md, Learning plan): Completed, Upcoming, Skipped, else none. */
export function statusBadge(status: string): 'Completed' | 'Upcoming' | 'Skipped' | null {
  if (status === 'completed') return 'Completed';
  if (status === 'upcoming') return 'Upcoming';
  if (status === 'skipped') return 'Skipped';
  return null;
}
