import { useId } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { ButtonLink, getHref } from '@flourishly/platform';
import styled from 'styled-components';
import { reportDate } from './texts';

const StyledPanel = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  padding: ${({ theme }) => theme.space.md};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
`;

const StyledNotice = styled.p`
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

/**
 * The day the first checklist opens ('yyyy-MM-dd'), said on the panel ('panel': "Your baby's
 * first milestone checklist opens on …") or beside 'Take First Assessment' ('short'); `corrected`
 * when the day follows the corrected age (the contracts' FIRST_CHECKLIST_MESSAGES, in the catalog).
 */
export function firstChecklistOpens(intl: IntlShape, where: 'panel' | 'short', opensOn: string, corrected: boolean): string {
  const values = { date: reportDate(intl, opensOn), corrected: String(corrected) };
  return where === 'panel'
    ? intl.formatMessage({ id: 'dashboard.development.first.opensOn' }, values)
    : intl.formatMessage({ id: 'dashboard.development.first.short' }, values);
}

export interface FirstChecklistPanelProps {
  childId: number;
  /** 'yyyy-MM-dd': the day the first checklist opens (firstChecklistOn of the checklist form). */
  opensOn: string;
  /** Whether the date follows the corrected age (a baby born before 37 weeks). */
  corrected: boolean;
  /** The child's name, for the way back; "the child" while it loads. */
  childName?: string;
}

/**
 * What a baby younger than 2 months (developmental age) gets instead of the checklist
 * (docs/product.md, "Milestone checklist"): the day the first checklist opens, what to enjoy until then,
 * and that the doctor is there whenever the parent is worried. CDC checklists start at 2 months.
 */
export function FirstChecklistPanel({ childId, opensOn, corrected, childName }: FirstChecklistPanelProps) {
  const intl = useIntl();
  const id = useId();
  return (
    <StyledPanel aria-labelledby={id}>
      <h2 id={id}>
        <FormattedMessage id="dashboard.development.first.title" />
      </h2>
      <p>{firstChecklistOpens(intl, 'panel', opensOn, corrected)}</p>
      <p>
        <FormattedMessage id="dashboard.development.first.why" />
      </p>
      <p>
        <FormattedMessage id="dashboard.development.first.worried" />
      </p>
      <ButtonLink to={getHref.child(childId)} $variant="secondary">
        {childName ? (
          <FormattedMessage id="dashboard.development.first.back" values={{ name: childName }} />
        ) : (
          <FormattedMessage id="dashboard.development.first.backToChild" />
        )}
      </ButtonLink>
    </StyledPanel>
  );
}

/**
 * The notice of a preterm child's switch from corrected to actual age at 2 years, shown from a
 * month before it (correctionEndsOn of the checklist form; docs/product.md, "Milestone checklist").
 */
export function CorrectionEndsNotice({ name, endsOn }: { name: string; endsOn: string }) {
  const intl = useIntl();
  return (
    <StyledNotice data-testid="correction-ends">
      <FormattedMessage id="dashboard.development.correctionEnds" values={{ name, date: reportDate(intl, endsOn) }} />
    </StyledNotice>
  );
}
