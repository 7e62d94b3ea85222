import { EntityRepository } from '@mikro-orm/core';
import { InjectRepository } from '@mikro-orm/nestjs';
import { Injectable, Logger } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { childPageHref, chronologicalAgeInMonths, type Achievement as AchievementDto, type Locale } from '@flourishly/contracts';
import { achievementIn } from '../content/localize';
import { ActivitiesService } from '../activities/activities.service';
import { ChildrenDirectoryService } from '../children/children-directory.service';
import { DOMAIN_EVENTS, type ActivityCompletedEvent, type GameCompletedEvent } from '../common/events/domain-events';
import { NotificationsService } from '../notifications/notifications.service';
import { Achievement } from './achievement.entity';
import { ACHIEVEMENT_RULES, achievementTitle, type AchievementFacts } from './achievement-rules';

const RULES_BY_KEY = new Map(ACHIEVEMENT_RULES.map((rule) => [rule.key, rule]));

/** Achievements: listed per child; awarded by ACHIEVEMENT_RULES on domain events. */
@Injectable()
export class AchievementsService {
  private readonly logger = new Logger(AchievementsService.name);

  constructor(
    @InjectRepository(Achievement) private readonly achievements: EntityRepository<Achievement>,
    private readonly children: ChildrenDirectoryService,
    private readonly activities: ActivitiesService,
    private readonly notifications: NotificationsService,
  ) {}

  /**
   * The child's achievements, newest first (docs/product.md shape; awardedAt ISO timestamp), their
   * title and description in `locale` (by the rule's key; rows keep the English they were awarded with).
   */
  async list(childId: number, locale: Locale = 'en'): Promise<AchievementDto[]> {
    const rows = await this.achievements.find({ child: childId }, { orderBy: { awardedAt: 'desc', id: 'desc' } });
    return rows.map((row) => ({
      id: row.id,
      ...achievementIn(locale, row, RULES_BY_KEY.get(row.ruleKey)),
      domainType: row.domainType,
      awardedAt: row.awardedAt.toISOString(),
    }));
  }

  @OnEvent(DOMAIN_EVENTS.activityCompleted)
  async onActivityCompleted(event: ActivityCompletedEvent): Promise<void> {
    await this.safely(() => this.evaluate(event.childId));
  }

  @OnEvent(DOMAIN_EVENTS.gameCompleted)
  async onGameCompleted(event: GameCompletedEvent): Promise<void> {
    await this.safely(() => this.evaluate(event.childId, { correctAnswers: event.correctAnswers, totalQuestions: event.totalQuestions }));
  }

  /**
   * Awards every rule the child now meets and has not earned yet, and notifies the parent.
   * Returns the newly awarded rule keys.
   */
  async evaluate(childId: number, game?: AchievementFacts['game']): Promise<string[]> {
    const child = await this.children.find(childId);
    if (!child) return [];
    const facts: AchievementFacts = { completed: await this.activities.completed(childId), game };
    // A fork of its own: the awards are flushed whatever else the request has pending.
    const em = this.achievements.getEntityManager().fork();
    const achievements = em.getRepository(Achievement);
    const earned = new Set((await achievements.find({ child: childId }, { fields: ['ruleKey'] })).map((row) => row.ruleKey));
    // Named for the child's age when earned: a baby's first activity is not "First Steps".
    const months = chronologicalAgeInMonths(child.dateOfBirth);
    const awarded: { key: string; title: string; description: string; baby: boolean }[] = [];
    for (const rule of ACHIEVEMENT_RULES) {
      if (earned.has(rule.key) || !rule.earned(facts)) continue;
      const title = achievementTitle(rule, months);
      achievements.create({ child: child.id, ruleKey: rule.key, title, description: rule.description, domainType: rule.domainType });
      awarded.push({ key: rule.key, title, description: rule.description, baby: title === rule.babyTitle });
    }
    if (awarded.length === 0) return [];
    await em.flush();
    // Stored by what it is told from: the bell tells it in the parent's language of the day.
    for (const { key, title, description, baby } of awarded) {
      await this.notifications.notify({
        userId: child.parent.id,
        childId: child.id,
        notice: { kind: 'achievement', params: { childName: child.name, ruleKey: key, title, description, baby } },
        link: childPageHref(child.id),
      });
    }
    return awarded.map(({ key }) => key);
  }

  private async safely(work: () => Promise<unknown>): Promise<void> {
    try {
      await work();
    } catch (error) {
      // A failed award must not fail the activity or game that triggered it.
      this.logger.error(`Achievement evaluation failed: ${(error as Error).message}`);
    }
  }
}
