import { format } from 'date-fns';
import { DOMAIN_LABELS, formatAge, DOMAIN_TYPES, SCORE_KEYS, SCORE_LABEL, type AssessmentResult } from '@flourishly/contracts';
import {
  ButtonLink,
  ButtonRow,
  Card,
  getHref,
  ListGrid,
  MutedText,
  Page,
  PageError,
  Spinner,
  useChildList,
  useSession,
} from '@flourishly/platform';
import styled from 'styled-components';
import { useGetAllAssessmentsQuery } from './api';

const StyledScores = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  margin: ${({ theme }) => theme.space.xs} 0 0;
`;

export interface AssessmentsOverviewProps {
  /** 'assessments' (/assessments) leads with taking assessments; 'reports' (/reports) with the reports. */
  mode: 'assessments' | 'reports';
}

function latestLine(assessment: AssessmentResult | undefined) {
  if (!assessment) return 'No assessment yet.';
  const scores = DOMAIN_TYPES.map((domain) => {
    const value = assessment.scores[SCORE_KEYS[domain]];
    return `${DOMAIN_LABELS[domain]} ${value === null ? '—' : `${value}%`}`;
  }).join(', ');
  return `${scores}.`;
}

/**
 * /assessments and /reports: the parent's children with their latest assessment, how many
 * they have, and links to take one or open the full report.
 */
export function AssessmentsOverview({ mode }: AssessmentsOverviewProps) {
  const { user } = useSession();
  const children = useChildList();
  const assessments = useGetAllAssessmentsQuery();
  const title = mode === 'assessments' ? 'Assessments' : 'Reports';
  if (children.isLoading || assessments.isLoading || !user) return <Spinner label={`Loading ${title.toLowerCase()}`} fullPage />;
  if (children.isError || assessments.isError) {
    return <PageError title={title}>This page could not be loaded. Please try again later.</PageError>;
  }
  const list = children.data ?? [];
  const all = assessments.data ?? [];
  return (
    <Page
      title={title}
      intro={
        mode === 'assessments'
          ? 'Milestone checklists for each child’s age. Answer what you have observed; scores show the ' + SCORE_LABEL + '.'
          : 'Development reports for each child: scores over time, strengths and milestones to discuss with your doctor.'
      }
    >
      {list.length === 0 ? (
        <MutedText>No Child Profiles Yet</MutedText>
      ) : (
        <ListGrid $gap="md" $min="280px">
          {list.map((child) => {
            const history = all.filter((assessment) => assessment.childId === child.id);
            const age = formatAge(child, new Date(), { yearsByDays: true });
            // A viewer may read the reports but not take an assessment.
            const canAssess = child.role !== 'viewer';
            return (
              <li key={child.id}>
                <Card aria-labelledby={`overview-child-${child.id}`}>
                  <h2 id={`overview-child-${child.id}`} style={{ margin: 0 }}>
                    {child.name}
                  </h2>
                  <MutedText style={{ margin: 0 }}>
                    Age {age ?? 'Unknown'} · {history.length} {history.length === 1 ? 'assessment' : 'assessments'}
                    {history[0] ? ` · latest ${format(new Date(history[0].assessedAt), 'MMM d, yyyy')}` : ''}
                  </MutedText>
                  <StyledScores>{latestLine(history[0])}</StyledScores>
                  <ButtonRow>
                    {mode === 'assessments' && canAssess ? (
                      <ButtonLink to={getHref.childNewAssessment(child.id)} aria-label={`Take assessment for ${child.name}`}>
                        Take Assessment
                      </ButtonLink>
                    ) : null}
                    {history.length > 0 ? (
                      <ButtonLink
                        to={getHref.childDevelopmentReport(child.id)}
                        $variant={mode === 'reports' ? 'primary' : 'secondary'}
                        aria-label={`View full report for ${child.name}`}
                      >
                        View Full Report
                      </ButtonLink>
                    ) : mode === 'reports' && canAssess ? (
                      <ButtonLink to={getHref.childNewAssessment(child.id)} aria-label={`Take first assessment for ${child.name}`}>
                        Take First Assessment
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
