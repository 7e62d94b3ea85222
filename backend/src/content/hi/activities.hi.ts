import { COGNITIVE_ACTIVITIES_HI } from './activities-cognitive.hi';
import { LANGUAGE_ACTIVITIES_HI } from './activities-language.hi';
import { MORAL_ACTIVITIES_HI } from './activities-moral.hi';
import { PHYSICAL_ACTIVITIES_HI } from './activities-physical.hi';
import { SOCIAL_EMOTIONAL_ACTIVITIES_HI } from './activities-social-emotional.hi';

/**
 * Hindi (Devanagari) of every library activity (activities/content), by the activity's slug:
 * [title, description]. Numbers keep Western digits, every safety instruction keeps the English
 * meaning exactly (supervision, the toilet-paper-tube size test, cord lengths, water, sleep on the
 * back); the terms are those of docs/content-sources.md, "Hindi".
 */
export const ACTIVITIES_HI: Readonly<Record<string, readonly [title: string, description: string]>> = {
  ...COGNITIVE_ACTIVITIES_HI,
  ...PHYSICAL_ACTIVITIES_HI,
  ...SOCIAL_EMOTIONAL_ACTIVITIES_HI,
  ...LANGUAGE_ACTIVITIES_HI,
  ...MORAL_ACTIVITIES_HI,
};

export { ACTIVITY_MATERIALS_HI, ACTIVITY_SKILLS_HI } from './activity-words.hi';
