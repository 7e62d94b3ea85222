import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ACTIVITY_LEVELS,
  CHALLENGE_MOODS,
  PERSONA_CONCERNS,
  PREFERRED_ACTIVITIES,
  SOCIAL_PREFERENCES,
  SOCIAL_SKILLS,
  TEMPERAMENTS,
} from './children';
import {
  ACTIVITY_LEVEL_POINTS,
  BALANCED_LEARNER_DEFAULT_REASON,
  CHALLENGE_MOOD_POINTS,
  computePersona,
  CONCERN_POINTS,
  PERSONA_DESCRIPTIONS,
  PERSONA_START_SCORES,
  PERSONAS,
  personaNameOf,
  personaTypeOf,
  PREFERRED_ACTIVITY_POINTS,
  SOCIAL_PREFERENCE_POINTS,
  SOCIAL_SKILLS_POINTS,
  TEMPERAMENT_POINTS,
  type PersonaAnswers,
  type PersonaName,
  type PersonaPoints,
} from './persona';

/** Score change of each persona caused by the answers, relative to the start scores. */
const delta = (answers: PersonaAnswers) => {
  const { scores } = computePersona(answers);
  return Object.fromEntries(PERSONAS.map((p) => [p, scores[p] - PERSONA_START_SCORES[p]]).filter(([, d]) => d !== 0)) as Partial<
    Record<PersonaName, number>
  >;
};

