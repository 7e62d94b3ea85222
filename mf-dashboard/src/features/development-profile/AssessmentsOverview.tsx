import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { DOMAIN_TYPES, SCORE_KEYS, type AssessmentResult } from '@flourishly/contracts';
import {
  ageText,
  ButtonLink,
  ButtonRow,
  Card,
  getHref,
  ListGrid,
  Messages,
  MutedText,
  Page,
  PageError,
  Spinner,
  useChildList,
  useSession,
} from '@flourishly/platform';
import styled from 'styled-components';
import { useGetAllAssessmentsQuery } from './api';
import { NO_SCORE } from './AssessmentHistoryTable';
import { developmentPageMessages } from './pages/messages';
import { domainName } from './texts';

const StyledScores = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  margin: ${({ theme }) => theme.space.xs} 0 0;
`;

export interface AssessmentsOverviewProps {
  /** 'assessments' (/assessments) leads with taking assessments; 'reports' (/reports) with the reports. */
  mode: 'assessments' | 'reports';
}

/** "Cognitive 80%, Physical 60%, … Moral —.": the latest scores in one line. */
function latestLine(intl: IntlShape, assessment: AssessmentResult | undefined) {
  if (!assessment) return intl.formatMessage({ id: 'dashboard.development.overview.none' });
  const scores = DOMAIN_TYPES.map((domain) => {
    const value = assessment.scores[SCORE_KEYS[domain]];
    const score = value === null ? NO_SCORE : intl.formatNumber(value / 100, { style: 'percent' });
    return intl.formatMessage({ id: 'dashboard.development.overview.score' }, { domain: domainName(intl, domain), score });
  });
  return intl.formatMessage({ id: 'dashboard.development.overview.scores' }, { scores: intl.formatList(scores, { type: 'unit' }) });
}

/** The day of the latest assessment, short: "Nov 20, 2026" (its parts through Intl, their order from the catalog). */
function shortDate(intl: IntlShape, iso: string) {
  const date = new Date(iso);
  return intl.formatMessage(
    { id: 'dashboard.development.overview.date' },
    {
      month: intl.formatDate(date, { month: 'short' }),
      day: intl.formatDate(date, { day: 'numeric' }),
      year: intl.formatDate(date, { year: 'numeric' }),
    },
  );
}

/**
 * /assessments and /reports: the parent's children with their latest assessment, how many
 * they have, and links to take one or open the full report. In the parent's language, with the
 * development profile's catalog.
 */
export function AssessmentsOverview(props: AssessmentsOverviewProps) {
  return (
    <Messages catalog={developmentPageMessages}>
      <AssessmentsOverviewContent {...props} />
    </Messages>
  );
}

function AssessmentsOverviewContent({ mode }: AssessmentsOverviewProps) {
  const intl = useIntl();
  const { user } = useSession();
  const children = useChildList();
  const assessments = useGetAllAssessmentsQuery();
  const title = intl.formatMessage({
    id: mode === 'assessments' ? 'dashboard.development.overview.assessments' : 'dashboard.development.overview.reports',
  });
  if (children.isLoading || assessments.isLoading || !user) {
    const loading =
      mode === 'assessments' ? 'dashboard.development.overview.loadingAssessments' : 'dashboard.development.overview.loadingReports';
    return <Spinner label={intl.formatMessage({ id: loading })} fullPage />;
  }
  if (children.isError || assessments.isError) {
    return (
      <PageError title={title}>
        <FormattedMessage id="dashboard.development.overview.loadFailed" />
      </PageError>
    );
  }
  const list = children.data ?? [];
  const all = assessments.data ?? [];
  return (
    <Page
      title={title}
      intro={intl.formatMessage({
        id: mode === 'assessments' ? 'dashboard.development.overview.assessmentsIntro' : 'dashboard.development.overview.reportsIntro',
      })}
    >
      {list.length === 0 ? (
        <MutedText>
          <FormattedMessage id="dashboard.development.overview.noChildren" />
        </MutedText>
      ) : (
        <ListGrid $gap="md" $min="280px">
          {list.map((child) => {
            const history = all.filter((assessment) => assessment.childId === child.id);
            const age =
              ageText(intl, child, new Date(), { yearsByDays: true }) ?? intl.formatMessage({ id: 'dashboard.development.age.unknown' });
            // A viewer may read the reports but not take an assessment.
            const canAssess = child.role !== 'viewer';
            return (
              <li key={child.id}>
                <Card aria-labelledby={`overview-child-${child.id}`}>
                  <h2 id={`overview-child-${child.id}`} style={{ margin: 0 }}>
                    {child.name}
                  </h2>
                  <MutedText style={{ margin: 0 }}>
                    {history[0] ? (
                      <FormattedMessage
                        id="dashboard.development.overview.summaryLatest"
                        values={{ age, count: history.length, date: shortDate(intl, history[0].assessedAt) }}
                      />
                    ) : (
                      <FormattedMessage id="dashboard.development.overview.summary" values={{ age, count: history.length }} />
                    )}
                  </MutedText>
                  <StyledScores>{latestLine(intl, history[0])}</StyledScores>
                  <ButtonRow>
                    {mode === 'assessments' && canAssess ? (
                      <ButtonLink
                        to={getHref.childNewAssessment(child.id)}
                        aria-label={intl.formatMessage({ id: 'dashboard.development.overview.takeFor' }, { name: child.name })}
                      >
                        <FormattedMessage id="dashboard.development.overview.take" />
                      </ButtonLink>
                    ) : null}
                    {history.length > 0 ? (
                      <ButtonLink
                        to={getHref.childDevelopmentReport(child.id)}
                        $variant={mode === 'reports' ? 'primary' : 'secondary'}
                        aria-label={intl.formatMessage({ id: 'dashboard.development.overview.reportFor' }, { name: child.name })}
                      >
                        <FormattedMessage id="dashboard.development.viewFullReport" />
                      </ButtonLink>
                    ) : mode === 'reports' && canAssess ? (
                      <ButtonLink
                        to={getHref.childNewAssessment(child.id)}
                        aria-label={intl.formatMessage({ id: 'dashboard.development.overview.takeFirstFor' }, { name: child.name })}
                      >
                        <FormattedMessage id="dashboard.development.takeFirst" />
                      </ButtonLink>
                    ) : null}
                  </ButtonRow>
                </Card>
              </li>
            );
          })}
        </ListGrid>
      )}
    </Page>
  );
}
