import { EntityManager, EntityRepository } from '@mikro-orm/core';
import { InjectRepository } from '@mikro-orm/nestjs';
import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import {
  EMPTY_DOCTOR_QUESTIONS,
  needsActEarly,
  checklistAgeFor,
  correctedAgeInMonths,
  correctionApplies,
  correctionEndsSoon,
  developmentalAgeInMonths,
  firstChecklistOn,
  FIRST_CHECKLIST_MESSAGES,
  type AssessmentAnswersPayload,
  type AssessmentForm,
  type AssessmentResult,
  type DevelopmentScores,
  type DomainType,
  type MilestoneChecklist as MilestoneChecklistResponse,
  type MilestoneItem as MilestoneItemResponse,
  type PaginationQuery,
  CAP_MESSAGES,
  MAX_ASSESSMENTS_PER_CHILD_PER_DAY,
} from '@flourishly/contracts';
import type { Child } from '../children/child.entity';
import { ChildrenAccessService } from '../children/children-access.service';
import { ChildrenDirectoryService } from '../children/children-directory.service';
import { decodeCursor, encodeCursor, type Page } from '../common/pagination/pagination';
import { DOMAIN_EVENTS, type AssessmentSubmittedEvent } from '../common/events/domain-events';
import type { DomainScoresProvider } from '../common/providers/domain-scores.provider';
import { Assessment } from './assessment.entity';
import { ageInMonths, scoreAnswers, toDevelopmentScores } from './assessment-scoring';
import { MilestoneChecklist } from './milestone-checklist.entity';
import { MilestoneItem } from './milestone-item.entity';

/**
 * Milestone assessments: the checklist for a child's age, resumable drafts,
 * submission with scoring, the latest scores and the history. Also the app's
 * DomainScoresProvider (latest scored domains per child).
 */
@Injectable()
export class AssessmentsService implements DomainScoresProvider {
  constructor(
    private readonly em: EntityManager,
    @InjectRepository(Assessment) private readonly assessments: EntityRepository<Assessment>,
    @InjectRepository(MilestoneChecklist) private readonly checklists: EntityRepository<MilestoneChecklist>,
    private readonly events: EventEmitter2,
    private readonly access: ChildrenAccessService,
    private readonly children: ChildrenDirectoryService,
  ) {}

  /**
   * The checklist for the child's age now (nearest at or below the corrected age when it
   * applies, else the chronological age) with the matching draft, if any. A baby younger than
   * the first checklist (2 months of developmental age; CDC checklists start at 2 months) gets
   * `checklist` and `draft` null and `firstChecklistOn`, the day it opens. `correctionEndsOn`
   * is the day a preterm child's lists switch to actual age, from a month before it.
   */
  async getForm(child: Child, now: Date = new Date()): Promise<AssessmentForm> {
    const childAgeMonths = ageInMonths(child.dateOfBirth, now);
    const correctedAgeMonths = correctedAgeInMonths(child, now);
    const opensOn = firstChecklistOn(child, now);
    const correctionEndsOn = correctionEndsSoon(child, now);
    if (opensOn !== null) {
      return { childAgeMonths, correctedAgeMonths, checklist: null, firstChecklistOn: opensOn, correctionEndsOn, draft: null };
    }
    const checklist = await this.loadChecklistByAge(checklistAgeFor(correctedAgeMonths ?? childAgeMonths));
    const draft = await this.assessments.findOne({ child, status: 'draft', checklistKey: checklist.key });
    return {
      childAgeMonths,
      correctedAgeMonths,
      checklist,
      firstChecklistOn: null,
      correctionEndsOn,
      draft: draft
        ? {
            answers: draft.answers,
            doctorQuestions: draft.doctorQuestions ?? EMPTY_DOCTOR_QUESTIONS,
            updatedAt: draft.updatedAt.toISOString(),
          }
        : null,
    };
  }

  /**
   * Saves (replaces) the child's draft answers; 400 when the checklist or an item key is wrong,
   * or before the first checklist opens (FIRST_CHECKLIST_MESSAGES.notOpenYet).
   */
  async saveDraft(child: Child, payload: AssessmentAnswersPayload): Promise<{ updatedAt: string }> {
    const { checklist, ageMonths } = await this.validate(child, payload, false);
    let draft = await this.assessments.findOne({ child, status: 'draft' });
    if (!draft) {
      draft = this.assessments.create({ child, status: 'draft', checklistKey: checklist.key, ageMonths, answers: {} });
    }
    draft.checklistKey = checklist.key;
    draft.ageMonths = ageMonths;
    draft.answers = payload.answers;
    draft.doctorQuestions = payload.doctorQuestions ?? EMPTY_DOCTOR_QUESTIONS;
    draft.updatedAt = new Date();
    await this.em.flush();
    return { updatedAt: draft.updatedAt.toISOString() };
  }

