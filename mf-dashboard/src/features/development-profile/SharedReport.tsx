import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, ButtonAnchor, isApiError, Messages, MutedText, PageContainer, PageTitle, Spinner } from '@flourishly/platform';
import styled from 'styled-components';
import { PrintStyle } from './DevelopmentReport';
import { developmentPageMessages } from './pages/messages';
import { historyHeading, ReportScreenings, ReportSections } from './ReportSections';
import { useGetSharedReportQuery } from './report-links-api';
import { endpointPath, sharedReportPdfRoute } from '@flourishly/contracts/endpoint-paths';
import { reportAgeText, reportDate } from './texts';

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
 * or revoked one each say so. In the reader's language, with the development pages' catalog
 * (the child's age text, milestones and checklist notes come from the API).
 */
export function SharedReport(props: SharedReportProps) {
  return (
    <Messages catalog={developmentPageMessages}>
      <SharedReportContent {...props} />
    </Messages>
  );
}

function SharedReportContent({ token }: SharedReportProps) {
  const intl = useIntl();
  const { data: report, error, isLoading } = useGetSharedReportQuery(token);
  if (isLoading) return <Spinner label={intl.formatMessage({ id: 'dashboard.development.report.loading' })} fullPage />;
  if (error || !report) {
    const status = isApiError(error) ? error.status : 0;
    const message =
      status === 410
        ? 'dashboard.development.shared.gone'
        : status === 404
          ? 'dashboard.development.shared.notFound'
          : 'dashboard.development.report.loadFailed';
    return (
      <PageContainer>
        <PrivatePageMeta />
        <PageTitle>
          <FormattedMessage id="dashboard.development.report.title" />
        </PageTitle>
        <MutedText role="alert">
          <FormattedMessage id={message} />
        </MutedText>
        {status === 410 || status === 404 ? (
          <MutedText>
            <FormattedMessage id="dashboard.development.shared.askParent" />
          </MutedText>
        ) : null}
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
      <PageTitle>
        <FormattedMessage id="dashboard.development.report.titleFor" values={{ name: report.child.firstName }} />
      </PageTitle>
      <p>{reportAgeText(report.child, intl)}</p>
      <StyledNotice>
        <FormattedMessage
          id="dashboard.development.shared.validUntil"
          values={{ date: reportDate(intl, report.expiresAt), strong: (chunks: ReactNode[]) => <strong>{chunks}</strong> }}
        />
      </StyledNotice>
      {latest ? (
        <MutedText>
          <FormattedMessage
            id="dashboard.development.shared.latest"
            values={{ date: reportDate(intl, latest.assessedAt), checklist: latest.checklistTitle }}
          />
        </MutedText>
      ) : null}
      <StyledActions data-print="hide">
        <Button onClick={() => window.print()}>
          <FormattedMessage id="dashboard.development.report.print" />
        </Button>
        <ButtonAnchor href={endpointPath(sharedReportPdfRoute, { token })} $variant="secondary" download>
          <FormattedMessage id="dashboard.development.report.pdf" />
        </ButtonAnchor>
      </StyledActions>
      {latest ? (
        <ReportSections
          history={report.assessments}
          audience="professional"
          historyCaption={historyHeading(intl, report)}
          screenings={screenings}
        />
      ) : (
        <>
          <MutedText>
            <FormattedMessage id="dashboard.development.noAssessment" />
          </MutedText>
          <ReportScreenings screenings={screenings} audience="professional" />
        </>
      )}
    </StyledReport>
  );
}
