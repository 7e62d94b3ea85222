import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { REPORT_RECENT_ASSESSMENTS } from '@flourishly/contracts';
import {
  ageText,
  Button,
  ButtonAnchor,
  ButtonLink,
  getHref,
  Messages,
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
import { developmentPageMessages, englishPageIntl } from './pages/messages';
import { reportAgeText, reportDate } from './texts';

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
 * gestational age when given, as the report PDF prints it; in the language of `intl` (English by default).
 */
export function ageLine(
  child: { dateOfBirth: string; gestationalAgeAtBirthWeeks: number | null },
  now: Date = new Date(),
  intl: IntlShape = englishPageIntl(),
): string {
  return reportAgeText({ ageText: ageText(intl, child, now), gestationalAgeAtBirthWeeks: child.gestationalAgeAtBirthWeeks }, intl);
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
 * non-endorsement statement), and a print stylesheet for a clean page. In the parent's language,
 * with the development pages' catalog.
 */
export function DevelopmentReport(props: DevelopmentReportProps) {
  return (
    <Messages catalog={developmentPageMessages}>
      <DevelopmentReportContent {...props} />
    </Messages>
  );
}

function DevelopmentReportContent({ childId }: DevelopmentReportProps) {
  const intl = useIntl();
  const child = useGetChildQuery(childId);
  const { data, isLoading, isError } = useGetReportHistoryQuery(childId);
  // The screenings section follows the report when they arrive; without them the report still shows.
  const screenings = useGetScreeningsQuery(childId).data;
  const history = data?.items;
  const readOnly = useChildReadOnly(childId);
  // Report links are the owner's (CHILD_ROLE_LABELS): shown once the role is known to be owner.
  const isOwner = useChildRole(childId) === 'owner';
  const name = child.data?.name ?? intl.formatMessage({ id: 'dashboard.development.report.yourChild' });
  const title = intl.formatMessage({ id: 'dashboard.development.report.titleFor' }, { name });
  if (isLoading || child.isLoading) return <Spinner label={intl.formatMessage({ id: 'dashboard.development.report.loading' })} fullPage />;
  if (isError || !history) {
    return (
      <PageError title={intl.formatMessage({ id: 'dashboard.development.report.title' })}>
        <FormattedMessage id="dashboard.development.report.loadFailed" />
      </PageError>
    );
  }
  if (history.length === 0) {
    return (
      <Page title={title} intro={intl.formatMessage({ id: 'dashboard.development.noAssessment' })}>
        {readOnly ? null : (
          <ButtonLink to={getHref.childNewAssessment(childId)}>
            <FormattedMessage id="dashboard.development.takeFirst" />
          </ButtonLink>
        )}
      </Page>
    );
  }
  const latest = history[0];
  return (
    <StyledReport data-print="report">
      <PrintStyle />
      <PageTitle elementtiming={PAGE_CONTENT}>{title}</PageTitle>
      {child.data ? <p>{ageLine(child.data, new Date(), intl)}</p> : null}
      <MutedText>
        <FormattedMessage
          id="dashboard.development.report.latest"
          values={{ date: reportDate(intl, latest.assessedAt), checklist: latest.checklistTitle }}
        />
      </MutedText>
      <StyledActions data-print="hide">
        <Button onClick={() => window.print()}>
          <FormattedMessage id="dashboard.development.report.print" />
        </Button>
        <ButtonAnchor href={endpointPath(developmentReportPdfRoute, { childId })} $variant="secondary" download>
          <FormattedMessage id="dashboard.development.report.pdf" />
        </ButtonAnchor>
        {readOnly ? null : (
          <ButtonLink to={getHref.childNewAssessment(childId)} $variant="secondary">
            <FormattedMessage id="dashboard.development.takeNew" />
          </ButtonLink>
        )}
        <ButtonLink to={getHref.child(childId)} $variant="ghost">
          <FormattedMessage id="dashboard.development.report.back" />
        </ButtonLink>
      </StyledActions>
      <ReportSections
        history={history}
        audience="parent"
        screenings={screenings}
        historyCaption={
          data?.more
            ? intl.formatMessage({ id: 'dashboard.development.report.historyMore' }, { count: REPORT_RECENT_ASSESSMENTS })
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
