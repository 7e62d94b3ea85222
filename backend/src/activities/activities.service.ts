import { EntityRepository, UniqueConstraintViolationException } from '@mikro-orm/core';
import { InjectRepository } from '@mikro-orm/nestjs';
import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException, Optional } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import {
  addDaysIso,
  CAP_MESSAGES,
  MAX_PARENT_ASSIGNMENTS_PER_DAY,
  CHOOSE_BY_MONTH_UNDER_MONTHS,
  daysBetweenIso,
  developmentalAgeInMonths,
  developmentalAgeInYears,
  eachDayIso,
  fitsAgeInMonths,
  MAX_ASSIGNMENT_RANGE_DAYS,
  parseIsoDate,
  TARGET_AGE_MAX,
  todayIsoDate,
  type ActivityAssignment as AssignmentDto,
  type CreateAssignmentPayload,
  type DomainType,
  type LibraryActivityItem,
  type LibraryQuery,
  type Locale,
  type PlanSummary,
  type UpdateAssignmentPayload,
  latestIsoDateOnEarth,
} from '@flourishly/contracts';
import type { Child } from '../children/child.entity';
import { ChildrenDirectoryService } from '../children/children-directory.service';
import { DOMAIN_EVENTS, type ActivityCompletedEvent } from '../common/events/domain-events';
import { DOMAIN_SCORES_PROVIDER, type DomainScoresProvider } from '../common/providers/domain-scores.provider';
import { ActivityAssignment } from './activity-assignment.entity';
import { Activity } from './activity.entity';
import { toAssignmentDto, toLibraryItem } from './activity.mapper';
import { activityTextsIn } from '../content/localize';
import { generateDayPlan, NO_REPEAT_WINDOW_DAYS, PLAN_HORIZON_DAYS, seededRandom } from './plan-generator';
import { PlanDay } from './plan-day.entity';

export const ASSIGNMENT_NOT_FOUND_MESSAGE = 'Activity assignment not found';
export const ACTIVITY_NOT_FOUND_MESSAGE = 'Activity not found';
export const FUTURE_STATUS_MESSAGE =
  'This activity is planned for a later day: mark it done or skipped on that day (you can still change its time or remove it)';

/**
 * Where a library activity fits a developmental age, as the database filters it: under 24 months
 * by month, else by whole years (docs/product.md, "Plan and tips by age"); the caller keeps only
 * the rows `fitsAgeInMonths` accepts, so a baby's item is never wider than 6 months.
 */
function activityAgeWhere(ageMonths: number, ageYears: number) {
  return ageMonths < CHOOSE_BY_MONTH_UNDER_MONTHS
    ? { minAgeMonths: { $lte: ageMonths }, maxAgeMonths: { $gte: ageMonths } }
    : { minAge: { $lte: ageYears }, maxAge: { $gte: ageYears } };
}

/** Options of {@link ActivitiesService.ensurePlanned}. */
export interface EnsurePlannedOptions {
  /** The server's calendar day ('yyyy-MM-dd'); tests set it. */
  today?: string;
  /**
   * Plan yesterday too when asked for. Only a request naming one day sets it: for a family west
   * of the server, the server's yesterday is still their today. Ranges never plan the past.
   */
  includeYesterday?: boolean;
}

/**
 * Daily plans: lists a child's assignments, generates the plan of a day inside the
 * planning horizon the first time it is asked for, and lets the parent add, re-status and remove
 * assignments. Completing an activity publishes DOMAIN_EVENTS.activityCompleted.
 */
@Injectable()
export class ActivitiesService {
  constructor(
    @InjectRepository(ActivityAssignment) private readonly assignments: EntityRepository<ActivityAssignment>,
    @InjectRepository(Activity) private readonly activities: EntityRepository<Activity>,
    @InjectRepository(PlanDay) private readonly planDays: EntityRepository<PlanDay>,
    private readonly children: ChildrenDirectoryService,
    private readonly events: EventEmitter2,
    @Optional() @Inject(DOMAIN_SCORES_PROVIDER) private readonly scores?: DomainScoresProvider,
  ) {}

