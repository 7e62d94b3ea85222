import { ACHIEVEMENTS_HI } from './achievements.hi';

/** Hindi dates of the notices: "30 नवंबर" (hi-IN, the week's start as a UTC calendar day). */
const DAY_AND_MONTH = new Intl.DateTimeFormat('hi-IN', { month: 'long', day: 'numeric', timeZone: 'UTC' });

/**
 * The bell's notice of a week's plan in Hindi: the child's name and the week's first day
 * ('yyyy-MM-dd'), as WeeklyPlanAnnouncer says it in English.
 */
export function weeklyPlanNoticeHi(childName: string, weekStart: string): { title: string; body: string } {
  const week = DAY_AND_MONTH.format(new Date(`${weekStart}T00:00:00Z`));
  return {
    title: `${childName} की ${week} से शुरू होने वाले हफ़्ते की योजना तैयार है`,
    body: 'आने वाले दिनों के लिए नई गतिविधियाँ चुनी गई हैं, और हर गतिविधि के साथ लिखा है कि उसे क्यों चुना गया।',
  };
}

/**
 * The bell's notice of an achievement in Hindi, by the rule's key: its baby title when `baby`;
 * null for a rule without Hindi (the caller keeps the English).
 */
export function achievementNoticeHi(childName: string, ruleKey: string, baby: boolean): { title: string; body: string } | null {
  const texts = ACHIEVEMENTS_HI[ruleKey];
  if (!texts) return null;
  const title = (baby ? texts.babyTitle : undefined) ?? texts.title;
  return { title: `${childName} ने “${title}” बैज पाया`, body: texts.description };
}
