import { z } from 'zod';
import type { AppNotification, Locale } from '@flourishly/contracts';
import { achievementNoticeHi, weeklyPlanNoticeHi } from '../content/hi/notices.hi';

/**
 * What an achievement's notice is told from: the child's name, the rule's key, the English title
 * and description the achievement was awarded with (as the achievements table keeps them), and
 * whether that title is the rule's baby title (achievement-rules.ts).
 */
const achievementNoticeSchema = z.object({
  childName: z.string(),
  ruleKey: z.string(),
  title: z.string(),
  description: z.string(),
  baby: z.boolean(),
});

/** What a week's plan notice is told from: the child's name and the week's first day ('yyyy-MM-dd'). */
const weeklyPlanNoticeSchema = z.object({
  childName: z.string(),
  weekStart: z.iso.date(),
});

export type AchievementNoticeParams = z.infer<typeof achievementNoticeSchema>;
export type WeeklyPlanNoticeParams = z.infer<typeof weeklyPlanNoticeSchema>;

/** A notice told again in the reader's language: its kind and what its texts are made from (stored as `text_params`). */
export type NoticeSource =
  { kind: 'achievement'; params: AchievementNoticeParams } | { kind: 'weekly-plan'; params: WeeklyPlanNoticeParams };

export interface NoticeTexts {
  title: string;
  body: string;
}

function achievementNotice(locale: Locale, params: AchievementNoticeParams): NoticeTexts {
  const hindi = locale === 'hi' ? achievementNoticeHi(params.childName, params.ruleKey, params.baby) : null;
  return hindi ?? { title: `${params.childName} earned "${params.title}"`, body: params.description };
}

function weeklyPlanNotice(locale: Locale, params: WeeklyPlanNoticeParams): NoticeTexts {
  if (locale === 'hi') return weeklyPlanNoticeHi(params.childName, params.weekStart);
  const week = new Date(`${params.weekStart}T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });
  return {
    title: `${params.childName}'s plan for the week of ${week} is ready`,
    body: 'New activities have been chosen for the days ahead, each with the reason it was picked.',
  };
}

/** A notice's title and body in `locale` (Hindi where content/hi has it, else English). */
export function noticeTextsIn(locale: Locale, source: NoticeSource): NoticeTexts {
  return source.kind === 'achievement' ? achievementNotice(locale, source.params) : weeklyPlanNotice(locale, source.params);
}

/**
 * A stored notification's title and body in `locale`, from its kind and `text_params`; null when
 * they cannot tell it (a reminder, a row written before the parameters were kept, or parameters
 * of another shape), and the row's stored texts stand.
 */
export function storedNoticeIn(locale: Locale, kind: AppNotification['kind'], params: unknown): NoticeTexts | null {
  if (params === null || params === undefined) return null;
  if (kind === 'achievement') {
    const parsed = achievementNoticeSchema.safeParse(params);
    return parsed.success ? achievementNotice(locale, parsed.data) : null;
  }
  if (kind === 'weekly-plan') {
    const parsed = weeklyPlanNoticeSchema.safeParse(params);
    return parsed.success ? weeklyPlanNotice(locale, parsed.data) : null;
  }
  return null;
}
