import { useId } from 'react';
import { FIRST_CHECKLIST_MESSAGES, formatCorrectionEndsNotice } from '@flourishly/contracts';
import { ButtonLink, getHref } from '@flourishly/platform';
import styled from 'styled-components';

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
  const id = useId();
  return (
    <StyledPanel aria-labelledby={id}>
      <h2 id={id}>{FIRST_CHECKLIST_MESSAGES.title}</h2>
      <p>{FIRST_CHECKLIST_MESSAGES.opensOn(opensOn, corrected)}</p>
      <p>
        {FIRST_CHECKLIST_MESSAGES.why} {FIRST_CHECKLIST_MESSAGES.enjoyNow}
      </p>
      <p>{FIRST_CHECKLIST_MESSAGES.worried}</p>
      <ButtonLink to={getHref.child(childId)} $variant="secondary">
        Back to {childName ? `${childName}’s` : 'the child’s'} page
      </ButtonLink>
    </StyledPanel>
  );
}

/**
 * The notice of a preterm child's switch from corrected to actual age at 2 years, shown from a
 * month before it (correctionEndsOn of the checklist form; docs/product.md, "Milestone checklist").
 */
export function CorrectionEndsNotice({ name, endsOn }: { name: string; endsOn: string }) {
  return <StyledNotice data-testid="correction-ends">{formatCorrectionEndsNotice(name, endsOn)}</StyledNotice>;
}
