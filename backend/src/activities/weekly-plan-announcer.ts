import { Injectable, Logger } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { Interval } from '@nestjs/schedule';
import { childPageHref, todayIsoDate, weekStartIso } from '@flourishly/contracts';
import { ChildrenDirectoryService } from '../children/children-directory.service';
import { DOMAIN_EVENTS, type ChildCreatedEvent } from '../common/events/domain-events';
import { NotificationsService } from '../notifications/notifications.service';

/** How often the announcer looks for weeks not yet announced: within an hour of a week's start. */
export const WEEKLY_PLAN_CHECK_INTERVAL_MS = 60 * 60 * 1000;
const CHILDREN_PER_BATCH = 500;

/** The key that makes a week's announcement go once per child, whichever instance sends it. */
export const weeklyPlanKey = (childId: number, weekStart: string) => `weekly-plan:${childId}:${weekStart}`;

/**
 * Tells parents that a week's plan is ready, once per child and week (docs/architecture.md, "Daily
 * plans and achievements"). Reading a plan never notifies: a new child's first week is announced by
 * its creation, and every later week by an hourly check that any number of instances may run, since
 * each announcement carries a unique dedupe key.
 */
@Injectable()
export class WeeklyPlanAnnouncer {
  private readonly logger = new Logger(WeeklyPlanAnnouncer.name);

  constructor(
    private readonly children: ChildrenDirectoryService,
    private readonly notifications: NotificationsService,
  ) {}

  /** Announces the current week of a child just added. */
  @OnEvent(DOMAIN_EVENTS.childCreated)
  async onChildCreated(event: ChildCreatedEvent): Promise<void> {
    await this.announce({ id: event.childId, name: event.childName, parentId: event.parentId }, weekStartIso(todayIsoDate()));
  }

  /** The hourly check; failures are logged, never thrown into the scheduler. */
  @Interval(WEEKLY_PLAN_CHECK_INTERVAL_MS)
  async onSchedule(): Promise<void> {
    try {
      await this.announceWeekOf(todayIsoDate());
    } catch (error) {
      this.logger.error('Weekly plan announcements failed', error instanceof Error ? error.stack : String(error));
    }
  }

  /** Announces the week holding `today` (yyyy-MM-dd) for every child not yet told; returns how many were. */
  async announceWeekOf(today: string): Promise<number> {
    const weekStart = weekStartIso(today);
    let announced = 0;
    let afterId = 0;
    for (;;) {
      const children = await this.children.batchAfter(afterId, CHILDREN_PER_BATCH);
      if (children.length === 0) return announced;
      afterId = children[children.length - 1].id;
      const told = await this.notifications.existingDedupeKeys(children.map((child) => weeklyPlanKey(child.id, weekStart)));
      for (const child of children) {
        if (told.has(weeklyPlanKey(child.id, weekStart))) continue;
        if (await this.announce({ id: child.id, name: child.name, parentId: child.parent.id }, weekStart)) announced += 1;
      }
    }
  }

  /** Notifies the parent; the bell tells the notice in their language of the day (notifications/notice-texts.ts). */
  private async announce(child: { id: number; name: string; parentId: number }, weekStart: string): Promise<boolean> {
    return this.notifications.notify({
      userId: child.parentId,
      childId: child.id,
      notice: { kind: 'weekly-plan', params: { childName: child.name, weekStart } },
      link: childPageHref(child.id, 'learning-path'),
      dedupeKey: weeklyPlanKey(child.id, weekStart),
    });
  }
}