  /**
   * One day's assignments in time order, texts in `locale`; plans the day first when it is inside
   * the horizon (yesterday included).
   */
  async listDay(child: Child, date: string, locale: Locale = 'en'): Promise<AssignmentDto[]> {
    await this.ensurePlanned(child, [date], { includeYesterday: true });
    const rows = await this.assignments.find(
      { child: child.id, scheduledDate: date },
      { orderBy: { scheduledTime: 'asc', id: 'asc' }, populate: ['activity'] },
    );
    return rows.map((row) => toAssignmentDto(row, locale));
  }

  /**
   * Assignments from `from` to `to` inclusive (at most 62 days), by date and time; 400 otherwise.
   * Plans the range's days from today on, never past ones (a history view must not create
   * "Upcoming" activities in the past). Texts in `locale`.
   */
  async listRange(child: Child, from: string, to: string, locale: Locale = 'en'): Promise<AssignmentDto[]> {
    const span = daysBetweenIso(from, to);
    if (span < 0) throw new BadRequestException('from must not be after to');
    if (span >= MAX_ASSIGNMENT_RANGE_DAYS) throw new BadRequestException(`A range covers at most ${MAX_ASSIGNMENT_RANGE_DAYS} days`);
    await this.ensurePlanned(child, eachDayIso(from, to));
    const rows = await this.assignments.find(
      { child: child.id, scheduledDate: { $gte: from, $lte: to } },
      { orderBy: { scheduledDate: 'asc', scheduledTime: 'asc', id: 'asc' }, populate: ['activity'] },
    );
    return rows.map((row) => toAssignmentDto(row, locale));
  }

  /**
   * Generates the plan of every given day that lies within the horizon (today to today + 7, and
   * yesterday when `includeYesterday`) and has never been planned. A day is planned once:
   * removing its activities does not bring them back.
   */
  async ensurePlanned(
    child: Child,
    dates: string[],
    { today = todayIsoDate(), includeYesterday = false }: EnsurePlannedOptions = {},
  ): Promise<void> {
    const first = includeYesterday ? addDaysIso(today, -1) : today;
    const last = addDaysIso(today, PLAN_HORIZON_DAYS);
    const inWindow = dates.filter((date) => date >= first && date <= last).sort();
    if (inWindow.length === 0) return;
    const planned = new Set(
      (await this.planDays.find({ child: child.id, date: { $in: inWindow } }, { fields: ['date'] })).map((row) => row.date),
    );
    const missing = inWindow.filter((date) => !planned.has(date));
    if (missing.length === 0) return;
    const scores = this.scores ? await this.scores.latestScores(child.id) : null;
    for (const date of missing) await this.planDay(child, date, scores);
  }

  /** Plans one day. A read that plans never notifies: the weekly announcement is WeeklyPlanAnnouncer's. */
  private async planDay(child: Child, date: string, scores: Partial<Record<DomainType, number>> | null): Promise<void> {
    // A fork of its own: the plan is written whatever else the request has pending.
    const em = this.assignments.getEntityManager().fork();
    const assignments = em.getRepository(ActivityAssignment);
    // The developmental age on that day (corrected age for a preterm child under 24 months).
    const day = parseIsoDate(date) ?? new Date();
    const ageMonths = Math.max(0, developmentalAgeInMonths(child, day));
    const ageYears = Math.min(TARGET_AGE_MAX, developmentalAgeInYears(child, day) ?? 0);
    const recent = await assignments.find(
      {
        child: child.id,
        activity: { $ne: null },
        scheduledDate: { $gte: addDaysIso(date, -NO_REPEAT_WINDOW_DAYS), $lte: addDaysIso(date, NO_REPEAT_WINDOW_DAYS) },
      },
      { fields: ['activity'] },
    );
    const recentIds = recent.map((row) => row.activity!.id);
    const candidates = (
      await em.getRepository(Activity).find({
        ...activityAgeWhere(ageMonths, ageYears),
        ...(recentIds.length ? { id: { $nin: recentIds } } : {}),
      })
    ).filter((activity) => fitsAgeInMonths(activity, ageMonths));
    const plan = generateDayPlan({
      childName: child.name,
      candidates,
      scores,
      concern: child.primaryDevelopmentalConcern,
      personaType: child.personaType,
      random: seededRandom(`${child.id}:${date}`),
    });
    const byId = new Map(candidates.map((activity) => [activity.id, activity]));
    em.getRepository(PlanDay).create({ child: child.id, date });
    for (const item of plan) {
      const activity = byId.get(item.activityId)!;
      assignments.create({
        child: child.id,
        activity,
        title: activity.title,
        description: activity.description,
        domainType: activity.domainType,
        durationMinutes: activity.durationMinutes,
        scheduledDate: date,
        scheduledTime: item.time,
        status: 'upcoming',
        source: 'plan',
        reason: item.reason,
      });
    }
    try {
      await em.flush();
    } catch (error) {
      // Another request planned this day at the same moment: keep its plan.
      if (error instanceof UniqueConstraintViolationException) return;
      throw error;
    }
  }

