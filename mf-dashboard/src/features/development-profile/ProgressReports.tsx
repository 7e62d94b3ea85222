import { DOMAIN_LABELS, GAME_MESSAGES, type GameProgressSummary } from '@flourishly/contracts';
import {
  api,
  ButtonLink,
  ButtonRow,
  Card,
  childGameProgressTag,
  getHref,
  MutedText,
  Spinner,
  useChildReadOnly,
} from '@flourishly/platform';
import styled from 'styled-components';
import { useGetChildAssessmentsQuery } from './api';
import { AssessmentHistoryTable } from './AssessmentHistoryTable';
import { DataTable, TableScroll } from '../../shared/DataTable';
import { endpointPath, gameProgressSummaryRoute } from '@flourishly/contracts/endpoint-paths';

/**
 * GET /api/child-profiles/{childId}/game-progress/summary (games progress by domain). Tagged
 * with the child's games tag, which a finished game invalidates (mf-games), so it stays current.
 */
export const gamesProgressApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getChildGameProgressSummary: build.query<GameProgressSummary, number>({
      query: (childId) => endpointPath(gameProgressSummaryRoute, { childId }),
      providesTags: (_result, _error, childId) => [childGameProgressTag(childId)],
    }),
  }),
});

export const { useGetChildGameProgressSummaryQuery } = gamesProgressApi;

const StyledGamesSection = styled.section`
  margin-top: ${({ theme }) => theme.space.xl};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

interface GamesProgressProps {
  childId: number;
}

/** Games progress by domain: one row per game domain played, or a clear empty text. */
function GamesProgress({ childId }: GamesProgressProps) {
  const { data: summary, isLoading, isError } = useGetChildGameProgressSummaryQuery(childId);
  const headingId = `games-progress-heading-${childId}`;
  let body;
  if (isLoading) body = <Spinner label="Loading games progress" />;
  else if (isError) body = <MutedText role="alert">{GAME_MESSAGES.progressSummaryError}</MutedText>;
  else if (!summary || summary.length === 0) body = <MutedText>{GAME_MESSAGES.progressSummaryEmpty}</MutedText>;
  else {
    body = (
      <TableScroll>
        <DataTable aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">Domain</th>
              <th scope="col">Games played</th>
              <th scope="col">Sessions completed</th>
              <th scope="col">Average correct</th>
              <th scope="col">Highest level</th>
            </tr>
          </thead>
          <tbody>
            {summary.map((row) => (
              <tr key={row.domain}>
                <th scope="row">{DOMAIN_LABELS[row.domain]}</th>
                <td>{row.gamesPlayed}</td>
                <td>{row.sessionsCompleted}</td>
                <td>{row.averagePercent}%</td>
                <td>{row.highestLevel}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      </TableScroll>
    );
  }
  return (
    <StyledGamesSection aria-labelledby={headingId}>
      <h3 id={headingId}>{GAME_MESSAGES.progressSummaryTitle}</h3>
      {body}
    </StyledGamesSection>
  );
}

export interface ProgressReportsProps {
  childId: number;
}

/**
 * The child page's Progress Reports tab: the assessment history at a glance, the full report
 * link, and games progress by domain.
 */
export function ProgressReports({ childId }: ProgressReportsProps) {
  const { data: history, isLoading, isError } = useGetChildAssessmentsQuery(childId);
  const readOnly = useChildReadOnly(childId);
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
          {readOnly ? null : <ButtonLink to={getHref.childNewAssessment(childId)}>Take First Assessment</ButtonLink>}
        </>
      ) : (
        <>
          <AssessmentHistoryTable history={history} caption={`Assessment history (${history.length}), newest first`} />
          <ButtonRow>
            <ButtonLink to={getHref.childDevelopmentReport(childId)}>View Full Report</ButtonLink>
            {readOnly ? null : (
              <ButtonLink to={getHref.childNewAssessment(childId)} $variant="secondary">
                Take New Assessment
              </ButtonLink>
            )}
          </ButtonRow>
        </>
      )}
      <GamesProgress childId={childId} />
    </Card>
  );
}
