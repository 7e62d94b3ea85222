import { lazy, Suspense, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { EMPTY_DOCTOR_QUESTIONS, type MilestoneItem, type Screening, type SharedAssessment } from '@flourishly/contracts';
import { Card, MutedText } from '@flourishly/platform';
import styled from 'styled-components';
import { ActEarlyNotice, actEarlyLeadText } from './ActEarlyNotice';
import { AssessmentHistoryTable } from './AssessmentHistoryTable';
import { DoctorAnswers } from './DoctorAnswers';
import { ScoreBars } from './ScoreBars';
import { ScreeningList } from './ScreeningList';
import { scoreRows } from './scores';
import { domainName } from './texts';

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

/**
 * The history's heading in the language of `intl`: "All assessments (3), newest first", or past
 * the report's window "The latest 13 of 3,000 assessments (…), newest first" (the contracts'
 * reportHistoryHeading).
 */
export function historyHeading(intl: IntlShape, report: { assessments: readonly unknown[]; totalAssessments: number }): string {
  const shown = report.assessments.length;
  return shown >= report.totalAssessments
    ? intl.formatMessage({ id: 'dashboard.development.report.historyAll' }, { count: shown })
    : intl.formatMessage({ id: 'dashboard.development.report.historyLatest' }, { shown, total: report.totalAssessments });
}

const small = (chunks: ReactNode[]) => <small>{chunks}</small>;

/** Milestones with their domain and source (the CDC checklist section, or the framework of a school-age item). */
function MilestoneList({ items }: { items: MilestoneItem[] }) {
  const intl = useIntl();
  return (
    <StyledItems>
      {items.map((item) => (
        <li key={item.key}>
          <FormattedMessage
            id="dashboard.development.report.milestone"
            values={{ text: item.text, domain: domainName(intl, item.domain), source: item.source, small }}
          />
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
      <h2 id="report-screenings">
        <FormattedMessage id="dashboard.development.screenings.title" />
      </h2>
      <MutedText>
        <FormattedMessage
          id={audience === 'professional' ? 'dashboard.development.screenings.doctorLead' : 'dashboard.development.screenings.lead'}
        />
      </MutedText>
      <ScreeningList screenings={screenings} />
      <StyledAttribution>
        <FormattedMessage id="dashboard.development.screenings.source" />
      </StyledAttribution>
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
  const intl = useIntl();
  const latest = history[0];
  const professional = audience === 'professional';
  const rows = scoreRows(latest.scores, intl).sort((a, b) => (b.score ?? -1) - (a.score ?? -1));
  const oldestFirst = [...history].reverse();
  return (
    <StyledSections>
      <Card aria-labelledby="report-strengths">
        <h2 id="report-strengths">
          <FormattedMessage id="dashboard.development.report.strengths" />
        </h2>
        <ScoreBars rows={rows} />
        {latest.strengths.length > 0 ? (
          <>
            <h3>
              <FormattedMessage id="dashboard.development.report.observed" />
            </h3>
            <MilestoneList items={latest.strengths} />
          </>
        ) : null}
      </Card>
      <Card aria-labelledby="report-history">
        <h2 id="report-history">
          <FormattedMessage id="dashboard.development.report.overTime" />
        </h2>
        {history.length > 1 ? (
          <Suspense fallback={<div style={{ height: 280 }} />}>
            <ScoresHistoryChart history={oldestFirst} />
          </Suspense>
        ) : (
          <MutedText>
            <FormattedMessage
              id={audience === 'parent' ? 'dashboard.development.report.takeAnother' : 'dashboard.development.report.oneSoFar'}
            />
          </MutedText>
        )}
        <AssessmentHistoryTable
          history={history}
          caption={historyCaption ?? historyHeading(intl, { assessments: history, totalAssessments: history.length })}
        />
      </Card>
      <Card aria-labelledby="report-doctor">
        <h2 id="report-doctor">
          <FormattedMessage id={professional ? 'dashboard.development.report.doctorTalk' : 'dashboard.development.report.talkToDoctor'} />
        </h2>
        {latest.actEarly ? <ActEarlyNotice audience={audience} lead={professional ? actEarlyLeadText(intl, latest) : undefined} /> : null}
        {latest.notYet.length > 0 ? (
          <>
            <MutedText>
              <FormattedMessage id={professional ? 'dashboard.development.report.doctorNotYet' : 'dashboard.development.report.notYet'} />
            </MutedText>
            <MilestoneList items={latest.notYet} />
          </>
        ) : (
          <MutedText>
            <FormattedMessage id={professional ? 'dashboard.development.report.doctorNoNotYet' : 'dashboard.development.report.noNotYet'} />
          </MutedText>
        )}
        <h3>
          <FormattedMessage id="dashboard.development.doctor.title" />
        </h3>
        {professional ? (
          <MutedText>
            <FormattedMessage id="dashboard.development.report.doctorAnswers" />
          </MutedText>
        ) : null}
        <DoctorAnswers answers={latest.doctorQuestions ?? EMPTY_DOCTOR_QUESTIONS} audience={audience} />
        <StyledAttribution>
          <FormattedMessage id="dashboard.development.doctor.source" />
        </StyledAttribution>
      </Card>
      <ReportScreenings screenings={screenings} audience={audience} />
      <Card aria-labelledby="report-sources">
        <h2 id="report-sources">
          <FormattedMessage id="dashboard.development.report.about" />
        </h2>
        <StyledAttribution>
          <FormattedMessage
            id="dashboard.development.report.checklistSource"
            values={{ checklist: latest.checklistTitle, source: latest.checklistSource }}
          />
        </StyledAttribution>
        <StyledAttribution>{latest.checklistDisclaimer}</StyledAttribution>
      </Card>
    </StyledSections>
  );
}
