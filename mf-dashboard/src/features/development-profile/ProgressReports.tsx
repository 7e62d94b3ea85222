import { FormattedMessage, useIntl } from 'react-intl';
import type { GameProgressSummary } from '@flourishly/contracts';
import {
  api,
  ButtonLink,
  ButtonRow,
  Card,
  childGameProgressTag,
  getHref,
  Messages,
  MutedText,
  Spinner,
  useChildReadOnly,
} from '@flourishly/platform';
import styled from 'styled-components';
import { useGetChildAssessmentsQuery } from './api';
import { AssessmentHistoryTable } from './AssessmentHistoryTable';
import { DataTable, TableScroll } from '../../shared/DataTable';
import { endpointPath, gameProgressSummaryRoute } from '@flourishly/contracts/endpoint-paths';
import { developmentPageMessages } from './pages/messages';
import { domainName } from './texts';

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
  const intl = useIntl();
  const { data: summary, isLoading, isError } = useGetChildGameProgressSummaryQuery(childId);
  const headingId = `games-progress-heading-${childId}`;
  let body;
  if (isLoading) body = <Spinner label={intl.formatMessage({ id: 'dashboard.development.games.loading' })} />;
  else if (isError)
    body = (
      <MutedText role="alert">
        <FormattedMessage id="dashboard.development.games.loadFailed" />
      </MutedText>
    );
  else if (!summary || summary.length === 0)
    body = (
      <MutedText>
        <FormattedMessage id="dashboard.development.games.empty" />
      </MutedText>
    );
  else {
    body = (
      <TableScroll>
        <DataTable aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="dashboard.development.games.domain" />
              </th>
              <th scope="col">
                <FormattedMessage id="dashboard.development.games.played" />
              </th>
              <th scope="col">
                <FormattedMessage id="dashboard.development.games.sessions" />
              </th>
              <th scope="col">
                <FormattedMessage id="dashboard.development.games.average" />
              </th>
              <th scope="col">
                <FormattedMessage id="dashboard.development.games.level" />
              </th>
            </tr>
          </thead>
          <tbody>
            {summary.map((row) => (
              <tr key={row.domain}>
                <th scope="row">{domainName(intl, row.domain)}</th>
                <td>{intl.formatNumber(row.gamesPlayed)}</td>
                <td>{intl.formatNumber(row.sessionsCompleted)}</td>
                <td>{intl.formatNumber(row.averagePercent / 100, { style: 'percent' })}</td>
                <td>{intl.formatNumber(row.highestLevel)}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      </TableScroll>
    );
  }
  return (
    <StyledGamesSection aria-labelledby={headingId}>
      <h3 id={headingId}>
        <FormattedMessage id="dashboard.development.games.title" />
      </h3>
      {body}
    </StyledGamesSection>
  );
}

export interface ProgressReportsProps {
  childId: number;
}

/**
 * The child page's Progress Reports tab: the assessment history at a glance, the full report
 * link, and games progress by domain. In the parent's language, with the development pages' catalog.
 */
export function ProgressReports(props: ProgressReportsProps) {
  return (
    <Messages catalog={developmentPageMessages}>
      <ProgressReportsContent {...props} />
    </Messages>
  );
}

function ProgressReportsContent({ childId }: ProgressReportsProps) {
  const intl = useIntl();
  const { data: history, isLoading, isError } = useGetChildAssessmentsQuery(childId);
  const readOnly = useChildReadOnly(childId);
  return (
    <Card aria-labelledby={`progress-reports-heading-${childId}`}>
      <h2 id={`progress-reports-heading-${childId}`}>
        <FormattedMessage id="dashboard.development.progress.title" />
      </h2>
      {isLoading ? (
        <Spinner label={intl.formatMessage({ id: 'dashboard.development.progress.loading' })} />
      ) : isError ? (
        <MutedText role="alert">
          <FormattedMessage id="dashboard.development.progress.loadFailed" />
        </MutedText>
      ) : !history || history.length === 0 ? (
        <>
          <MutedText>
            <FormattedMessage id="dashboard.development.noAssessment" />
          </MutedText>
          {readOnly ? null : (
            <ButtonLink to={getHref.childNewAssessment(childId)}>
              <FormattedMessage id="dashboard.development.takeFirst" />
            </ButtonLink>
          )}
        </>
      ) : (
        <>
          <AssessmentHistoryTable
            history={history}
            caption={intl.formatMessage({ id: 'dashboard.development.progress.caption' }, { count: history.length })}
          />
          <ButtonRow>
            <ButtonLink to={getHref.childDevelopmentReport(childId)}>
              <FormattedMessage id="dashboard.development.viewFullReport" />
            </ButtonLink>
            {readOnly ? null : (
              <ButtonLink to={getHref.childNewAssessment(childId)} $variant="secondary">
                <FormattedMessage id="dashboard.development.takeNew" />
              </ButtonLink>
            )}
          </ButtonRow>
        </>
      )}
      <GamesProgress childId={childId} />
    </Card>
  );
}
