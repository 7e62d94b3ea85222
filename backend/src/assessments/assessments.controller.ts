import { Body, Controller, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiNoContentResponse, ApiTags } from '@nestjs/swagger';
import type { AssessmentDraftSaved, AssessmentForm, AssessmentResult, DevelopmentScores, Locale } from '@flourishly/contracts';
import { ContentLocale } from '../common/locale/content-locale';
import { assessmentIn, checklistIn } from '../content/localize';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Child } from '../children/child.entity';
import { CurrentChild } from '../children/current-child.decorator';
import { CurrentUser } from '../users/current-user.decorator';
import { ChildAccessGuard } from '../children/child-access.guard';
import type { User } from '../users/user.entity';
import { AssessmentsService } from './assessments.service';
import { setNextPageHeaders } from '../common/pagination/pagination';
import { endpoints, type BodyOf, type QueryOf } from '@flourishly/contracts';
import { ContractRoute } from '../common/openapi/routes';
import { RateLimit } from '../common/rate-limit/rate-limit.guard';

/** Rate-limit policy of assessment submissions, per signed-in user (AssessmentsModule defines it). */
export const ASSESSMENT_SUBMIT_POLICY = 'assessments:user';

/**
 * Milestone assessments (docs/product.md). Child routes are guarded: a
 * stranger's child is 404. Scores are "% of age milestones observed", not a screening result.
 */
@ApiTags('assessments')
@Controller()
export class AssessmentsController {
  constructor(private readonly assessments: AssessmentsService) {}

  /**
   * GET /api/child-profiles/{childId}/milestone-checklist: {childAgeMonths, correctedAgeMonths,
   * checklist {key, ageMonths, title, source, disclaimer, version, items [{key, domain, text,
   * source}]} | null, firstChecklistOn, correctionEndsOn, draft {answers, doctorQuestions,
   * updatedAt} | null}. The checklist is the nearest at or below the child's developmental age.
   * Under 2 months of developmental age (CDC checklists start at 2 months) `checklist` and
   * `draft` are null and `firstChecklistOn` ('yyyy-MM-dd') is the day it opens; otherwise null.
   * `correctionEndsOn` ('yyyy-MM-dd'): the 24-month birthday of a preterm child, when checklists,
   * activities and tips switch to actual age, from a month before it; otherwise null. The
   * checklist's texts (with the items' citations) are in the parent's language (Content-Language);
   * its keys stay.
   */
  @ContractRoute(endpoints.milestoneChecklist)
  @UseGuards(ChildAccessGuard)
  async form(@CurrentChild() child: Child, @ContentLocale() locale: Locale): Promise<AssessmentForm> {
    const form = await this.assessments.getForm(child);
    return form.checklist ? { ...form, checklist: checklistIn(locale, form.checklist) } : form;
  }

  /**
   * PUT /api/child-profiles/{childId}/assessment-draft {checklistKey, answers {itemKey: yes |
   * sometimes | not-yet}, doctorQuestions? (see doctorQuestionsSchema)}: saves the resumable draft; 200 {updatedAt}. 400 for a checklist
   * other than the child's current one or an unknown item, and for a baby younger than the
   * first checklist ("The first milestone checklist opens on 14 January 2027, at 2 months");
   * a 400 changes nothing.
   */
  @ContractRoute(endpoints.saveAssessmentDraft)
  @UseGuards(ChildAccessGuard)
  saveDraft(@CurrentChild() child: Child, @Body() body: BodyOf<typeof endpoints.saveAssessmentDraft>): Promise<AssessmentDraftSaved> {
    return this.assessments.saveDraft(child, body);
  }

  /**
   * POST /api/child-profiles/{childId}/assessments {checklistKey, answers, doctorQuestions?
   * {lostSkills yes|no|null, lostSkillsDetails, specialHealthcareNeeds yes|no|null,
   * specialHealthcareNeedsDetails, concerns, doTogether, childLikes}}: submits; 201 with the
   * result {id, checklistKey, checklistTitle, checklistSource, checklistDisclaimer, scores, domains
   * [{domain, answered, points, score|null}], notYet, strengths (items with their source),
   * doctorQuestions, actEarly (true on lost skills, a written concern or any 'not-yet': CDC's act early), ...}.
   * Domain score = 100 × points ÷ (10 × items answered); null with fewer than 2 answers unless
   * every item of the domain was answered. 400 as for drafts (a baby under 2 months too), or when nothing is answered; 409
   * past MAX_ASSESSMENTS_PER_CHILD_PER_DAY for the child today (UTC); 429 past
   * ASSESSMENT_RATE_LIMIT_PER_MINUTE submissions of the user. The checklist's texts (title,
   * source, disclaimer, the items' texts and citations) are in the parent's language
   * (Content-Language); what is stored keeps keys and English.
   */
  @ContractRoute(endpoints.submitAssessment)
  @UseGuards(ChildAccessGuard)
  @RateLimit({ policy: ASSESSMENT_SUBMIT_POLICY, key: 'user' })
  async submit(
    @CurrentChild() child: Child,
    @Body() body: BodyOf<typeof endpoints.submitAssessment>,
    @ContentLocale() locale: Locale,
  ): Promise<AssessmentResult> {
    return assessmentIn(locale, await this.assessments.submit(child, body));
  }

  /**
   * GET /api/child-profiles/{childId}/assessments?limit=&cursor=: the child's submitted assessments,
   * newest first, one page (limit 1-100, default 50); the next page's cursor is in the
   * X-Next-Cursor and Link (rel="next") headers, absent on the last page. 400 for a bad cursor.
   * The checklists' texts are in the parent's language, as the submit's answer gives them.
   */
  @ContractRoute(endpoints.childAssessments)
  @UseGuards(ChildAccessGuard)
  async history(
    @CurrentChild() child: Child,
    @Query() query: QueryOf<typeof endpoints.childAssessments>,
    @ContentLocale() locale: Locale,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<AssessmentResult[]> {
    const page = await this.assessments.history([child], query);
    setNextPageHeaders(request, response, query.limit, page.nextCursor);
    return page.items.map((item) => assessmentIn(locale, item));
  }

  /**
   * GET /api/child-profiles/{childId}/development-assessment: the latest scores {cognitive,
   * physical, socialEmotional, language, moral (0-100 or null when not scored), assessedAt}; 204
   * with no body when the child has none yet (docs/product.md): a child without an assessment is
   * a normal state, not a missing resource, so the browser logs no failed request for it.
   */
  @ContractRoute(endpoints.developmentAssessment)
  @ApiNoContentResponse({ description: 'The child has no assessment yet' })
  @UseGuards(ChildAccessGuard)
  async latest(@CurrentChild() child: Child, @Res({ passthrough: true }) response: FastifyReply): Promise<DevelopmentScores | undefined> {
    const scores = await this.assessments.latestDevelopmentScores(child);
    if (scores) return scores;
    response.status(204);
    return undefined;
  }

  /**
   * GET /api/assessments?limit=&cursor=: the submitted assessments of the children the
   * signed-in user can see, newest first, paginated and in the parent's language as the child's
   * history above.
   */
  @ContractRoute(endpoints.assessments)
  async all(
    @CurrentUser() user: User,
    @Query() query: QueryOf<typeof endpoints.assessments>,
    @ContentLocale() locale: Locale,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<AssessmentResult[]> {
    const page = await this.assessments.historyForUser(user.id, query);
    setNextPageHeaders(request, response, query.limit, page.nextCursor);
    return page.items.map((item) => assessmentIn(locale, item));
  }
}
