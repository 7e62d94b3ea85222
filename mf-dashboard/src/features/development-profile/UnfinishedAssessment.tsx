import { FormattedMessage } from 'react-intl';
import { ButtonLink, getHref, MutedText } from '@flourishly/platform';
import styled from 'styled-components';
import { useGetMilestoneChecklistQuery } from './api';

const StyledBox = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
`;

/** Whether the child's saved draft holds at least one answer (from the checklist form). */
export function useUnfinishedAssessment(childId: number, skip: boolean) {
  const { data } = useGetMilestoneChecklistQuery(childId, { skip });
  const answered = data?.draft ? Object.keys(data.draft.answers).length : 0;
  return answered > 0 && data?.checklist ? { answered, total: data.checklist.items.length } : null;
}

/**
 * An assessment the parent started and saved but did not submit (docs/product.md, "Assessments"):
 * how far it got and 'Continue', which reopens it where it was left.
 */
export function UnfinishedAssessment({ childId, answered, total }: { childId: number; answered: number; total: number }) {
  return (
    <StyledBox>
      <MutedText>
        <FormattedMessage id="dashboard.development.unfinished" values={{ answered, total }} />
      </MutedText>
      <ButtonLink to={getHref.childNewAssessment(childId)}>
        <FormattedMessage id="dashboard.development.continue" />
      </ButtonLink>
    </StyledBox>
  );
}
