import { Body, Controller, Headers, Param, Res, StreamableFile, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { CreatedReportLink, ReportLink } from '@flourishly/contracts';
import type { FastifyReply } from 'fastify';
import type { Child } from '../children/child.entity';
import { CurrentChild } from '../children/current-child.decorator';
import { acceptLanguageLocale } from '../common/locale/content-locale';
import { CurrentUser } from '../users/current-user.decorator';
import { ChildAccessGuard, RequireChildRole } from '../children/child-access.guard';
import type { User } from '../users/user.entity';
import { pdfFile } from './pdf-response';
import { ReportPdfService } from './report-pdf.service';
import { ReportLinksService } from './report-links.service';
import { endpoints, type BodyOf, type ParamsOf } from '@flourishly/contracts';
import { ContractRoute } from '../common/openapi/routes';

/**
 * Report links of a child and the parent's PDF of the development report. Every route is
 * child-scoped: a stranger's child is 404. Report links share the report outside the family, so
 * listing, creating and revoking them is the owner's, like managing access (caregivers and
 * viewers 403, CHILD_ROLE_LABELS); anyone with access may download the PDF.
 */
@ApiTags('report links')
@Controller('child-profiles/:childId')
@UseGuards(ChildAccessGuard)
export class ReportLinksController {
  constructor(
    private readonly links: ReportLinksService,
    private readonly pdfs: ReportPdfService,
  ) {}

  /**
   * POST /api/child-profiles/{childId}/report-links {expiresInDays: 1-30}: 201 {id, token, url,
   * expiresAt (ISO)}; owner only (403 for caregivers and viewers). The token (256 bits, base64url) and the URL of the public report page are
   * shown this once; only the token's hash is stored. 400 for another number of days.
   */
  @ContractRoute(endpoints.createReportLink, 'child-profiles/:childId')
  @RequireChildRole('owner')
  create(
    @CurrentChild() child: Child,
    @CurrentUser() user: User,
    @Body() body: BodyOf<typeof endpoints.createReportLink>,
  ): Promise<CreatedReportLink> {
    return this.links.create(child, user, body.expiresInDays);
  }

  /** GET /api/child-profiles/{childId}/report-links: active links [{id, createdAt, expiresAt, openCount, lastOpenedAt | null}], newest first. */
  @ContractRoute(endpoints.reportLinks, 'child-profiles/:childId')
  @RequireChildRole('owner')
  list(@CurrentChild() child: Child): Promise<ReportLink[]> {
    return this.links.listActive(child);
  }

  /** DELETE /api/child-profiles/{childId}/report-links/{linkId}: revokes the link; 204, 404 when the child has no such link. */
  @ContractRoute(endpoints.revokeReportLink, 'child-profiles/:childId')
  @RequireChildRole('owner')
  async revoke(@CurrentChild() child: Child, @Param() params: ParamsOf<typeof endpoints.revokeReportLink>): Promise<void> {
    await this.links.revoke(child, params.linkId);
  }

  /**
   * GET /api/child-profiles/{childId}/development-report.pdf: the development report as a PDF
   * download (`Content-Type: application/pdf`), the same content as the shared report (drawn in
   * a worker thread; 503 with Retry-After when the PDF queue is full), in the language of the adult
   * who downloads it (their `locale`, else the request's Accept-Language).
   */
  @ContractRoute(endpoints.developmentReportPdf, 'child-profiles/:childId')
  async pdf(
    @CurrentChild() child: Child,
    @CurrentUser() user: User,
    @Headers('accept-language') acceptLanguage: string | undefined,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<StreamableFile> {
    const report = await this.links.report(child, null);
    const locale = user.locale ?? acceptLanguageLocale(acceptLanguage);
    return pdfFile(response, await this.pdfs.render(report, { locale }), report.child.firstName);
  }
}
