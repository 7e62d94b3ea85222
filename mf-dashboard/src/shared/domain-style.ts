import { DOMAIN_LABELS, type GameDomain } from '@flourishly/contracts';
import type { IntlShape } from 'react-intl';
import { theme } from '@flourishly/platform';

/**
 * Label and colour of a domain; unknown domains get 'General' and the default colour (spec
 * section 3). The icon is drawn by `DomainIcon` (inline SVG). Every domain colour is used as text
 * on white cards and meets WCAG AA (4.5:1) there and on the page background (domain-style.test).
 */
export interface DomainStyle {
  /** The English label, in the spec's wording; a screen shows {@link domainLabel}, in the parent's language. */
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

/** The message of each domain's name (the shared catalog, shared/messages). */
const DOMAIN_MESSAGES: Record<GameDomain, string> = {
  cognitive: 'dashboard.shared.domain.cognitive',
  physical: 'dashboard.shared.domain.physical',
  'social-emotional': 'dashboard.shared.domain.socialEmotional',
  language: 'dashboard.shared.domain.language',
  moral: 'dashboard.shared.domain.moral',
  creative: 'dashboard.shared.domain.creative',
};

/** The name of `domainType` in the screen's language ('General' for an unknown one), as {@link domainStyle} labels it in English. */
export function domainLabel(intl: IntlShape, domainType: string): string {
  const known = Object.prototype.hasOwnProperty.call(DOMAIN_MESSAGES, domainType);
  return intl.formatMessage({ id: known ? DOMAIN_MESSAGES[domainType as GameDomain] : 'dashboard.shared.domain.general' });
}

const STATUS_MESSAGES = {
  Completed: 'dashboard.shared.status.completed',
  Upcoming: 'dashboard.shared.status.upcoming',
  Skipped: 'dashboard.shared.status.skipped',
} as const;

/** The badge text of a status in the screen's language ({@link statusBadge} in words), else null. */
export function statusLabel(intl: IntlShape, status: string): string | null {
  const badge = statusBadge(status);
  return badge ? intl.formatMessage({ id: STATUS_MESSAGES[badge] }) : null;
}

/** A duration in minutes in the screen's language: "15 minutes", "15 मिनट". */
export const formatMinutes = (intl: IntlShape, minutes: number) => intl.formatMessage({ id: 'dashboard.shared.minutes' }, { minutes });
