import { personaTypeOf } from '@flourishly/contracts';
import { recommendGames, type RecommenderChild, type RecommenderGame } from './game-recommender';

const now = new Date('2026-11-22T12:00:00Z');
const games: RecommenderGame[] = [
  { id: 1, title: 'Count', domain: 'cognitive', minAge: 5, maxAge: 9, levels: 5 },
  { id: 2, title: 'Words', domain: 'language', minAge: 5, maxAge: 9, levels: 5 },
  { id: 3, title: 'Feelings', domain: 'social-emotional', minAge: 5, maxAge: 9, levels: 5 },
  { id: 4, title: 'Fair', domain: 'moral', minAge: 5, maxAge: 9, levels: 5 },
  { id: 5, title: 'Paint', domain: 'creative', minAge: 5, maxAge: 9, levels: 5 },
  { id: 6, title: 'Run', domain: 'physical', minAge: 5, maxAge: 9, levels: 5 },
  { id: 7, title: 'Toddler', domain: 'language', minAge: 2, maxAge: 4, levels: 5 },
  { id: 8, title: 'Teen', domain: 'cognitive', minAge: 10, maxAge: 12, levels: 5 },
];
const child = { name: 'Maya', dateOfBirth: '2019-06-01', personaType: null, primaryDevelopmentalConcern: 'none' as const };

describe('recommendGames', () => {
  it("never recommends a game outside the child's age", () => {
    const result = recommendGames({ child, games, scores: null, plays: [], now });
    expect(result.map((item) => item.game.id).sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('puts the weakest assessed domain first, with the focus-area reason', () => {
    const result = recommendGames({ child, games, scores: { cognitive: 90, language: 35, physical: 70 }, plays: [], now });
    expect(result[0].game.domain).toBe('language');
    expect(result[0].reason).toBe("Builds language, Maya's focus area this week");
  });

  it("names the persona's favourite domain", () => {
    const dreamer = { ...child, personaType: personaTypeOf('Creative Dreamer') };
    const result = recommendGames({ child: dreamer, games, scores: null, plays: [], now });
    expect(result[0].game.domain).toBe('creative');
    expect(result[0].reason).toBe('A great fit for Maya, our Creative Dreamer');
  });

  it('steps back a game played today and brings forward one ready to continue', () => {
    const plays = [
      { gameId: 1, currentLevel: 1, timesPlayed: 3, lastPlayedAt: new Date('2026-11-22T10:00:00Z') },
      { gameId: 4, currentLevel: 3, timesPlayed: 2, lastPlayedAt: new Date('2026-11-10T10:00:00Z') },
    ];
    const result = recommendGames({ child, games, scores: null, plays, now, limit: 6 });
    const order = result.map((item) => item.game.id);
    expect(order.at(-1)).toBe(1);
    expect(order[0]).toBe(4);
    expect(result[0].reason).toBe('Maya unlocked level 3: ready to continue');
  });

  it('keeps at most two games per domain while others are available', () => {
    const many = [
      ...games,
      { id: 9, title: 'More words', domain: 'language' as const, minAge: 5, maxAge: 9, levels: 5 },
      { id: 10, title: 'Even more', domain: 'language' as const, minAge: 5, maxAge: 9, levels: 5 },
    ];
    const result = recommendGames({
      child: { ...child, primaryDevelopmentalConcern: 'language' },
      games: many,
      scores: null,
      plays: [],
      now,
      limit: 4,
    });
    expect(result.filter((item) => item.game.domain === 'language')).toHaveLength(2);
  });

  it('goes by the developmental age: a preterm child is matched by the corrected age until 24 months', () => {
    // 13 months old (born 2025-10-22) at 28+0 weeks: 12 weeks early, so 10 months corrected.
    const baby: RecommenderChild = { ...child, dateOfBirth: '2025-10-22', gestationalAgeAtBirthWeeks: 28, gestationalAgeAtBirthDays: 0 };
    const firstYear: RecommenderGame = { id: 9, title: 'Peekaboo', domain: 'social-emotional', minAge: 0, maxAge: 0, levels: 5 };
    const secondYear: RecommenderGame = { id: 10, title: 'Stacking', domain: 'cognitive', minAge: 1, maxAge: 1, levels: 5 };
    const ids = (subject: RecommenderChild) =>
      recommendGames({ child: subject, games: [firstYear, secondYear], scores: null, plays: [], now }).map((item) => item.game.id);
    expect(ids(baby)).toEqual([9]);
    // Born at term the same day, the child is in its second year.
    expect(ids({ ...baby, gestationalAgeAtBirthWeeks: null })).toEqual([10]);
    // At 24 months the correction ends: the calendar age again.
    expect(
      recommendGames({ child: baby, games: [firstYear, secondYear], scores: null, plays: [], now: new Date('2027-10-23T12:00:00Z') }),
    ).toEqual([]);
  });

  it('returns nothing without a valid birth date', () => {
    expect(recommendGames({ child: { ...child, dateOfBirth: 'nope' }, games, scores: null, plays: [], now })).toEqual([]);
  });
});
