import { EntityManager, EnsureRequestContext } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { DEFAULT_LOCALE, type Locale } from '@flourishly/contracts';
import { ActivitiesService } from '../activities/activities.service';
import { ChildrenDirectoryService } from '../children/children-directory.service';
import type { DigestChild } from './reminder-mail';
import { WeeklyPlanSource } from './reminders.service';

/**
 * The activities of the weekly plan digest (docs/product.md, "Reminders"): each child's plan from
 * the activities module (ActivitiesService.listRange), which plans a day inside the planning
 * horizon that has no plan yet, as the child's page would; by day and time, titled in the
 * parent's language.
 */
@Injectable()
export class PlannedDigestActivities extends WeeklyPlanSource {
  constructor(
    private readonly activities: ActivitiesService,
    private readonly children: ChildrenDirectoryService,
    // EnsureRequestContext reads it: a job runs outside any request, so the reads get a context of their own.
    readonly em: EntityManager,
  ) {
    super();
  }

  @EnsureRequestContext()
  async activitiesFor(
    childIds: readonly number[],
    from: string,
    to: string,
    locale: Locale = DEFAULT_LOCALE,
  ): Promise<Map<number, DigestChild['activities']>> {
    const plans = new Map<number, DigestChild['activities']>();
    for (const child of await this.children.findMany(childIds)) {
      const assignments = await this.activities.listRange(child, from, to, locale);
      plans.set(
        child.id,
        assignments.map((assignment) => ({ date: assignment.scheduledFor.slice(0, 10), title: assignment.activity.title })),
      );
    }
    return plans;
  }
}