  /**
   * Submits answers (and the answers to the doctor's questions, stored with them): stores the
   * assessment, removes the draft, publishes assessmentSubmitted and
   * returns the scored result. 400 when the checklist is not the child's current one, an item
   * key is unknown, nothing is answered, or the first checklist has not opened yet; 409 (CAP_MESSAGES.assessments) past
   * MAX_ASSESSMENTS_PER_CHILD_PER_DAY submitted for the child since 00:00 UTC.
   */
  async submit(child: Child, payload: AssessmentAnswersPayload): Promise<AssessmentResult> {
    const { checklist, ageMonths } = await this.validate(child, payload, true);
    const submittedAt = new Date();
    const dayStart = new Date(submittedAt);
    dayStart.setUTCHours(0, 0, 0, 0);
    // The count and the insert under the child's row lock: parallel submits cannot pass the cap together.
    const assessment = await this.children.withLock(child.id, async (em) => {
      const today = await em.getRepository(Assessment).count({ child: child.id, status: 'submitted', submittedAt: { $gte: dayStart } });
      if (today >= MAX_ASSESSMENTS_PER_CHILD_PER_DAY) throw new ConflictException(CAP_MESSAGES.assessments);
      const drafts = await em.getRepository(Assessment).find({ child: child.id, status: 'draft' });
      for (const draft of drafts) em.remove(draft);
      const created = em.getRepository(Assessment).create({
        child: child.id,
        status: 'submitted',
        checklistKey: checklist.key,
        ageMonths,
        answers: payload.answers,
        doctorQuestions: payload.doctorQuestions ?? EMPTY_DOCTOR_QUESTIONS,
        submittedAt,
      });
      await em.flush();
      return created;
    });
    const event: AssessmentSubmittedEvent = { childId: child.id, assessmentId: assessment.id, submittedAt };
    this.events.emit(DOMAIN_EVENTS.assessmentSubmitted, event);
    return this.toResult(assessment, checklist, child.name);
  }

  /**
   * DomainScoresProvider: the latest submitted assessment's scored domains (0-100, % of age
   * milestones observed) for the child, or null when it has none.
   */
  async latestScores(childId: number): Promise<Partial<Record<DomainType, number>> | null> {
    // Own fork: callers may run outside a request context (e.g. event handlers).
    const em = this.em.fork();
    const latest = await this.findLatest(childId, em);
    if (!latest) return null;
    const checklist = await this.loadChecklist(latest.checklistKey, em);
    const scored = scoreAnswers(checklist.items, latest.answers).filter((result) => result.score !== null);
    return Object.fromEntries(scored.map((result) => [result.domain, result.score as number]));
  }

  /** The latest scores in the wire shape; throws 404 when the child has no submitted assessment. */
  async latestDevelopmentScores(child: Child): Promise<DevelopmentScores | null> {
    const latest = await this.findLatest(child.id);
    if (!latest) return null;
    const checklist = await this.loadChecklist(latest.checklistKey);
    return toDevelopmentScores(scoreAnswers(checklist.items, latest.answers), latest.submittedAt as Date);
  }

  /** One page of the submitted assessments of the children the user owns or was given, newest first. */
  async historyForUser(userId: number, page: PaginationQuery): Promise<Page<AssessmentResult>> {
    return this.history(
      (await this.access.accessibleChildren(userId)).map(({ child }) => child),
      page,
    );
  }

  /**
   * One page (`limit` items after `cursor`; every item without `page`) of the submitted
   * assessments of the children, newest first (submittedAt, then id, descending), with
   * results; 400 for a foreign cursor.
   */
  async history(children: Child[], page?: PaginationQuery): Promise<Page<AssessmentResult>> {
    if (children.length === 0) return { items: [], nextCursor: null };
    const after = page?.cursor ? decodeCursor(page.cursor) : null;
    const names = new Map(children.map((child) => [child.id, child.name]));
    const rows = await this.assessments.find(
      {
        child: { $in: children.map((child) => child.id) },
        status: 'submitted',
        ...(after ? { $or: [{ submittedAt: { $lt: after.at } }, { submittedAt: after.at, id: { $lt: after.id } }] } : {}),
      },
      { orderBy: { submittedAt: 'desc', id: 'desc' }, ...(page ? { limit: page.limit + 1 } : {}) },
    );
    const assessments = page ? rows.slice(0, page.limit) : rows;
    const last = assessments[assessments.length - 1];
    const nextCursor = page && rows.length > page.limit && last ? encodeCursor({ at: last.submittedAt as Date, id: last.id }) : null;
    const checklists = new Map<string, MilestoneChecklistResponse>();
    const results: AssessmentResult[] = [];
    for (const assessment of assessments) {
      let checklist = checklists.get(assessment.checklistKey);
      if (!checklist) {
        checklist = await this.loadChecklist(assessment.checklistKey);
        checklists.set(checklist.key, checklist);
      }
      results.push(this.toResult(assessment, checklist, names.get(assessment.child.id) ?? ''));
    }
    return { items: results, nextCursor };
  }