describe('personas', () => {
  it('lists the ten personas in the spec order with personaType = 1-based position', () => {
    expect(PERSONAS).toEqual([
      'Curious Scholar',
      'Expressive Communicator',
      'Active Explorer',
      'Empathetic Friend',
      'Thoughtful Observer',
      'Balanced Learner',
      'Creative Dreamer',
      'Energetic Adventurer',
      'Analytical Thinker',
      'Natural Leader',
    ]);
    expect(personaTypeOf('Curious Scholar')).toBe(1);
    expect(personaTypeOf('Balanced Learner')).toBe(6);
    expect(personaTypeOf('Natural Leader')).toBe(10);
    PERSONAS.forEach((p) => expect(personaNameOf(personaTypeOf(p))).toBe(p));
    expect(personaNameOf(0)).toBeNull();
    expect(personaNameOf(11)).toBeNull();
    expect(personaNameOf(null)).toBeNull();
    expect(personaNameOf(2.5)).toBeNull();
  });

  it('starts everyone at 0 except Balanced Learner at 1', () => {
    for (const p of PERSONAS) expect(PERSONA_START_SCORES[p]).toBe(p === 'Balanced Learner' ? 1 : 0);
    const none = computePersona({});
    expect(none.scores).toEqual(PERSONA_START_SCORES);
  });

  it('falls back to Balanced Learner when there are no answers or only neutral ones', () => {
    expect(computePersona({}).persona).toBe('Balanced Learner');
    expect(computePersona({}).personaType).toBe(6);
    expect(computePersona({ primaryDevelopmentalConcern: 'none', socialSkillsHandling: 'difficulty-social' }).persona).toBe(
      'Balanced Learner',
    );
  });

  it('explains a Balanced Learner that won on its head start alone', () => {
    expect(computePersona({}).reasons).toEqual([BALANCED_LEARNER_DEFAULT_REASON]);
    // Energetic Adventurer reaches 1 too, but Balanced Learner is earlier and got no answer points.
    expect(computePersona({ moodWhenFacingChallenges: 'frustrated' })).toMatchObject({
      persona: 'Balanced Learner',
      reasons: [BALANCED_LEARNER_DEFAULT_REASON],
    });
    // When answers did give Balanced Learner points, those are the reasons.
    expect(computePersona({ temperament: 'calm', socialSkillsHandling: 'cooperative' })).toMatchObject({
      persona: 'Balanced Learner',
      reasons: ['calm and adaptable', 'cooperates well with others'],
    });
  });

  it.each([
    ['cognitive', 'Curious Scholar'],
    ['language', 'Expressive Communicator'],
    ['physical', 'Active Explorer'],
    ['social-emotional', 'Empathetic Friend'],
    ['moral', 'Thoughtful Observer'],
  ] as const)('gives +3 for the %s concern to %s, and that persona wins alone', (concern, persona) => {
    expect(delta({ primaryDevelopmentalConcern: concern })[persona]).toBe(3);
    const result = computePersona({ primaryDevelopmentalConcern: concern });
    expect(result.persona).toBe(persona);
    expect(result.reasons).toEqual([`${concern} focus`]);
  });

  it('gives each concern exactly one secondary persona at +2 or +1, and none for "none"', () => {
    for (const concern of PERSONA_CONCERNS) {
      const entry = CONCERN_POINTS[concern];
      if (concern === 'none') {
        expect(entry).toBeNull();
        expect(delta({ primaryDevelopmentalConcern: concern })).toEqual({});
        continue;
      }
      const values = Object.values(entry!.points).sort();
      expect(values.length).toBe(2);
      expect([
        [1, 3],
        [2, 3],
      ]).toContainEqual(values);
      expect(delta({ primaryDevelopmentalConcern: concern })).toEqual(entry!.points);
    }
  });

  it('says difficulty-social adds nothing', () => {
    expect(SOCIAL_SKILLS_POINTS['difficulty-social']).toBeNull();
    expect(delta({ socialSkillsHandling: 'difficulty-social' })).toEqual({});
  });

  const tables: [string, readonly string[], Record<string, PersonaPoints | null>, keyof PersonaAnswers][] = [
    ['temperament', TEMPERAMENTS, TEMPERAMENT_POINTS, 'temperament'],
    ['social preference', SOCIAL_PREFERENCES, SOCIAL_PREFERENCE_POINTS, 'socialInteractionPreference'],
    ['challenge mood', CHALLENGE_MOODS, CHALLENGE_MOOD_POINTS, 'moodWhenFacingChallenges'],
    ['activity level', ACTIVITY_LEVELS, ACTIVITY_LEVEL_POINTS, 'physicalActivityLevel'],
    ['social skills', SOCIAL_SKILLS, SOCIAL_SKILLS_POINTS, 'socialSkillsHandling'],
  ];

  describe.each(tables)('%s options', (_label, options, table, field) => {
    it.each([...options])('%s adds its table points (+1/+2 to one or two personas)', (option) => {
      expect(Object.keys(table).sort()).toEqual([...options].sort());
      const entry = table[option];
      if (option === 'difficulty-social') return expect(entry).toBeNull();
      const points = Object.values(entry!.points);
      expect(points.length).toBeGreaterThanOrEqual(1);
      expect(points.length).toBeLessThanOrEqual(2);
      points.forEach((p) => expect([1, 2]).toContain(p));
      expect(delta({ [field]: option } as PersonaAnswers)).toEqual(entry!.points);
    });
  });

  it.each([...PREFERRED_ACTIVITIES])('preferred activity %s adds its table points', (activity) => {
    const entry = PREFERRED_ACTIVITY_POINTS[activity];
    const points = Object.values(entry.points);
    expect(points.length).toBeGreaterThanOrEqual(1);
    expect(points.length).toBeLessThanOrEqual(2);
    points.forEach((p) => expect([1, 2]).toContain(p));
    expect(delta({ preferredActivity: [activity] })).toEqual(entry.points);
  });

  it('adds the points of each chosen activity (a duplicate counts once)', () => {
    expect(delta({ preferredActivity: ['building', 'reading'] })).toEqual({
      'Analytical Thinker': 1,
      'Curious Scholar': 2,
      'Expressive Communicator': 1,
    });
    expect(delta({ preferredActivity: ['creative', 'creative'] })).toEqual({ 'Creative Dreamer': 2 });
  });

  describe('ties go to the earlier persona', () => {
    it('keeps Balanced Learner when a later persona reaches exactly its score', () => {
      // Head start only: Balanced Learner 1, Energetic Adventurer 1 (frustrated).
      const headStart = computePersona({ moodWhenFacingChallenges: 'frustrated' });
      expect(headStart.scores['Energetic Adventurer']).toBe(headStart.scores['Balanced Learner']);
      expect(headStart.scores['Balanced Learner']).toBe(1);
      expect(headStart.persona).toBe('Balanced Learner');
      // With answers: Balanced Learner 2 (start + calm), Energetic Adventurer 2 (very-active),
      // Creative Dreamer 2 (creative); Thoughtful Observer (calm) stays below at 1.
      const result = computePersona({ temperament: 'calm', physicalActivityLevel: 'very-active', preferredActivity: ['creative'] });
      expect(result.scores).toMatchObject({
        'Balanced Learner': 2,
        'Energetic Adventurer': 2,
        'Creative Dreamer': 2,
        'Thoughtful Observer': 1,
      });
      expect(Math.max(...Object.values(result.scores))).toBe(2);
      expect(result.persona).toBe('Balanced Learner');
      expect(result.personaType).toBe(6);
    });

    it('gives an earlier persona the win over a later one with the same score', () => {
      // Creative Dreamer 2 (creative) vs Energetic Adventurer 2 (very-active), Balanced Learner 1.
      const dreamer = computePersona({ preferredActivity: ['creative'], physicalActivityLevel: 'very-active' });
      expect(dreamer.scores['Creative Dreamer']).toBe(2);
      expect(dreamer.scores['Energetic Adventurer']).toBe(2);
      expect(dreamer.persona).toBe('Creative Dreamer');
      // Curious Scholar 1, Analytical Thinker 1 (building) and Balanced Learner 1: the first wins.
      const scholar = computePersona({ preferredActivity: ['building'] });
      expect([scholar.scores['Curious Scholar'], scholar.scores['Analytical Thinker'], scholar.scores['Balanced Learner']]).toEqual([
        1, 1, 1,
      ]);
      expect(scholar.persona).toBe('Curious Scholar');
      // An earlier persona also beats Balanced Learner at the same score: Active Explorer 1 (sensory).
      const explorer = computePersona({ preferredActivity: ['sensory'] });
      expect(explorer.scores['Active Explorer']).toBe(explorer.scores['Balanced Learner']);
      expect(explorer.persona).toBe('Active Explorer');
      // Regardless of the order the answers come in.
      expect(computePersona({ physicalActivityLevel: 'very-active', preferredActivity: ['creative'] }).persona).toBe('Creative Dreamer');
    });
  });

  it('lets the highest total win and explains it by the answers that gave it most', () => {
    const result = computePersona({
      primaryDevelopmentalConcern: 'cognitive',
      preferredActivity: ['building', 'reading'],
      temperament: 'calm',
    });
    expect(result.persona).toBe('Curious Scholar');
    expect(result.personaType).toBe(1);
    expect(result.scores['Curious Scholar']).toBe(5);
    expect(result.reasons).toEqual(['cognitive focus', 'loves building and puzzles', 'loves books and stories']);
  });

  it('lets answers outweigh the concern when they add up', () => {
    const result = computePersona({
      primaryDevelopmentalConcern: 'language',
      temperament: 'active',
      physicalActivityLevel: 'very-active',
      preferredActivity: ['physical'],
    });
    expect(result.persona).toBe('Energetic Adventurer');
    expect(result.scores['Energetic Adventurer']).toBe(5);
    expect(result.reasons).toEqual(['very active and energetic', 'always on the move', 'loves physical play']);
  });

  it('ignores unknown values', () => {
    expect(computePersona({ temperament: 'grumpy' as never, preferredActivity: ['toString' as never] }).scores).toEqual(
      PERSONA_START_SCORES,
    );
  });

  it('describes every persona as a way to personalise activities', () => {
    for (const p of PERSONAS) expect(PERSONA_DESCRIPTIONS[p]).toMatch(/we will suggest/);
  });
});

