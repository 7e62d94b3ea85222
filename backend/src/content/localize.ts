import type { Locale, MilestoneChecklist, MilestoneItem } from '@flourishly/contracts';
import { CDC_ATTRIBUTION, CDC_DISCLAIMER } from './cdc-milestones';
import {
  CDC_ATTRIBUTION_HI,
  CDC_DISCLAIMER_HI,
  cdcCitationHi,
  CHECKLIST_TITLES_HI,
  MILESTONE_ITEMS_HI,
  SCHOOL_AGE_DISCLAIMER_HI,
  schoolAgeCitationHi,
  SCHOOL_AGE_SOURCE_HI,
} from './hi/milestones.hi';
import { ACHIEVEMENTS_HI } from './hi/achievements.hi';
import { ACTIVITIES_HI, ACTIVITY_MATERIALS_HI, ACTIVITY_SKILLS_HI } from './hi/activities.hi';
import { PARENT_TIPS_HI } from './hi/parent-tips.hi';
import { PERSONA_NAMES_HI, PERSONA_REASONS_HI } from './hi/persona.hi';
import { planReasonHi } from './hi/plan.hi';
import { SCHOOL_AGE_DISCLAIMER, SCHOOL_AGE_SOURCE } from './school-age-milestones';

/** The Hindi of the attributions and disclaimers shown with the checklists, by their English. */
const CHECKLIST_NOTES_HI: Readonly<Record<string, string>> = {
  [CDC_ATTRIBUTION]: CDC_ATTRIBUTION_HI,
  [CDC_DISCLAIMER]: CDC_DISCLAIMER_HI,
  [SCHOOL_AGE_SOURCE]: SCHOOL_AGE_SOURCE_HI,
  [SCHOOL_AGE_DISCLAIMER]: SCHOOL_AGE_DISCLAIMER_HI,
};

/**
 * A parent tip's text in `locale`, by the tip's stable key (content/hi/parent-tips.hi.ts); the
 * English `content` where the language has none (docs/content-sources.md, "Hindi").
 */
export function tipContentIn(locale: Locale, key: string, content: string): string {
  return locale === 'hi' ? (PARENT_TIPS_HI[key] ?? content) : content;
}

/**
 * A milestone item in `locale`: its text by the item's key, its citation (the CDC checklist's
 * section, or the school-age item's framework) rebuilt from the English; key and domain stay. English
 * (unchanged) for `en`, and for any text the language lacks.
 */
export function milestoneItemIn<Item extends MilestoneItem>(locale: Locale, item: Item): Item {
  if (locale !== 'hi') return item;
  return {
    ...item,
    text: MILESTONE_ITEMS_HI[item.key] ?? item.text,
    source: CHECKLIST_NOTES_HI[item.source] ?? cdcCitationHi(item.source) ?? schoolAgeCitationHi(item.source) ?? item.source,
  };
}

/**
 * A milestone checklist in `locale`: its title, attribution, disclaimer and every item
 * ({@link milestoneItemIn}) from the language's tables by their keys; keys, domains and versions
 * stay as they are. English (unchanged) for `en`, and for any text the language lacks.
 */
export function checklistIn<Checklist extends MilestoneChecklist>(locale: Locale, checklist: Checklist): Checklist {
  if (locale !== 'hi') return checklist;
  return {
    ...checklist,
    title: CHECKLIST_TITLES_HI[checklist.key] ?? checklist.title,
    source: CHECKLIST_NOTES_HI[checklist.source] ?? checklist.source,
    disclaimer: CHECKLIST_NOTES_HI[checklist.disclaimer] ?? checklist.disclaimer,
    items: checklist.items.map((item) => milestoneItemIn(locale, item)),
  };
}

/** The texts of a submitted assessment (a result, or the shared report's copy of one) that come from its checklist. */
export interface AssessmentTexts {
  checklistKey: string;
  checklistTitle: string;
  checklistSource: string;
  checklistDisclaimer: string;
  notYet: MilestoneItem[];
  strengths: MilestoneItem[];
}

