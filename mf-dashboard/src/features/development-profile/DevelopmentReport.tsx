import { formatAge, formatReportDate, REPORT_RECENT_ASSESSMENTS, reportAgeLine, SCORE_LABEL, SCORE_NOTE } from '@flourishly/contracts';
import {
  Button,
  ButtonAnchor,
  ButtonLink,
  getHref,
  MutedText,
  Page,
  PAGE_CONTENT,
  PageContainer,
  PageError,
  PageTitle,
  Spinner,
  useChildReadOnly,
  useChildRole,
  useGetChildQuery,
} from '@flourishly/platform';
import styled, { createGlobalStyle } from 'styled-components';
import { ReportLinksPanel } from './ReportLinksPanel';
import { useGetReportHistoryQuery, useGetScreeningsQuery } from './api';
import { ReportSections } from './ReportSections';
import { endpointPath, developmentReportPdfRoute } from '@flourishly/contracts/endpoint-paths';

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

/** The page never wider than a phone's screen: long words (a child's name) wrap. */
const StyledReport = styled(PageContainer)`
  overflow-wrap: anywhere;
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

/**
 * "Age: 10 months (corrected: 7 months) · born at 30 weeks": the age as parents say it, the
 * corrected age when it applies (born at 37 weeks or earlier, under 24 months) and the
 * gestational age when given, as the report PDF prints it.
 */
export function ageLine(child: { dateOfBirth: string; gestationalAgeAtBirthWeeks: number | null }, now: Date = new Date()): string {
  return reportAgeLine({ ageText: formatAge(child, now) ?? 'Unknown', gestationalAgeAtBirthWeeks: child.gestationalAgeAtBirthWeeks });
}

export interface DevelopmentReportProps {
  childId: number;
}

/**
 * The full development report (/child/{id}/development-report): the latest scores with
 * strengths first, scores over time (line chart and table), every 'not yet' milestone to talk
 * about with the child's doctor with the answers to the CDC's "other things to share with the
 * doctor" (and the act-early guidance when the child lost skills), the recommended screenings under 5 years, each milestone with its source, the checklist's attribution and
 * disclaimer (for CDC items "Source: CDC, Learn the Signs. Act Early." and the CDC's
 * non-endorsement statement), and a print stylesheet for a clean page.
 */
export function DevelopmentReport({ childId }: DevelopmentReportProps) {
  const child = useGetChildQuery(childId);
  const { data, isLoading, isError } = useGetReportHistoryQuery(childId);
  // The screenings section follows the report when they arrive; without them the report still shows.
  const screenings = useGetScreeningsQuery(childId).data;
  const history = data?.items;
  const readOnly = useChildReadOnly(childId);
  // Report links are the owner's (CHILD_ROLE_LABELS): shown once the role is known to be owner.
  const isOwner = useChildRole(childId) === 'owner';
  const name = child.data?.name ?? 'your child';
  if (isLoading || child.isLoading) return <Spinner label="Loading report" fullPage />;
  if (isError || !history) {
    return <PageError title="Development Report">The report could not be loaded. Please try again later.</PageError>;
  }
  if (history.length === 0) {
    return (
      <Page title={`Development Report for ${name}`} intro="No development assessment available.">
        {readOnly ? null : <ButtonLink to={getHref.childNewAssessment(childId)}>Take First Assessment</ButtonLink>}
      </Page>
    );
  }
  const latest = history[0];
  return (
    <StyledReport data-print="report">
      <PrintStyle />
      <PageTitle elementtiming={PAGE_CONTENT}>Development Report for {name}</PageTitle>
      {child.data ? <p>{ageLine(child.data)}</p> : null}
      <MutedText>
        Latest assessment {formatReportDate(latest.assessedAt)} ({latest.checklistTitle}). Scores are the {SCORE_LABEL}. {SCORE_NOTE}
      </MutedText>
      <StyledActions data-print="hide">
        <Button onClick={() => window.print()}>Print Report</Button>
        <ButtonAnchor href={endpointPath(developmentReportPdfRoute, { childId })} $variant="secondary" download>
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
      <ReportSections
        history={history}
        audience="parent"
        screenings={screenings}
        historyCaption={
          data?.more
            ? `The latest ${REPORT_RECENT_ASSESSMENTS} assessments, newest first (every assessment is on the Assessments page)`
            : undefined
        }
      />
      {isOwner ? (
        <StyledShare>
          <ReportLinksPanel childId={childId} />
        </StyledShare>
      ) : null}
    </StyledReport>
  );
}