/**
 * The designed table, pinned: every answer option of docs/product.md and the points it gives.
 * Changing the design means changing this list (and docs/persona.md) on purpose.
 */
const PINNED_POINTS: Record<string, Record<string, Partial<Record<PersonaName, number>>>> = {
  primaryDevelopmentalConcern: {
    cognitive: { 'Curious Scholar': 3, 'Analytical Thinker': 2 },
    physical: { 'Active Explorer': 3, 'Energetic Adventurer': 2 },
    'social-emotional': { 'Empathetic Friend': 3, 'Natural Leader': 1 },
    language: { 'Expressive Communicator': 3, 'Creative Dreamer': 1 },
    none: {},
    moral: { 'Thoughtful Observer': 3, 'Empathetic Friend': 1 },
  },
  temperament: {
    calm: { 'Balanced Learner': 1, 'Thoughtful Observer': 1 },
    active: { 'Energetic Adventurer': 2, 'Active Explorer': 1 },
    sensitive: { 'Empathetic Friend': 2, 'Thoughtful Observer': 1 },
    intense: { 'Creative Dreamer': 1, 'Expressive Communicator': 1 },
    persistent: { 'Analytical Thinker': 2, 'Curious Scholar': 1 },
  },
  socialInteractionPreference: {
    outgoing: { 'Natural Leader': 1, 'Expressive Communicator': 1 },
    selective: { 'Empathetic Friend': 1 },
    shy: { 'Thoughtful Observer': 2 },
    observer: { 'Thoughtful Observer': 1, 'Analytical Thinker': 1 },
    independent: { 'Curious Scholar': 1, 'Active Explorer': 1 },
  },
  preferredActivity: {
    sensory: { 'Active Explorer': 1 },
    physical: { 'Energetic Adventurer': 1, 'Active Explorer': 1 },
    creative: { 'Creative Dreamer': 2 },
    music: { 'Creative Dreamer': 1, 'Expressive Communicator': 1 },
    building: { 'Analytical Thinker': 1, 'Curious Scholar': 1 },
    pretend: { 'Creative Dreamer': 1, 'Empathetic Friend': 1 },
    nature: { 'Active Explorer': 1, 'Curious Scholar': 1 },
    reading: { 'Curious Scholar': 1, 'Expressive Communicator': 1 },
  },
  moodWhenFacingChallenges: {
    persistent: { 'Analytical Thinker': 1, 'Natural Leader': 1 },
    'seeks-help': { 'Empathetic Friend': 1 },
    frustrated: { 'Energetic Adventurer': 1 },
    discouraged: { 'Thoughtful Observer': 1 },
    avoidant: { 'Balanced Learner': 1 },
  },
  physicalActivityLevel: {
    'very-active': { 'Energetic Adventurer': 2 },
    'moderately-active': { 'Balanced Learner': 1, 'Active Explorer': 1 },
    'active-periods': { 'Active Explorer': 1 },
    'prefers-calm': { 'Thoughtful Observer': 1, 'Curious Scholar': 1 },
    reluctant: { 'Thoughtful Observer': 1 },
  },
  socialSkillsHandling: {
    'natural-leader': { 'Natural Leader': 2 },
    cooperative: { 'Empathetic Friend': 1, 'Balanced Learner': 1 },
    'one-close-friend': { 'Empathetic Friend': 1, 'Thoughtful Observer': 1 },
    'difficulty-social': {},
    'prefers-adults': { 'Expressive Communicator': 1, 'Curious Scholar': 1 },
  },
};

