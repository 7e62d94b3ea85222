// What the API tests of the languages share: how Hindi a text is, and the children and game
// contents they ask about.
import { format, subDays, subYears } from 'date-fns';
import { parseGameContent, type PlayableContent } from '@flourishly/contracts';

export { devanagariShare } from '../src/content/hi/translation-checks';

/** A birth date (yyyy-MM-dd) that makes the child `years` old today (birthday a few days ago). */
export const bornYearsAgo = (years: number) => format(subDays(subYears(new Date(), years), 3), 'yyyy-MM-dd');

/** The questions of a game content answer (none when it does not parse). */
export const questionsOf = (content: unknown): PlayableContent['questions'] => parseGameContent(content)?.questions ?? [];
