import { lazy, Suspense } from 'react';
import {
  DOCTOR_QUESTIONS_SOURCE,
  DOCTOR_QUESTIONS_TITLE,
  DOMAIN_LABELS,
  EMPTY_DOCTOR_QUESTIONS,
  TALK_TO_DOCTOR_LABEL,
  type MilestoneItem,
  type SharedAssessment,
} from '@flourishly/contracts';
import { Card, MutedText } from '@flourishly/platform';
import styled from 'styled-components';
import { ActEarlyNotice } from './ActEarlyNotice';
import { AssessmentHistoryTable } from './AssessmentHistoryTable';
import { DoctorAnswers } from './DoctorAnswers';
import { ScoreBars } from './ScoreBars';
import { scoreRows } from './scores';

const ScoresHistoryChart = lazy(() => import('./ScoresHistoryChart'));

const StyledSections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledItems = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledAttribution = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  margin: 0 0 ${({ theme }) => theme.space.sm};
`;

/** Milestones with their domain and source (the CDC checklist section, or the framework of a school-age item). */
function MilestoneList({ items }: { items: MilestoneItem[] }) {
  return (
    <StyledItems>
      {items.map((item) => (
        <li key={item.key}>
          {item.text}{' '}
          <small>
            {DOMAIN_LABELS[item.domain]} · {item.source}
          </small>
        </li>
      ))}
    </StyledItems>
  );
}

export interface ReportSectionsProps {
  /** Submitted assessments, newest first (at least one). */
  history: SharedAssessment[];
  /** Who reads: the parent (signed in) or a professional through a report link. */
  audience: 'parent' | 'professional';
}

/**
 * The body of the development report, shared by the signed-in report and the report a link
 * opens: strengths with the latest scores, scores over time, what to talk about with the doctor,
 * and the checklist's attribution and disclaimer.
 */
export function ReportSections({ history, audience }: ReportSectionsProps) {
  const latest = history[0];
  const rows = scoreRows(latest.scores).sort((a, b) => (b.score ?? -1) - (a.score ?? -1));
  const oldestFirst = [...history].reverse();
  return (
    <StyledSections>
      <Card aria-labelledby="report-strengths">
        <h2 id="report-strengths">Strengths</h2>
        <ScoreBars rows={rows} />
        {latest.strengths.length > 0 ? (
          <>
            <h3>Milestones observed</h3>
            <MilestoneList items={latest.strengths} />
          </>
        ) : null}
      </Card>
      <Card aria-labelledby="report-history">
        <h2 id="report-history">Scores over time</h2>
        {history.length > 1 ? (
          <Suspense fallback={<div style={{ height: 280 }} />}>
            <ScoresHistoryChart history={oldestFirst} />
          </Suspense>
        ) : (
          <MutedText>
            {audience === 'parent' ? 'Take another assessment later to see progress over time.' : 'One assessment so far.'}
          </MutedText>
        )}
        <AssessmentHistoryTable history={history} caption={`All assessments (${history.length}), newest first`} />
      </Card>
      <Card aria-labelledby="report-doctor">
        <h2 id="report-doctor">{TALK_TO_DOCTOR_LABEL}</h2>
        {latest.actEarly ? <ActEarlyNotice /> : null}
        {latest.notYet.length > 0 ? (
          <>
            <MutedText>
              {audience === 'parent'
                ? 'You answered ‘Not yet’ for these milestones. Share them with your child’s doctor at the next visit, or sooner if you are concerned. Acting early can make a real difference.'
                : 'The parent answered ‘Not yet’ for these milestones.'}
            </MutedText>
            <MilestoneList items={latest.notYet} />
          </>
        ) : (
          <MutedText>
            No milestones were answered &lsquo;Not yet&rsquo;. Keep talking with your child&apos;s doctor at regular check-ups.
          </MutedText>
        )}
        <h3>{DOCTOR_QUESTIONS_TITLE}</h3>
        <DoctorAnswers answers={latest.doctorQuestions ?? EMPTY_DOCTOR_QUESTIONS} />
        <StyledAttribution>{DOCTOR_QUESTIONS_SOURCE}</StyledAttribution>
      </Card>
      <Card aria-labelledby="report-sources">
        <h2 id="report-sources">About these milestones</h2>
        <StyledAttribution>
          {latest.checklistTitle}: {latest.checklistSource}
        </StyledAttribution>
        <StyledAttribution>{latest.checklistDisclaimer}</StyledAttribution>
      </Card>
    </StyledSections>
  );
}