/** The options of every scored question, from the enumerations (docs/product.md). */
const SCORED_OPTIONS: Record<keyof typeof PINNED_POINTS, readonly string[]> = {
  primaryDevelopmentalConcern: PERSONA_CONCERNS,
  temperament: TEMPERAMENTS,
  socialInteractionPreference: SOCIAL_PREFERENCES,
  preferredActivity: PREFERRED_ACTIVITIES,
  moodWhenFacingChallenges: CHALLENGE_MOODS,
  physicalActivityLevel: ACTIVITY_LEVELS,
  socialSkillsHandling: SOCIAL_SKILLS,
};

/** The answers that give only `option` for `field`. */
const answerOf = (field: string, option: string): PersonaAnswers =>
  (field === 'preferredActivity' ? { preferredActivity: [option] } : { [field]: option }) as PersonaAnswers;

describe('the designed persona table (pinned)', () => {
  it('pins every option of every scored question', () => {
    expect(Object.keys(PINNED_POINTS).sort()).toEqual(Object.keys(SCORED_OPTIONS).sort());
    for (const [field, options] of Object.entries(SCORED_OPTIONS)) {
      expect(Object.keys(PINNED_POINTS[field]!).sort()).toEqual([...options].sort());
    }
  });

  const cases = Object.entries(PINNED_POINTS).flatMap(([field, options]) =>
    Object.entries(options).map(([option, points]) => [field, option, points] as const),
  );
  it.each(cases)('%s %s gives %o', (field, option, points) => {
    expect(delta(answerOf(field, option))).toEqual(points);
  });

  it('ignores family context: it describes the family, not the child', () => {
    const answers = { primaryDevelopmentalConcern: 'cognitive', preferredActivity: ['building'] } as const;
    const withFamily = {
      ...answers,
      parentalInvolvement: 'highly-involved',
      familyActivityPreferences: ['outdoor', 'sports', 'creative'],
      familyDevelopmentFocus: ['leadership', 'creativity'],
    } as PersonaAnswers;
    expect(computePersona(withFamily)).toEqual(computePersona(answers));
  });
});

