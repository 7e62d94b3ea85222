import { lazy, Suspense, useDeferredValue } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ButtonLink, Card, getHref, Messages, MutedText, Spinner, useChildReadOnly, useGetChildQuery } from '@flourishly/platform';
import { useLoadWhenNear } from '@flourishly/platform/load-when-near';
import styled from 'styled-components';
import { useGetDevelopmentAssessmentQuery, useGetMilestoneChecklistQuery } from './api';
import { CorrectionEndsNotice, firstChecklistOpens } from './FirstChecklist';
import { developmentMessages } from './messages';
import { ScoreBars } from './ScoreBars';
import { scoreRows, type DomainScoreRow } from './scores';
import { UnfinishedAssessment, useUnfinishedAssessment } from './UnfinishedAssessment';

/**
 * recharts stays out of the first load: the radar is its own chunk, loaded when its place
 * nears the viewport (below the first screen on a phone; docs/architecture.md, "Page budgets").
 */
const ScoresRadar = lazy(() => import('./ScoresRadar'));

/** The radar's height (ScoresRadar.tsx), kept while it loads so nothing below it moves. */
const RADAR_HEIGHT = 240;

const StyledHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  margin: 0 0 ${({ theme }) => theme.space.xs};
`;

const StyledNote = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  margin: 0 0 ${({ theme }) => theme.space.sm};
`;

const StyledActions = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
`;

/** The radar, or the space it takes until it is near the viewport and loaded. */
function RadarWhenNear({ rows }: { rows: DomainScoreRow[] }) {
  const { sentinelRef, wanted } = useLoadWhenNear<HTMLDivElement>();
  const space = <div ref={sentinelRef} style={{ height: RADAR_HEIGHT }} />;
  return wanted ? (
    <Suspense fallback={space}>
      <ScoresRadar rows={rows} />
    </Suspense>
  ) : (
    space
  );
}

export interface DevelopmentProfileProps {
  childId: number;
}

/**
 * Development Profile block of the child dashboard (docs/product.md): a radar of the five latest
 * scores, five labelled progress bars with percentages and 'View Full Report'; without an
 * assessment 'No development assessment available.' and 'Take First Assessment'. An assessment
 * saved but not submitted shows first, with 'Continue' (in place of 'Take First Assessment').
 * For a baby under 2 months (developmental age) the day the first checklist opens is said
 * beside the button; from a month before a preterm child's 2nd birthday, a notice says the
 * lists then go by actual age (both from the checklist form, which a viewer does not load).
 * In the parent's language, with the development blocks' catalog.
 */
export function DevelopmentProfile(props: DevelopmentProfileProps) {
  return (
    <Messages catalog={developmentMessages}>
      <DevelopmentProfileContent {...props} />
    </Messages>
  );
}

function DevelopmentProfileContent({ childId }: DevelopmentProfileProps) {
  const intl = useIntl();
  // Deferred: the scores render in a transition, in slices, not in one long task on arrival.
  const { data, isLoading, isError } = useDeferredValue(useGetDevelopmentAssessmentQuery(childId));
  const readOnly = useChildReadOnly(childId);
  const unfinished = useUnfinishedAssessment(childId, readOnly);
  const continueBox = unfinished && !readOnly ? <UnfinishedAssessment childId={childId} {...unfinished} /> : null;
  // The same request as useUnfinishedAssessment's (one call, cached).
  const form = useGetMilestoneChecklistQuery(childId, { skip: readOnly }).data;
  const endsOn = form?.correctionEndsOn ?? null;
  const child = useGetChildQuery(childId, { skip: !endsOn });
  const notice = endsOn && child.data ? <CorrectionEndsNotice name={child.data.name} endsOn={endsOn} /> : null;
  const opensOn = form?.firstChecklistOn ?? null;
  const headingId = `development-profile-heading-${childId}`;
  return (
    <Card aria-labelledby={headingId}>
      <StyledHeading id={headingId}>
        <FormattedMessage id="dashboard.development.profile.title" />
      </StyledHeading>
      {isLoading ? (
        <Spinner label={intl.formatMessage({ id: 'dashboard.development.profile.loading' })} />
      ) : isError ? (
        <MutedText role="alert">
          <FormattedMessage id="dashboard.development.profile.loadFailed" />
        </MutedText>
      ) : data ? (
        <>
          {notice}
          {continueBox}
          <StyledNote>
            <FormattedMessage id="dashboard.development.scoreLabel" />
          </StyledNote>
          <RadarWhenNear rows={scoreRows(data, intl)} />
          <ScoreBars rows={scoreRows(data, intl)} />
          <StyledActions>
            <ButtonLink to={getHref.childDevelopmentReport(childId)} $variant="secondary">
              <FormattedMessage id="dashboard.development.viewFullReport" />
            </ButtonLink>
          </StyledActions>
        </>
      ) : (
        <>
          {notice}
          <MutedText>
            <FormattedMessage id="dashboard.development.noAssessment" />
          </MutedText>
          {opensOn ? <MutedText>{firstChecklistOpens(intl, 'short', opensOn, form?.correctedAgeMonths != null)}</MutedText> : null}
          {readOnly
            ? null
            : (continueBox ?? (
                <ButtonLink to={getHref.childNewAssessment(childId)}>
                  <FormattedMessage id="dashboard.development.takeFirst" />
                </ButtonLink>
              ))}
        </>
      )}
    </Card>
  );
}
