import type { Locale, MilestoneChecklist } from '@flourishly/contracts';
import { CDC_ATTRIBUTION, CDC_DISCLAIMER } from './cdc-milestones';
import {
  CDC_ATTRIBUTION_HI,
  CDC_DISCLAIMER_HI,
  CHECKLIST_TITLES_HI,
  MILESTONE_ITEMS_HI,
  SCHOOL_AGE_DISCLAIMER_HI,
  SCHOOL_AGE_SOURCE_HI,
} from './hi/milestones.hi';
import { PARENT_TIPS_HI } from './hi/parent-tips.hi';
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
 * A milestone checklist in `locale`: its title, attribution, disclaimer and every item's text from
 * the language's tables by their keys; keys, domains, versions and the items' citations stay as
 * they are. English (unchanged) for `en`, and for any text the language lacks.
 */
export function checklistIn<Checklist extends MilestoneChecklist>(locale: Locale, checklist: Checklist): Checklist {
  if (locale !== 'hi') return checklist;
  return {
    ...checklist,
    title: CHECKLIST_TITLES_HI[checklist.key] ?? checklist.title,
    source: CHECKLIST_NOTES_HI[checklist.source] ?? checklist.source,
    disclaimer: CHECKLIST_NOTES_HI[checklist.disclaimer] ?? checklist.disclaimer,
    items: checklist.items.map((item) => ({ ...item, text: MILESTONE_ITEMS_HI[item.key] ?? item.text })),
  };
}
