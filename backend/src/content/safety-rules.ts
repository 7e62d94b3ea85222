/**
 * The safety rules every content item must meet (activities, tips and game texts), in one table
 * (docs/content-sources.md names the guidance behind each). A rule applies to an item whose text
 * matches `trigger`, for a child younger than `underMonths` (all ages when absent), unless the
 * text matches `exempt`; every pattern of `requires` must then be in the same text.
 */
export interface SafetyRule {
  id: string;
  /** What the rule asks for, as a reviewer reads it. */
  rule: string;
  trigger: RegExp;
  underMonths?: number;
  exempt?: RegExp;
  requires: RegExp[];
  /**
   * Whether the rule also reads game questions (the scene, the right answer and its explanation:
   * what a child is told to do). Quiz facts ("a guitar has 6 strings") are not play instructions.
   */
  games?: boolean;
}

/** Someone watching: the wording the content uses for supervision. */
const SUPERVISED = /\b(stay with|stay beside|sit with|while you watch|you watch|supervis\w*|with an adult|an adult (watching|helping|does|holds)|with you beside)\b/i;
const ADULT = /\b(adult|grown-up|with you|together|you (do|handle|hold|use|take|lift|pour)|stay with|supervis\w*)\b/i;

export const SAFETY_RULES: SafetyRule[] = [
  {
    id: 'water-container',
    rule: 'Water in a container, a bath or a paddling pool: stay within arm\'s reach, and empty it after (AAP water safety).',
    trigger: /\b(buckets?|bowls? of water|tubs?|basins?|paddling pools?|baths?|bath time|water table|washing-up bowl)\b/i,
    underMonths: 72,
    exempt: /\bafter (a|the|their) bath\b/i,
    requires: [/\barm's reach\b/i, /\bempty\b/i],
  },
  {
    id: 'swimming',
    rule: 'Pools and open water: within arm\'s reach under 6, an adult watching (or a lifeguard) for older children (AAP water safety).',
    trigger: /\b(swim\w*|pools?|ponds?|lakes?|rivers?|the sea|beach)\b/i,
    exempt: /\bpaddling pools?\b/i,
    requires: [/\b(arm's reach|lifeguard|an adult (watching|in the water)|adult watches|supervis\w*)\b/i],
  },
  {
    id: 'balloons',
    rule: 'Balloons: the under-8 warning (burst and uninflated balloons choke and suffocate; CPSC).',
    trigger: /\bballoons?\b/i,
    requires: [/\b(under 8|under-8|under eight|younger than 8)\b/i, /\b(burst\w*|broken|uninflated|pieces?)\b/i],
  },
  {
    id: 'cords',
    rule: 'Cords, strings, ribbons and laces for under-3s: at most 30 cm, and only while you watch (ASTM F963, CPSC).',
    trigger: /\b(cords?|strings?|stringing|ribbons?|laces?|lacing|yarn|threads?|threading|rope)\b/i,
    underMonths: 36,
    exempt: /\b(never tie|no cords|without cords)\b/i,
    requires: [/\b30 cm\b/i, SUPERVISED],
  },
  {
    id: 'small-parts',
    rule: 'Small parts for under-3s: a choking note (too big to fit inside a toilet-paper tube; CPSC small parts rule).',
    trigger: /\b(beads?|buttons?|coins?|marbles?|pompoms?|pebbles?|stones?|beans|bottle caps?|small (toys?|objects?|parts|pieces|prizes?|stickers?))\b/i,
    underMonths: 36,
    exempt: /\b(large buttons?|button up)\b.*\bshirt\b/i,
    requires: [/\b(toilet-paper tube|chok\w*)\b/i],
  },
  {
    id: 'swallowable',
    rule: 'Salt, dough, dried beans, rice and coins for under-3s: only while you watch, or replaced.',
    trigger: /\b(salt|dough|playdough|play dough|beans|rice|coins?)\b/i,
    underMonths: 36,
    requires: [SUPERVISED],
  },
  {
    id: 'wheels',
    rule: 'Tricycles, bikes, scooters and skates: a helmet (AAP bicycle safety).',
    trigger: /\b(tricycles?|trikes?|bikes?|bicycles?|cycl(e|es|ing)|scooters?|skates?|skateboards?|rollerblades?)\b/i,
    // A baby's legs moved in a cycling motion ride nothing.
    exempt: /\b(bicycle legs|cycling motion)\b/i,
    requires: [/\bhelmets?\b/i],
  },
  {
    id: 'heat-and-blades',
    rule: 'Heat, knives and ovens: an adult does it or is there (AAP injury prevention).',
    trigger:
      /\b(ovens?|hob|stove|kettle|boil(ing|ed)?|hot (water|drinks?|food|pans?|oil|tea)|bak(e|ing)|knives|knife|sharp (knife|knives|scissors|tools?|objects?|edges?)|ironing|an iron|the iron)\b/i,
    // Baking soda and vinegar fizz; they are not hot.
    exempt: /\bbaking soda\b/i,
    requires: [ADULT],
    games: true,
  },
  {
    id: 'sun',
    rule: 'Time in the sun: an adult sees to shade, a hat and sunscreen (AAP sun safety).',
    trigger: /\b(in the sun|sunshine|sunbathe|midday sun|sunny day)\b/i,
    exempt: /\b(ice|ice cubes?)\b[^.]*\bin (the )?sun\b/i,
    requires: [ADULT],
  },
  {
    id: 'climbing-to-reach',
    rule: 'Things out of reach on a shelf or a cupboard: ask an adult, never climb.',
    trigger: /\b(shelf|shelves|cupboard top|out of reach|up high)\b/i,
    exempt: /\b(keep|kept|put|store|stored)\b[^.]*\b(out of reach|up high)\b|\bjust out of reach\b/i,
    requires: [/\b(ask an adult|ask a grown-up|adult gets|grown-up gets|never climb|not climb|don't climb)\b/i],
    games: true,
  },
];

/** A content item as the rules read it. */
export interface SafetyItem {
  id: string;
  text: string;
  /** Youngest age in months the item is for (0 when unknown). */
  minAgeMonths: number;
  /** A game question: only the rules marked `games` read it. */
  game?: boolean;
}

/** The rules `item` breaks: ids of the rules that apply and whose requirements its text lacks. */
export function safetyProblems(item: SafetyItem): string[] {
  return SAFETY_RULES.filter(
    (rule) =>
      (!item.game || rule.games === true) &&
      rule.trigger.test(item.text) &&
      (rule.underMonths === undefined || item.minAgeMonths < rule.underMonths) &&
      !(rule.exempt && rule.exempt.test(item.text)) &&
      !rule.requires.every((pattern) => pattern.test(item.text)),
  ).map((rule) => rule.id);
}
