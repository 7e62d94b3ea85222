import { EntityManager, EntityRepository, raw } from '@mikro-orm/core';
import { InjectRepository } from '@mikro-orm/nestjs';
import { GoneException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  correctedAgeInMonths,
  isoDateOf,
  REPORT_LINK_MESSAGES,
  REPORT_RECENT_ASSESSMENTS,
  reportLinkTokenSchema,
  screeningsFor,
  sharedReportPath,
  type CreatedReportLink,
  type ReportLink as ReportLinkResponse,
  type SharedReport,
  DEFAULT_LOCALE,
  type Locale,
} from '@flourishly/contracts';
import { ageInMonths } from '../assessments/assessment-scoring';
import { assessmentIn } from '../content/localize';
import { AssessmentsService } from '../assessments/assessments.service';
import type { Child } from '../children/child.entity';
import { generateSecretToken, hashSecretToken } from '../common/secret-token';
import { GrowthService } from '../growth/growth.service';
import { ImmunisationsService } from '../immunisations/immunisations.service';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { ReportLink } from './report-link.entity';
import { reportTextIn } from './report-text';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The first word of a name: a shared report names the child by first name only. */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/**
 * Report links (create, list, revoke) and the report they open. The shared report is built from
 * the same assessment history as the signed-in development report, minus record ids and the
 * child's full name; it never holds the parent's contact data.
 */
@Injectable()
export class ReportLinksService {
  constructor(
    private readonly em: EntityManager,
    @InjectRepository(ReportLink) private readonly links: EntityRepository<ReportLink>,
    private readonly assessments: AssessmentsService,
    private readonly immunisations: ImmunisationsService,
    private readonly growth: GrowthService,
    private readonly users: UsersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Creates a link valid `expiresInDays` days from now; the token is returned this once. */
  async create(child: Child, user: User, expiresInDays: number, now = new Date()): Promise<CreatedReportLink> {
    const token = generateSecretToken();
    const link = this.links.create({
      child,
      createdBy: user,
      tokenHash: hashSecretToken(token),
      expiresAt: new Date(now.getTime() + expiresInDays * DAY_MS),
      createdAt: now,
    });
    await this.em.persistAndFlush(link);
    return {
      id: link.id,
      token,
      url: `${this.config.publicUrl}${sharedReportPath(token)}`,
      expiresAt: link.expiresAt.toISOString(),
    };
  }

  /** The child's links that are neither revoked nor expired, newest first. */
  async listActive(child: Child, now = new Date()): Promise<ReportLinkResponse[]> {
    const links = await this.links.find(
      { child: child.id, revokedAt: null, expiresAt: { $gt: now } },
      { orderBy: { createdAt: 'desc', id: 'desc' } },
    );
    return links.map(toReportLinkResponse);
  }

  /** Revokes one of the child's links (again is harmless); 404 when the child has no such link. */
  async revoke(child: Child, linkId: number): Promise<void> {
    const link = await this.links.findOne({ id: linkId, child: child.id });
    if (!link) throw new NotFoundException(REPORT_LINK_MESSAGES.linkNotFound);
    link.revokedAt ??= new Date();
    await this.em.flush();
  }

  /**
   * Opens a link: counts the open and returns the report, its texts in `locale` (the viewer's
   * language; see {@link report}). 404 for a token that does not exist (or is not a token at all),
   * 410 when the link expired or was revoked.
   */
  async open(token: string, locale: Locale = DEFAULT_LOCALE, now = new Date()): Promise<SharedReport> {
    const link = await this.countOpen(token, now);
    return this.report(link.child, link.expiresAt, now, locale);
  }

  /**
   * Opens a link as {@link open} does, with the language of the parent who shared it: their
   * `locale`, English when they have not chosen one (or their account is gone).
   */
  async openWithLocale(token: string, now = new Date()): Promise<{ report: SharedReport; locale: Locale }> {
    const link = await this.countOpen(token, now);
    const locale = link.createdBy ? await this.users.localeOf(link.createdBy.id) : null;
    return { report: await this.report(link.child, link.expiresAt, now), locale: locale ?? DEFAULT_LOCALE };
  }

  /**
   * The report of a child as a professional sees it (also the content of the signed-in PDF): a
   * bounded window of the history (AssessmentsService.reportWindow, at most
   * REPORT_RECENT_ASSESSMENTS + one per checklist) so the answer's size does not grow with it,
   * the recommended screenings at `now` (at most 5; none from school age), the immunisations
   * on the day of `now` (ImmunisationsService.dosesOf) and the WHO growth charts that hold the
   * child's measurements (GrowthService.reportCharts). The child's age and the checklists' texts
   * are in `locale` (content/localize.ts `assessmentIn`; English by default, as the PDF, which
   * translates by keys itself, reads them); keys, codes and the parent's own words stay.
   */
  async report(child: Child, expiresAt: Date | null, now = new Date(), locale: Locale = DEFAULT_LOCALE): Promise<SharedReport> {
    const [window, immunisations, growth] = await Promise.all([
      this.assessments.reportWindow(child, REPORT_RECENT_ASSESSMENTS),
      this.immunisations.dosesOf(child, isoDateOf(now)),
      this.growth.reportCharts(child, now),
    ]);
    return {
      child: {
        firstName: firstNameOf(child.name),
        ageMonths: ageInMonths(child.dateOfBirth, now),
        correctedAgeMonths: correctedAgeInMonths(child, now),
        ageText: reportTextIn(locale).ageText(child, now),
        gestationalAgeAtBirthWeeks: child.gestationalAgeAtBirthWeeks,
      },
      generatedAt: now.toISOString(),
      expiresAt: (expiresAt ?? now).toISOString(),
      assessments: window.items.map(({ id: _id, childId: _childId, childName: _childName, ...assessment }) =>
        assessmentIn(locale, assessment),
      ),
      totalAssessments: window.total,
      screenings: screeningsFor(child, now),
      immunisations,
      growth,
    };
  }

  /** The usable link of `token` (see {@link findUsable}), its open counted. */
  private async countOpen(token: string, now: Date): Promise<ReportLink & { child: Child }> {
    const link = await this.findUsable(token, now);
    await this.links.nativeUpdate({ id: link.id }, { openCount: raw('open_count + 1'), lastOpenedAt: now });
    return link;
  }

  private async findUsable(token: string, now: Date): Promise<ReportLink & { child: Child }> {
    if (!reportLinkTokenSchema.safeParse(token).success) throw new NotFoundException(REPORT_LINK_MESSAGES.notFound);
    const link = await this.links.findOne({ tokenHash: hashSecretToken(token) }, { populate: ['child'] });
    if (!link) throw new NotFoundException(REPORT_LINK_MESSAGES.notFound);
    if (link.revokedAt || link.expiresAt.getTime() <= now.getTime()) throw new GoneException(REPORT_LINK_MESSAGES.gone);
    return link as ReportLink & { child: Child };
  }
}

function toReportLinkResponse(link: ReportLink): ReportLinkResponse {
  return {
    id: link.id,
    createdAt: link.createdAt.toISOString(),
    expiresAt: link.expiresAt.toISOString(),
    openCount: link.openCount,
    lastOpenedAt: link.lastOpenedAt ? link.lastOpenedAt.toISOString() : null,
  };
}
