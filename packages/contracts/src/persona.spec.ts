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
  return Object.fromEntries(
    PERSONAS.map((p) => [p, scores[p] - PERSONA_START_SCORES[p]]).filter(([, d]) => d !== 0),
  ) as Partial<Record<PersonaName, number>>;
};

describe('personas (spec section 9)', () => {
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
    expect(computePersona({}).reasons).toEqual([]);
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
      expect([[1, 3], [2, 3]]).toContainEqual(values);
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

  it('breaks ties in favour of the earlier persona', () => {
    // outgoing: Natural Leader +1 and Expressive Communicator +1; Balanced Learner also has 1.
    expect(computePersona({ socialInteractionPreference: 'outgoing' }).persona).toBe('Expressive Communicator');
    // Creative Dreamer 2 (creative) vs Energetic Adventurer 2 (very-active): Creative Dreamer is earlier.
    expect(
      computePersona({ preferredActivity: ['creative'], physicalActivityLevel: 'very-active' }).persona,
    ).toBe('Creative Dreamer');
    // Balanced Learner 1 vs Active Explorer 1 (sensory): Active Explorer is earlier in the list.
    expect(computePersona({ preferredActivity: ['sensory'] }).persona).toBe('Active Explorer');
    // Balanced Learner 1 vs Creative Dreamer 1: Balanced Learner is earlier.
    expect(computePersona({ temperament: 'intense', socialInteractionPreference: 'selective' }).scores['Balanced Learner']).toBe(1);
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