  /**
   * The report's bounded window of a child's submitted assessments, newest first: the latest
   * `recent` plus the latest of each earlier checklist (so the history still spans every age the
   * child was assessed at), at most `recent` + the number of checklists, whatever the child's
   * history holds; `total` counts every submitted assessment. One query per checklist not among
   * the recent ones, each reading one row.
   */
  async reportWindow(child: Child, recent: number): Promise<{ items: AssessmentResult[]; total: number }> {
    const where = { child: child.id, status: 'submitted' as const };
    const orderBy = { submittedAt: 'desc', id: 'desc' } as const;
    const rows = await this.assessments.find(where, { orderBy, limit: recent });
    const total = rows.length < recent ? rows.length : await this.assessments.count(where);
    if (total > rows.length) {
      const seen = new Set(rows.map((row) => row.checklistKey));
      const keys = (await this.checklists.find({}, { fields: ['key'] })).map((checklist) => checklist.key);
      for (const key of keys.filter((candidate) => !seen.has(candidate))) {
        const latest = await this.assessments.findOne({ ...where, checklistKey: key }, { orderBy });
        if (latest) rows.push(latest);
      }
      rows.sort((a, b) => (b.submittedAt as Date).getTime() - (a.submittedAt as Date).getTime() || b.id - a.id);
    }
    const checklists = new Map<string, MilestoneChecklistResponse>();
    const items: AssessmentResult[] = [];
    for (const row of rows) {
      const checklist = checklists.get(row.checklistKey) ?? (await this.loadChecklist(row.checklistKey));
      checklists.set(checklist.key, checklist);
      items.push(this.toResult(row, checklist, child.name));
    }
    return { items, total };
  }

  private findLatest(childId: number, em: EntityManager = this.em) {
    return em.getRepository(Assessment).findOne({ child: childId, status: 'submitted' }, { orderBy: { submittedAt: 'desc', id: 'desc' } });
  }

  private async validate(child: Child, payload: AssessmentAnswersPayload, requireAnswers: boolean) {
    const now = new Date();
    // No checklist before 2 months of developmental age: nothing to save or submit yet.
    const opensOn = firstChecklistOn(child, now);
    if (opensOn !== null) throw new BadRequestException(FIRST_CHECKLIST_MESSAGES.notOpenYet(opensOn, correctionApplies(child, now)));
    const ageMonths = ageInMonths(child.dateOfBirth, now);
    const expected = checklistAgeFor(developmentalAgeInMonths(child, now));
    const checklist = await this.loadChecklist(payload.checklistKey).catch(() => null);
    if (!checklist || checklist.ageMonths !== expected) {
      throw new BadRequestException('This checklist is not the one for the child\u2019s current age');
    }
    const keys = new Set(checklist.items.map((item) => item.key));
    const unknown = Object.keys(payload.answers).filter((key) => !keys.has(key));
    if (unknown.length > 0) throw new BadRequestException(`Unknown milestone item: ${unknown[0]}`);
    if (requireAnswers && Object.keys(payload.answers).length === 0) {
      throw new BadRequestException('Answer at least one milestone');
    }
    return { checklist, ageMonths };
  }

  private async loadChecklistByAge(ageMonths: number): Promise<MilestoneChecklistResponse> {
    const checklist = await this.checklists.findOneOrFail({ ageMonths });
    return this.withItems(checklist);
  }

  private async loadChecklist(key: string, em: EntityManager = this.em): Promise<MilestoneChecklistResponse> {
    const checklist = await em.getRepository(MilestoneChecklist).findOne({ key });
    if (!checklist) throw new NotFoundException('Checklist not found');
    return this.withItems(checklist, em);
  }

  private async withItems(checklist: MilestoneChecklist, em: EntityManager = this.em): Promise<MilestoneChecklistResponse> {
    const items = await em.getRepository(MilestoneItem).find({ checklistKey: checklist.key }, { orderBy: { position: 'asc' } });
    return {
      key: checklist.key,
      ageMonths: checklist.ageMonths,
      title: checklist.title,
      source: checklist.source,
      disclaimer: checklist.disclaimer,
      version: checklist.version,
      items: items.map((item) => ({ key: item.key, domain: item.domain, text: item.text, source: item.source })),
    };
  }

  private toResult(assessment: Assessment, checklist: MilestoneChecklistResponse, childName: string): AssessmentResult {
    const domains = scoreAnswers(checklist.items, assessment.answers);
    const pick = (answer: string): MilestoneItemResponse[] => checklist.items.filter((item) => assessment.answers[item.key] === answer);
    return {
      id: assessment.id,
      childId: assessment.child.id,
      childName,
      checklistKey: checklist.key,
      checklistTitle: checklist.title,
      checklistSource: checklist.source,
      checklistDisclaimer: checklist.disclaimer,
      ageMonths: assessment.ageMonths,
      assessedAt: (assessment.submittedAt as Date).toISOString(),
      scores: toDevelopmentScores(domains, assessment.submittedAt as Date),
      domains,
      notYet: pick('not-yet'),
      strengths: pick('yes'),
      doctorQuestions: assessment.doctorQuestions ?? EMPTY_DOCTOR_QUESTIONS,
      actEarly: needsActEarly(
        assessment.doctorQuestions,
        Object.fromEntries(checklist.items.map((item) => [item.key, assessment.answers[item.key]])),
      ),
    };
  }
}