/**
 * A submitted assessment in `locale`: its checklist's title (by the checklist's key), attribution
 * and disclaimer, and the items answered 'not-yet' and 'yes' ({@link milestoneItemIn}), as
 * {@link checklistIn} gives the checklist. The stored answers keep keys and English; scores,
 * domains, the parent's answers to the doctor's questions and every key stay as they are.
 */
export function assessmentIn<Assessment extends AssessmentTexts>(locale: Locale, assessment: Assessment): Assessment {
  if (locale !== 'hi') return assessment;
  return {
    ...assessment,
    checklistTitle: CHECKLIST_TITLES_HI[assessment.checklistKey] ?? assessment.checklistTitle,
    checklistSource: CHECKLIST_NOTES_HI[assessment.checklistSource] ?? assessment.checklistSource,
    checklistDisclaimer: CHECKLIST_NOTES_HI[assessment.checklistDisclaimer] ?? assessment.checklistDisclaimer,
    notYet: assessment.notYet.map((item) => milestoneItemIn(locale, item)),
    strengths: assessment.strengths.map((item) => milestoneItemIn(locale, item)),
  };
}

/** A library activity's texts, as the activity table and the content files hold them. */
export interface ActivityTexts {
  slug: string;
  title: string;
  description: string;
  skill: string;
  materials: readonly string[];
}

/**
 * A library activity's title, description, skill and materials in `locale`, by the activity's
 * slug (content/hi/activities.hi.ts) and the English skill and material names; English for `en`
 * and for any text the language lacks.
 */
export function activityTextsIn(locale: Locale, activity: ActivityTexts): Omit<ActivityTexts, 'slug'> {
  if (locale !== 'hi') return activity;
  const texts = ACTIVITIES_HI[activity.slug];
  return {
    title: texts?.[0] ?? activity.title,
    description: texts?.[1] ?? activity.description,
    skill: ACTIVITY_SKILLS_HI[activity.skill] ?? activity.skill,
    materials: activity.materials.map((material) => ACTIVITY_MATERIALS_HI[material] ?? material),
  };
}

/**
 * The reason a generated plan gives for an activity, in `locale`. Plans store it in English
 * (plan-generator.ts); the Hindi is rebuilt from the English by its template (planReasonHi),
 * and a reason no template matches stays English.
 */
export function planReasonIn(locale: Locale, reason: string | null): string | null {
  if (locale !== 'hi' || reason === null) return reason;
  return planReasonHi(reason) ?? reason;
}

/**
 * A persona's name and the reasons shown with it, in `locale` (content/hi/persona.hi.ts, by the
 * English); the persona's number (`personaType`) is the code and stays as it is.
 */
export function personaIn(
  locale: Locale,
  personaName: string | null,
  reasons: readonly string[],
): { personaName: string | null; personaReasons: string[] } {
  if (locale !== 'hi') return { personaName, personaReasons: [...reasons] };
  return {
    personaName: personaName === null ? null : (PERSONA_NAMES_HI[personaName] ?? personaName),
    personaReasons: reasons.map((reason) => PERSONA_REASONS_HI[reason] ?? reason),
  };
}

/**
 * An earned achievement's title and description in `locale`, by its rule key
 * (content/hi/achievements.hi.ts): the baby title where the stored title is the rule's baby one.
 * The row keeps the English it was awarded with; English where the language lacks a text.
 */
export function achievementIn(
  locale: Locale,
  achievement: { ruleKey: string; title: string; description: string },
  rule: { title: string; babyTitle?: string; description: string } | undefined,
): { title: string; description: string } {
  const texts = ACHIEVEMENTS_HI[achievement.ruleKey];
  if (locale !== 'hi' || !texts || !rule) return { title: achievement.title, description: achievement.description };
  const title = achievement.title === rule.babyTitle ? texts.babyTitle : achievement.title === rule.title ? texts.title : undefined;
  return {
    title: title ?? achievement.title,
    description: achievement.description === rule.description ? texts.description : achievement.description,
  };
}
