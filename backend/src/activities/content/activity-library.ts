import { COGNITIVE_ACTIVITIES } from './cognitive-activities';
import { LANGUAGE_ACTIVITIES } from './language-activities';
import { expandGroups, type LibraryActivity } from './library-types';
import { MORAL_ACTIVITIES } from './moral-activities';
import { PHYSICAL_ACTIVITIES } from './physical-activities';
import { SOCIAL_EMOTIONAL_ACTIVITIES } from './social-emotional-activities';

/**
 * The activity library: every activity the daily plan can choose from, written for
 * Flourishly, covering each age band 0-12 in all five domains. Seeded by ActivityLibrarySeeder.
 */
export const ACTIVITY_LIBRARY: LibraryActivity[] = expandGroups([
  ...COGNITIVE_ACTIVITIES,
  ...PHYSICAL_ACTIVITIES,
  ...SOCIAL_EMOTIONAL_ACTIVITIES,
  ...LANGUAGE_ACTIVITIES,
  ...MORAL_ACTIVITIES,
]);