  /**
   * Adds a library activity (404 if unknown) or a custom one at the date and time; 201 with it.
   * 409 (CAP_MESSAGES.assignments) beyond MAX_PARENT_ASSIGNMENTS_PER_DAY added to the day. The
   * answer's texts in `locale`; the row keeps the English.
   */
  async create(child: Child, payload: CreateAssignmentPayload, locale: Locale = 'en'): Promise<AssignmentDto> {
    let details: Pick<ActivityAssignment, 'title' | 'description' | 'domainType' | 'durationMinutes'> & { activity: Activity | null };
    if (payload.activityId !== undefined) {
      const activity = await this.activities.findOne({ id: payload.activityId });
      if (!activity) throw new NotFoundException(ACTIVITY_NOT_FOUND_MESSAGE);
      details = {
        activity,
        title: activity.title,
        description: activity.description,
        domainType: activity.domainType,
        durationMinutes: activity.durationMinutes,
      };
    } else {
      const custom = payload.custom!;
      details = {
        activity: null,
        title: custom.title,
        description: custom.description,
        domainType: custom.domainType,
        durationMinutes: custom.duration,
      };
    }
    // A parent adding to a day inside the horizon first gets that day's plan, so the plan does
    // not treat the day as empty later (before the lock: planning writes through its own fork).
    await this.ensurePlanned(child, [payload.date], { includeYesterday: true });
    // The count and the insert under the child's row lock: parallel adds cannot pass the cap together.
    return this.children.withLock(child.id, async (em) => {
      const assignments = em.getRepository(ActivityAssignment);
      const added = await assignments.count({ child: child.id, scheduledDate: payload.date, source: 'parent' });
      if (added >= MAX_PARENT_ASSIGNMENTS_PER_DAY) throw new ConflictException(CAP_MESSAGES.assignments);
      const row = assignments.create({
        child: child.id,
        ...details,
        // The library activity as this transaction's entity (its source goes into the answer).
        activity: details.activity ? await em.getRepository(Activity).findOneOrFail(details.activity.id) : null,
        scheduledDate: payload.date,
        scheduledTime: payload.time,
        status: 'upcoming',
        source: 'parent',
      });
      await em.flush();
      return toAssignmentDto(row, locale);
    });
  }

  /**
   * Sets the status (completed, skipped or upcoming; any transition allowed). Becoming completed
   * stamps completedAt and publishes activityCompleted (awaited, so achievements are awarded
   * before the response); leaving completed clears it. 404 for another child's assignment; 400
   * (FUTURE_STATUS_MESSAGE) for completed or skipped on a day that has not begun anywhere on
   * Earth yet (after the date at UTC+14): streaks count scheduled days, so marking days ahead
   * would earn them in one sitting. Back to upcoming is always allowed. The answer's texts in `locale`.
   */
  async updateStatus(
    child: Child,
    id: number,
    payload: UpdateAssignmentPayload,
    now: Date = new Date(),
    locale: Locale = 'en',
  ): Promise<AssignmentDto> {
    const row = await this.findOwned(child, id);
    if (payload.status !== 'upcoming' && row.scheduledDate > latestIsoDateOnEarth(now)) {
      throw new BadRequestException(FUTURE_STATUS_MESSAGE);
    }
    const becameCompleted = payload.status === 'completed' && row.status !== 'completed';
    row.status = payload.status;
    if (becameCompleted) row.completedAt = new Date();
    if (payload.status !== 'completed') row.completedAt = null;
    await this.assignments.getEntityManager().flush();
    if (becameCompleted) {
      const event: ActivityCompletedEvent = {
        childId: child.id,
        assignmentId: row.id,
        domainType: row.domainType,
        completedAt: row.completedAt!,
      };
      await this.events.emitAsync(DOMAIN_EVENTS.activityCompleted, event);
    }
    return toAssignmentDto(row, locale);
  }

