import { checklistAgeFor, type MilestoneItem } from '@flourishly/contracts';
import { ageInMonths, scoreAnswers, toDevelopmentScores } from './assessment-scoring';

const item = (key: string, domain: MilestoneItem['domain']): MilestoneItem => ({ key, domain, text: key, source: 'test' });

describe('scoreAnswers', () => {
  const items = [
    item('c1', 'cognitive'),
    item('c2', 'cognitive'),
    item('c3', 'cognitive'),
    item('l1', 'language'),
    item('l2', 'language'),
    item('p1', 'physical'),
    item('p2', 'physical'),
  ];

  it('scores 100 × points ÷ (10 × answered) with yes 10, sometimes 5, not yet 0', () => {
    const results = scoreAnswers(items, { c1: 'yes', c2: 'sometimes', c3: 'not-yet', l1: 'yes', l2: 'yes', p1: 'not-yet', p2: 'not-yet' });
    const byDomain = Object.fromEntries(results.map((r) => [r.domain, r]));
    expect(byDomain.cognitive).toEqual({ domain: 'cognitive', answered: 3, points: 15, score: 50 });
    expect(byDomain.language.score).toBe(100);
    expect(byDomain.physical.score).toBe(0);
  });

  it('counts only answered items and rounds to a whole percent', () => {
    const results = scoreAnswers(items, { c1: 'yes', c2: 'yes', c3: 'sometimes' });
    expect(results.find((r) => r.domain === 'cognitive')).toMatchObject({ answered: 3, points: 25, score: 83 });
  });

  it('hides a domain with one answer while the checklist has more items for it', () => {
    const results = scoreAnswers(items, { l1: 'yes', c1: 'yes', c2: 'yes' });
    expect(results.find((r) => r.domain === 'language')).toMatchObject({ answered: 1, score: null });
    expect(results.find((r) => r.domain === 'moral')).toMatchObject({ answered: 0, score: null });
  });

  it('scores a domain the checklist covers with a single item once that item is answered', () => {
    const single = [...items, item('s1', 'social-emotional')];
    expect(scoreAnswers(single, { s1: 'sometimes' }).find((r) => r.domain === 'social-emotional')).toMatchObject({
      answered: 1,
      points: 5,
      score: 50,
    });
    expect(scoreAnswers(single, {}).find((r) => r.domain === 'social-emotional')).toMatchObject({ answered: 0, score: null });
  });

  it('maps results to the wire shape', () => {
    const scores = toDevelopmentScores(scoreAnswers(items, { l1: 'yes', l2: 'sometimes' }), new Date('2026-01-02T03:04:05Z'));
    expect(scores).toEqual({
      cognitive: null,
      physical: null,
      socialEmotional: null,
      language: 75,
      moral: null,
      assessedAt: '2026-01-02T03:04:05.000Z',
    });
  });
});

describe('checklist selection by age', () => {
  it.each([
    [0, 2],
    [1, 2],
    [2, 2],
    [3, 2],
    [4, 4],
    [5, 4],
    [6, 6],
    [8, 6],
    [9, 9],
    [11, 9],
    [12, 12],
    [14, 12],
    [15, 15],
    [17, 15],
    [18, 18],
    [23, 18],
    [24, 24],
    [29, 24],
    [30, 30],
    [35, 30],
    [36, 36],
    [47, 36],
    [48, 48],
    [59, 48],
    [60, 60],
    [71, 60],
    [72, 72],
    [83, 72],
    [84, 84],
    [96, 96],
    [108, 108],
    [120, 120],
    [131, 120],
    [132, 132],
    [143, 132],
    [144, 144],
    [160, 144],
  ])('age %i months uses the %i-month checklist', (age, expected) => {
    expect(checklistAgeFor(age)).toBe(expected);
  });
});

describe('ageInMonths', () => {
  const now = new Date(2026, 10, 22);
  it('counts whole calendar months', () => {
    expect(ageInMonths('2022-11-22', now)).toBe(48);
    expect(ageInMonths('2022-11-23', now)).toBe(47);
    expect(ageInMonths('2026-11-01', now)).toBe(0);
    expect(ageInMonths('2027-01-01', now)).toBe(0);
  });
});
