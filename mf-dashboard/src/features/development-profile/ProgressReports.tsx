import { ButtonLink, Card, getHref, MutedText, Spinner } from '@flourishly/platform';
import styled from 'styled-components';
import { useGetChildAssessmentsQuery } from './api';
import { AssessmentHistoryTable } from './AssessmentHistoryTable';

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

export interface ProgressReportsProps {
  childId: number;
}

/** The child page's Progress Reports tab: the assessment history at a glance and the full report link. */
export function ProgressReports({ childId }: ProgressReportsProps) {
  const { data: history, isLoading, isError } = useGetChildAssessmentsQuery(childId);
  return (
    <Card aria-labelledby={`progress-reports-heading-${childId}`}>
      <h2 id={`progress-reports-heading-${childId}`}>Progress Reports</h2>
      {isLoading ? (
        <Spinner label="Loading progress reports" />
      ) : isError ? (
        <MutedText role="alert">Progress reports could not be loaded.</MutedText>
      ) : !history || history.length === 0 ? (
        <>
          <MutedText>No development assessment available.</MutedText>
          <ButtonLink to={getHref.childNewAssessment(childId)}>Take First Assessment</ButtonLink>
        </>
      ) : (
        <>
          <AssessmentHistoryTable history={history} caption={`Assessment history (${history.length}), newest first`} />
          <StyledActions>
            <ButtonLink to={getHref.childDevelopmentReport(childId)}>View Full Report</ButtonLink>
            <ButtonLink to={getHref.childNewAssessment(childId)} $variant="secondary">
              Take New Assessment
            </ButtonLink>
          </StyledActions>
        </>
      )}
    </Card>
  );
}