/** Cells of the markdown table rows in the `## {heading}` section of `markdown`, header rows skipped. */
function tableRows(markdown: string, heading: string): string[][] {
  const start = markdown.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`docs/persona.md has no section "${heading}"`);
  const end = markdown.indexOf('\n## ', start + 1);
  const section = markdown.slice(start, end < 0 ? undefined : end);
  const rows = section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
  return rows.slice(2); // header and separator
}

const unquote = (cell: string) => cell.replace(/^`(.*)`$/, '$1');

/** "Curious Scholar +3, Analytical Thinker +2" or "none" as a points object. */
function parsePoints(cell: string): Partial<Record<PersonaName, number>> {
  if (cell === 'none') return {};
  return Object.fromEntries(
    cell.split(', ').map((part) => {
      const match = /^(.+) \+(\d)$/.exec(part);
      if (!match) throw new Error(`Unreadable points "${part}"`);
      return [match[1], Number(match[2])];
    }),
  );
}

describe('docs/persona.md', () => {
  const markdown = readFileSync(join(__dirname, '../../../docs/persona.md'), 'utf8');
  type Entry = { reason: string; points: Partial<Record<PersonaName, number>> } | null;
  const CODE_TABLES: Record<string, Record<string, Entry>> = {
    primaryDevelopmentalConcern: CONCERN_POINTS,
    temperament: TEMPERAMENT_POINTS,
    socialInteractionPreference: SOCIAL_PREFERENCE_POINTS,
    preferredActivity: PREFERRED_ACTIVITY_POINTS,
    moodWhenFacingChallenges: CHALLENGE_MOOD_POINTS,
    physicalActivityLevel: ACTIVITY_LEVEL_POINTS,
    socialSkillsHandling: SOCIAL_SKILLS_POINTS,
  };

  it('numbers the personas as the code does', () => {
    const rows = tableRows(markdown, 'personaType');
    expect(rows.map(([type, name]) => [Number(type), name])).toEqual(PERSONAS.map((p) => [personaTypeOf(p), p]));
  });

  it('lists exactly the code table: every option, its points and its phrase', () => {
    const documented: Record<string, Record<string, Entry>> = {};
    for (const [question, option, points, phrase] of tableRows(markdown, 'The table')) {
      const field = unquote(question!);
      documented[field] ??= {};
      expect(documented[field]).not.toHaveProperty(unquote(option!));
      documented[field][unquote(option!)] = points === 'none' ? null : { reason: phrase!, points: parsePoints(points!) };
    }
    expect(documented).toEqual(CODE_TABLES);
  });

  it("lists each concern's persona and secondary persona as the code does", () => {
    const documented = Object.fromEntries(
      tableRows(markdown, "Concerns' secondary personas").map(([concern, persona, secondary]) => [
        unquote(concern!),
        { ...parsePoints(persona!), ...parsePoints(secondary!) },
      ]),
    );
    const code = Object.fromEntries(
      Object.entries(CONCERN_POINTS)
        .filter(([, entry]) => entry !== null)
        .map(([concern, entry]) => [concern, entry!.points]),
    );
    expect(documented).toEqual(code);
  });
});