  /** Removes the assignment; 404 for another child's assignment. */
  async remove(child: Child, id: number): Promise<void> {
    const row = await this.findOwned(child, id);
    await this.assignments.getEntityManager().remove(row).flush();
  }

  /**
   * The parent dashboard card's figures for the day (plans the day first when in the horizon,
   * yesterday included); the last completed activity's title in `locale`.
   */
  async summary(child: Child, date: string, locale: Locale = 'en'): Promise<PlanSummary> {
    await this.ensurePlanned(child, [date], { includeYesterday: true });
    const rows = await this.assignments.find({ child: child.id, scheduledDate: date });
    const completed = rows.filter((row) => row.status === 'completed').length;
    const last = await this.assignments.findOne(
      { child: child.id, status: 'completed', completedAt: { $ne: null } },
      // The library activity (in the same query) only where its title is translated by its slug.
      { orderBy: { completedAt: 'desc', id: 'desc' }, ...(locale === 'en' ? {} : { populate: ['activity'] as const }) },
    );
    const slug = last?.activity?.slug;
    const lastTitle =
      last && slug ? activityTextsIn(locale, { slug, title: last.title, description: '', skill: '', materials: [] }).title : last?.title;
    return {
      date,
      planned: rows.length,
      completed,
      progress: rows.length ? Math.round((completed * 100) / rows.length) : 0,
      lastCompleted: last ? { title: lastTitle!, completedAt: last.completedAt!.toISOString() } : null,
    };
  }

  /**
   * The child's completed activities, each with its domain and day (the achievement rules' facts),
   * read in an EntityManager of its own (an event's handler runs outside its request's changes).
   */
  async completed(childId: number): Promise<{ domainType: ActivityAssignment['domainType']; date: string }[]> {
    const rows = await this.assignments
      .getEntityManager()
      .fork()
      .getRepository(ActivityAssignment)
      .find({ child: childId, status: 'completed' }, { fields: ['domainType', 'scheduledDate'] });
    return rows.map((row) => ({ domainType: row.domainType, date: row.scheduledDate }));
  }

  /**
   * Library activities matching the search (title, description or skill), domain and age: `age`
   * in whole years (every item whose years include it), or `ageMonths`, a developmental age in
   * months chosen as the plan chooses (under 24 months by month, so a 2-month-old is offered
   * nothing for sitters or crawlers; from 24 months by whole years, never a baby's item). A
   * `childId` is the controller's to turn into `ageMonths`. Texts in `locale`; the search matches
   * the English and the locale's texts.
   */
  async library(query: Omit<LibraryQuery, 'childId'>, locale: Locale = 'en'): Promise<LibraryActivityItem[]> {
    const { ageMonths } = query;
    const rows = await this.activities.find(
      {
        ...(query.domain ? { domainType: query.domain } : {}),
        ...(ageMonths !== undefined
          ? activityAgeWhere(ageMonths, Math.min(TARGET_AGE_MAX, Math.floor(ageMonths / 12)))
          : query.age !== undefined
            ? { minAge: { $lte: query.age }, maxAge: { $gte: query.age } }
            : {}),
      },
      { orderBy: { minAge: 'asc', domainType: 'asc', title: 'asc' } },
    );
    const needle = query.search?.toLowerCase();
    const matches = (row: Activity) => {
      if (!needle) return true;
      const texts = locale === 'en' ? [] : Object.values(activityTextsIn(locale, row)).filter((text) => typeof text === 'string');
      return [row.title, row.description, row.skill, ...texts].some((text) => text.toLowerCase().includes(needle));
    };
    return rows
      .filter((row) => ageMonths === undefined || fitsAgeInMonths(row, ageMonths))
      .filter(matches)
      .map((row) => toLibraryItem(row, locale));
  }

  private async findOwned(child: Child, id: number): Promise<ActivityAssignment> {
    const row = await this.assignments.findOne({ id, child: child.id }, { populate: ['activity'] });
    if (!row) throw new NotFoundException(ASSIGNMENT_NOT_FOUND_MESSAGE);
    return row;
  }
}
