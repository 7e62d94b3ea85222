import { lazy, Suspense } from 'react';
import { format } from 'date-fns';
import {
  ageInCalendarYears,
  correctedAgeInMonths,
  DOCTOR_QUESTIONS_SOURCE,
  DOCTOR_QUESTIONS_TITLE,
  DOMAIN_LABELS,
  EMPTY_DOCTOR_QUESTIONS,
  formatCorrectedAge,
  SCORE_LABEL,
  SCORE_NOTE,
  TALK_TO_DOCTOR_LABEL,
  type MilestoneItem,
  type SharedAssessment,
} from '@flourishly/contracts';
import {
  Button,
  ButtonAnchor,
  ButtonLink,
  Card,
  getHref,
  MutedText,
  PageContainer,
  PageTitle,
  Spinner,
  useChildReadOnly,
  useGetChildQuery,
} from '@flourishly/platform';
import styled, { createGlobalStyle } from 'styled-components';
import { ReportLinksPanel } from './ReportLinksPanel';
import { useGetChildAssessmentsQuery } from './api';
import { ActEarlyNotice } from './ActEarlyNotice';
import { AssessmentHistoryTable } from './AssessmentHistoryTable';
import { DoctorAnswers } from './DoctorAnswers';
import { ScoreBars } from './ScoreBars';
import { scoreRows } from './scores';

const ScoresHistoryChart = lazy(() => import('./ScoresHistoryChart'));

/**
 * A clean printed page: only the report, no app chrome or buttons, no shadows. Browsers drop
 * backgrounds when printing unless told otherwise, which would leave the score bars empty:
 * print-color-adjust (and its -webkit- form) keeps their colours.
 */
export const PrintStyle = createGlobalStyle`
  @media print {
    body { background: #fff; }
    header, nav, footer, [data-print="hide"], button { display: none !important; }
    [data-print="report"] section { box-shadow: none; break-inside: avoid; border-color: #999; }
    [data-print="report"], [data-print="report"] * {
      -webkit-print-color-adjust: exact;
      print-color-adjust: exact;
    }
    a { color: inherit; text-decoration: none; }
  }
`;

const StyledSections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledShare = styled.div`
  margin-top: ${({ theme }) => theme.space.lg};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};
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

const dateText = (iso: string) => format(new Date(iso), 'MMM d, yyyy');

/** "Age: N years", with the corrected age beside it when it applies (born at 37 weeks or earlier, under 24 months). */
export function ageLine(child: { dateOfBirth: string; gestationalAgeAtBirthWeeks: number | null }, now: Date = new Date()): string {
  const age = ageInCalendarYears(child.dateOfBirth, now);
  const corrected = correctedAgeInMonths(child.dateOfBirth, child.gestationalAgeAtBirthWeeks, now);
  const base = age === null ? 'Age: Unknown' : `Age: ${age} years`;
  return corrected === null ? base : `${base} · ${formatCorrectedAge(corrected)}`;
}

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

export interface DevelopmentReportProps {
  childId: number;
}

/**
 * The full development report (/child/{id}/development-report): the latest scores with
 * strengths first, scores over time (line chart and table), every 'not yet' milestone to talk
 * about with the child's doctor with the answers to the CDC's "other things to share with the
 * doctor" (and the act-early guidance when the child lost skills), each milestone with its source, the checklist's attribution and
 * disclaimer (for CDC items "Source: CDC, Learn the Signs. Act Early." and the CDC's
 * non-endorsement statement), and a print stylesheet for a clean page.
 */
export function DevelopmentReport({ childId }: DevelopmentReportProps) {
  const child = useGetChildQuery(childId);
  const { data: history, isLoading, isError } = useGetChildAssessmentsQuery(childId);
  const readOnly = useChildReadOnly(childId);
  const name = child.data?.name ?? 'your child';
  if (isLoading || child.isLoading) return <Spinner label="Loading report" fullPage />;
  if (isError || !history) {
    return (
      <PageContainer>
        <PageTitle>Development Report</PageTitle>
        <MutedText role="alert">The report could not be loaded. Please try again later.</MutedText>
      </PageContainer>
    );
  }
  if (history.length === 0) {
    return (
      <PageContainer>
        <PageTitle>Development Report for {name}</PageTitle>
        <MutedText>No development assessment available.</MutedText>
        {readOnly ? null : <ButtonLink to={getHref.childNewAssessment(childId)}>Take First Assessment</ButtonLink>}
      </PageContainer>
    );
  }
  const latest = history[0];
  return (
    <PageContainer data-print="report">
      <PrintStyle />
      <PageTitle>Development Report for {name}</PageTitle>
      {child.data ? <p>{ageLine(child.data)}</p> : null}
      <MutedText>
        Latest assessment {dateText(latest.assessedAt)} ({latest.checklistTitle}). Scores are the {SCORE_LABEL}. {SCORE_NOTE}
      </MutedText>
      <StyledActions data-print="hide">
        <Button onClick={() => window.print()}>Print Report</Button>
        <ButtonAnchor href={`/api/child-profiles/${childId}/development-report.pdf`} $variant="secondary" download>
          Download PDF
        </ButtonAnchor>
        {readOnly ? null : (
          <ButtonLink to={getHref.childNewAssessment(childId)} $variant="secondary">
            Take New Assessment
          </ButtonLink>
        )}
        <ButtonLink to={getHref.child(childId)} $variant="ghost">
          Back to Dashboard
        </ButtonLink>
      </StyledActions>
      <ReportSections history={history} audience="parent" />
      {/* Report links are made by the owner and caregivers only. */}
      {readOnly ? null : (
        <StyledShare>
          <ReportLinksPanel childId={childId} />
        </StyledShare>
      )}
    </PageContainer>
  );
}
