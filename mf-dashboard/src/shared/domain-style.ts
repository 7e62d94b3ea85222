import { DOMAIN_LABELS, type GameDomain } from '@flourishly/contracts';
import { theme } from '@flourishly/platform';

/** Icon (decorative), label and colour of a domain; unknown domains get the default ones (spec section 3). */
export interface DomainStyle {
  icon: string;
  label: string;
  color: string;
}

const ICONS: Record<string, string> = {
  cognitive: '🧠',
  physical: '🏃',
  'social-emotional': '💛',
  language: '💬',
  moral: '🤝',
  creative: '🎨',
};

const DEFAULT_ICON = '⭐';

/** The style of `domainType`, falling back to a star, 'General' and the default colour. */
export function domainStyle(domainType: string): DomainStyle {
  const known = domainType in DOMAIN_LABELS;
  const colors = theme.colors.domain as Record<string, string>;
  return {
    icon: ICONS[domainType] ?? DEFAULT_ICON,
    label: known ? DOMAIN_LABELS[domainType as GameDomain] : 'General',
    color: colors[domainType] ?? theme.colors.domain.default,
  };
}

/** The badge of a status (spec section 4): Completed, Upcoming for upcoming or pending, Skipped, else none. */
export function statusBadge(status: string): 'Completed' | 'Upcoming' | 'Skipped' | null {
  if (status === 'completed') return 'Completed';
  if (status === 'upcoming' || status === 'pending') return 'Upcoming';
  if (status === 'skipped') return 'Skipped';
  return null;
}
