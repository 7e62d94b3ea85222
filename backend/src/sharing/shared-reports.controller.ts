import { Controller, Param, Res, StreamableFile, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Locale, SharedReport } from '@flourishly/contracts';
import type { FastifyReply } from 'fastify';
import { Public } from '../common/decorators/public.decorator';
import { ContentLocale } from '../common/locale/content-locale';
import { pdfFile } from './pdf-response';
import { ReportPdfService } from './report-pdf.service';
import { ReportLinkLimitGuard } from './report-link-limits';
import { ReportLinksService } from './report-links.service';
import { endpoints } from '@flourishly/contracts';
import { ContractRoute } from '../common/openapi/routes';

/** Keeps the token out of Referer headers, search indexes and caches. */
function privateHeaders(response: FastifyReply) {
  response.header('Referrer-Policy', 'no-referrer');
  response.header('X-Robots-Tag', 'noindex, nofollow');
  response.header('Cache-Control', 'no-store');
}

/**
 * The report a link opens, without an account. 404 for an unknown token, 410 for an expired or
 * revoked link, 429 past the limits of {@link ReportLinkLimitGuard} (opens per link and per
 * client; failed opens per client and per token bucket, counted apart from opens). Every
 * successful open (JSON or PDF) is counted on the link.
 */
@ApiTags('report links')
@Controller('shared-reports/:token')
@Public()
@UseGuards(ReportLinkLimitGuard)
export class SharedReportsController {
  constructor(
    private readonly links: ReportLinksService,
    private readonly pdfs: ReportPdfService,
  ) {}

  /**
   * GET /api/shared-reports/{token}: {child {firstName, ageMonths, correctedAgeMonths | null,
   * gestationalAgeAtBirthWeeks | null}, generatedAt, expiresAt, assessments [{checklistKey,
   * checklistTitle, checklistSource, checklistDisclaimer, ageMonths, assessedAt, scores, domains,
   * notYet, strengths, doctorQuestions, actEarly}] newest first, totalAssessments}. The
   * assessments are a bounded window (the latest REPORT_RECENT_ASSESSMENTS and the latest of each
   * earlier checklist), so the answer stays small (tens of kB) however long the history. The
   * child's `ageText` and the checklists' texts are in the viewer's language (their chosen
   * `locale` when signed in, else Accept-Language; Content-Language names it), the language of
   * the page that shows them: a doctor who reads English gets English from a Hindi parent's link.
   */
  @ContractRoute(endpoints.sharedReport, 'shared-reports/:token')
  open(
    @Param('token') token: string,
    @ContentLocale() locale: Locale,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<SharedReport> {
    privateHeaders(response);
    return this.links.open(token, locale);
  }

  /**
   * GET /api/shared-reports/{token}/pdf: the same report as a PDF download, in the language of the
   * parent who shared it (their `locale`; English when they have not chosen one); 503 with
   * Retry-After when the PDF queue is full.
   */
  @ContractRoute(endpoints.sharedReportPdf, 'shared-reports/:token')
  async pdf(@Param('token') token: string, @Res({ passthrough: true }) response: FastifyReply): Promise<StreamableFile> {
    privateHeaders(response);
    const { report, locale } = await this.links.openWithLocale(token);
    const pdf = await this.pdfs.render(report, { locale, linkExpiresAt: report.expiresAt });
    return pdfFile(response, pdf, report.child.firstName);
  }
}
