/**
 * Words of one meaning, as a child would answer (docs/product.md, "Games"): two answers of a
 * question never share a group, so no "wrong" answer is as right as the keyed one (worried and
 * scared, happy and overjoyed, hand and hands).
 */
const MEANING_GROUPS: Readonly<Record<string, readonly string[]>> = {
  // Proud is a happy feeling: a child who answers "happy" for a first bike ride is right too.
  happy: ['happy', 'happy again', 'glad', 'content', 'overjoyed', 'joyful', 'cheerful', 'delighted', 'pleased', 'proud'],
  excited: ['excited', 'thrilled'],
  sad: ['sad', 'unhappy', 'heartbroken', 'disappointed', 'upset', 'gloomy', 'hurt'],
  lonely: ['lonely', 'left out'],
  angry: ['angry', 'cross', 'furious', 'annoyed', 'mad', 'frustrated', 'grumpy', 'more angry'],
  afraid: ['scared', 'afraid', 'frightened', 'terrified', 'worried', 'worried for her', 'nervous', 'anxious'],
  tired: ['tired', 'sleepy', 'exhausted'],
  calm: ['calm', 'relaxed', 'quiet and relaxed', 'peaceful'],
  surprised: ['surprised', 'shocked', 'amazed'],
  hand: ['hand', 'hands'],
  foot: ['foot', 'feet'],
  leg: ['leg', 'legs'],
  eye: ['eye', 'eyes'],
  ear: ['ear', 'ears'],
  tummy: ['tummy', 'stomach', 'belly'],
  // They share the jobs of eating and tasting (body-parts questions).
  mouth: ['mouth', 'teeth', 'tongue'],
};

const GROUP_OF = new Map(Object.entries(MEANING_GROUPS).flatMap(([group, words]) => words.map((word) => [word, group] as const)));

/** The meaning group of an answer (case-insensitive, whole answer), or null when it belongs to none. */
export const meaningGroupOf = (answer: string): string | null => GROUP_OF.get(answer.trim().toLowerCase()) ?? null;
