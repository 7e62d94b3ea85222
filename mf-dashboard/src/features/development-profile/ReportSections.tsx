import { lazy, Suspense } from 'react';
import {
  actEarlyLead,
  DOCTOR_COPY,
  DOCTOR_COPY_ACT_EARLY,
  DOCTOR_COPY_SCREENINGS,
  DOCTOR_QUESTIONS_SOURCE,
  DOCTOR_QUESTIONS_TITLE,
  DOMAIN_LABELS,
  EMPTY_DOCTOR_QUESTIONS,
  reportHistoryHeading,
  SCREENINGS_TEXT,
  TALK_TO_DOCTOR_LABEL,
  type MilestoneItem,
  type Screening,
  type SharedAssessment,
} from '@flourishly/contracts';
import { Card, MutedText } from '@flourishly/platform';
import styled from 'styled-components';
import { ActEarlyNotice } from './ActEarlyNotice';
import { AssessmentHistoryTable } from './AssessmentHistoryTable';
import { DoctorAnswers } from './DoctorAnswers';
import { ScoreBars } from './ScoreBars';
import { ScreeningList } from './ScreeningList';
import { scoreRows } from './scores';

const ScoresHistoryChart = lazy(() => import('./ScoresHistoryChart'));

// minmax(0, 1fr): a grid item is otherwise as wide as its widest content (the history table),
// which made the report 700 px wide on a phone; the table scrolls inside its card instead.
const StyledSections = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  overflow-wrap: anywhere;
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

/**
 * The recommended screenings at the report's date (docs/product.md, "Screenings"), in the
 * reader's words; nothing when there are none (school age).
 */
export function ReportScreenings({ screenings, audience }: { screenings: readonly Screening[]; audience: 'parent' | 'professional' }) {
  if (screenings.length === 0) return null;
  return (
    <Card aria-labelledby="report-screenings">
      <h2 id="report-screenings">{SCREENINGS_TEXT.title}</h2>
      <MutedText>{audience === 'professional' ? DOCTOR_COPY_SCREENINGS.lead : SCREENINGS_TEXT.lead}</MutedText>
      <ScreeningList screenings={screenings} />
      <StyledAttribution>{SCREENINGS_TEXT.source}</StyledAttribution>
    </Card>
  );
}

export interface ReportSectionsProps {
  /** Submitted assessments, newest first (at least one). */
  history: SharedAssessment[];
  /** Who reads: the parent (signed in) or a professional through a report link (the doctor's copy, in the third person). */
  audience: 'parent' | 'professional';
  /** The history table's caption; "All assessments (N), newest first" by default. */
  historyCaption?: string;
  /** The recommended screenings at the report's date; none: no section. */
  screenings?: readonly Screening[];
}

/**
 * The body of the development report, shared by the signed-in report and the report a link
 * opens: strengths with the latest scores, scores over time, what to talk about with the doctor,
 * the recommended screenings (under 5 years), and the checklist's attribution and disclaimer.
 */
export function ReportSections({ history, audience, historyCaption, screenings = [] }: ReportSectionsProps) {
  const latest = history[0];
  const professional = audience === 'professional';
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
        <AssessmentHistoryTable
          history={history}
          caption={historyCaption ?? reportHistoryHeading({ assessments: history, totalAssessments: history.length })}
        />
      </Card>
      <Card aria-labelledby="report-doctor">
        <h2 id="report-doctor">{professional ? DOCTOR_COPY.talkToDoctor : TALK_TO_DOCTOR_LABEL}</h2>
        {latest.actEarly ? (
          <ActEarlyNotice guidance={professional ? { ...DOCTOR_COPY_ACT_EARLY, lead: actEarlyLead(latest) } : undefined} />
        ) : null}
        {latest.notYet.length > 0 ? (
          <>
            <MutedText>
              {professional
                ? DOCTOR_COPY.notYetLead
                : 'You answered ‘Not yet’ for these milestones. Share them with your child’s doctor now rather than waiting for a routine check-up: acting early can make a real difference.'}
            </MutedText>
            <MilestoneList items={latest.notYet} />
          </>
        ) : (
          <MutedText>
            {professional
              ? DOCTOR_COPY.noNotYet
              : 'No milestones were answered ‘Not yet’. Keep talking with your child’s doctor at regular check-ups.'}
          </MutedText>
        )}
        <h3>{DOCTOR_QUESTIONS_TITLE}</h3>
        {professional ? <MutedText>{DOCTOR_COPY.answersLead}</MutedText> : null}
        <DoctorAnswers answers={latest.doctorQuestions ?? EMPTY_DOCTOR_QUESTIONS} audience={audience} />
        <StyledAttribution>{DOCTOR_QUESTIONS_SOURCE}</StyledAttribution>
      </Card>
      <ReportScreenings screenings={screenings} audience={audience} />
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
