import {
  DOCTOR_COPY,
  formatReportDate,
  REPORT_LINK_MESSAGES,
  reportAgeLine,
  reportHistoryHeading,
  SCORE_LABEL,
} from '@flourishly/contracts';
import { Button, ButtonAnchor, isApiError, MutedText, PageContainer, PageTitle, Spinner } from '@flourishly/platform';
import styled from 'styled-components';
import { PrintStyle } from './DevelopmentReport';
import { ReportScreenings, ReportSections } from './ReportSections';
import { useGetSharedReportQuery } from './report-links-api';
import { endpointPath, sharedReportPdfRoute } from '@flourishly/contracts/endpoint-paths';

const StyledNotice = styled.p`
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.primarySoft};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.lg};
`;

/** The page never wider than a phone's screen: long words wrap. */
const StyledReport = styled(PageContainer)`
  overflow-wrap: anywhere;
`;

/** Keeps the page out of search indexes and the token out of Referer headers (React hoists these into <head>). */
function PrivatePageMeta() {
  return (
    <>
      <meta name="robots" content="noindex, nofollow" />
      <meta name="referrer" content="no-referrer" />
    </>
  );
}

export interface SharedReportProps {
  token: string;
}

/**
 * The report a professional opens from a report link (/shared/report/{token}), without an
 * account: the doctor's copy, in the third person as the PDF: the child's first name, age,
 * corrected and gestational age, until when the link is valid, the same report sections as the
 * parent's report (with the act-early guidance, every answer to the doctor's questions and the
 * recommended screenings under 5 years), a
 * print button and the PDF. An unknown link and an expired
 * or revoked one each say so.
 */
export function SharedReport({ token }: SharedReportProps) {
  const { data: report, error, isLoading } = useGetSharedReportQuery(token);
  if (isLoading) return <Spinner label="Loading report" fullPage />;
  if (error || !report) {
    const status = isApiError(error) ? error.status : 0;
    const message =
      status === 410
        ? REPORT_LINK_MESSAGES.gone
        : status === 404
          ? REPORT_LINK_MESSAGES.notFound
          : 'The report could not be loaded. Please try again later.';
    return (
      <PageContainer>
        <PrivatePageMeta />
        <PageTitle>Development Report</PageTitle>
        <MutedText role="alert">{message}</MutedText>
        {status === 410 || status === 404 ? <MutedText>Ask the child&apos;s parent for a new link.</MutedText> : null}
      </PageContainer>
    );
  }
  const latest = report.assessments[0];
  // `?? []`: a server of an earlier release sends no screenings (remotes are released apart).
  const screenings = report.screenings ?? [];
  return (
    <StyledReport data-print="report">
      <PrivatePageMeta />
      <PrintStyle />
      <PageTitle>Development Report for {report.child.firstName}</PageTitle>
      <p>{reportAgeLine(report.child)}</p>
      <StyledNotice>
        Shared by the child&rsquo;s parent through a read-only link, valid until <strong>{formatReportDate(report.expiresAt)}</strong>.
      </StyledNotice>
      {latest ? (
        <MutedText>
          Latest assessment {formatReportDate(latest.assessedAt)} ({latest.checklistTitle}). Scores are the {SCORE_LABEL}.{' '}
          {DOCTOR_COPY.scoreNote}
        </MutedText>
      ) : null}
      <StyledActions data-print="hide">
        <Button onClick={() => window.print()}>Print Report</Button>
        <ButtonAnchor href={endpointPath(sharedReportPdfRoute, { token })} $variant="secondary" download>
          Download PDF
        </ButtonAnchor>
      </StyledActions>
      {latest ? (
        <ReportSections
          history={report.assessments}
          audience="professional"
          historyCaption={reportHistoryHeading(report)}
          screenings={screenings}
        />
      ) : (
        <>
          <MutedText>No development assessment available.</MutedText>
          <ReportScreenings screenings={screenings} audience="professional" />
        </>
      )}
    </StyledReport>
  );
}
