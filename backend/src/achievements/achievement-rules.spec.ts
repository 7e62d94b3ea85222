import { ACHIEVEMENT_RULES, achievementTitle, everyDomainInOneWeek, longestStreak } from './achievement-rules';

const rule = (key: string) => ACHIEVEMENT_RULES.find((r) => r.key === key)!;

describe('achievement rules', () => {
  it('have unique keys', () => {
    const keys = ACHIEVEMENT_RULES.map((r) => r.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('counts the longest run of consecutive days', () => {
    expect(longestStreak([])).toBe(0);
    expect(longestStreak(['2026-11-01', '2026-11-02', '2026-11-02', '2026-11-04'])).toBe(2);
    expect(longestStreak(['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05'])).toBe(7);
  });

  it('finds all five domains inside one Sunday-Saturday week only', () => {
    const domains = ['cognitive', 'physical', 'social-emotional', 'language', 'moral'];
    // 2026-11-22 is a Sunday, 2026-11-28 a Saturday.
    expect(everyDomainInOneWeek(domains.map((d, i) => ({ domainType: d, date: `2026-11-2${2 + i}` })))).toBe(true);
    // Saturday 21st and Sunday 22nd fall in different weeks.
    expect(everyDomainInOneWeek(domains.map((d, i) => ({ domainType: d, date: i === 0 ? '2026-11-21' : '2026-11-22' })))).toBe(false);
  });

  it('awards the domain badge at five of that domain', () => {
    const four = Array.from({ length: 4 }, () => ({ domainType: 'language', date: '2026-11-22' }));
    expect(rule('five-language').earned({ completed: four })).toBe(false);
    expect(rule('five-language').earned({ completed: [...four, { domainType: 'language', date: '2026-11-23' }] })).toBe(true);
    expect(rule('five-moral').earned({ completed: [...four, { domainType: 'language', date: '2026-11-23' }] })).toBe(false);
  });

  it('awards a perfect game only when every answer was right', () => {
    expect(rule('first-perfect-game').earned({ completed: [], game: { correctAnswers: 4, totalQuestions: 5 } })).toBe(false);
    expect(rule('first-perfect-game').earned({ completed: [], game: { correctAnswers: 5, totalQuestions: 5 } })).toBe(true);
    expect(rule('first-perfect-game').earned({ completed: [] })).toBe(false);
  });

  it('names achievements for the child’s age: no “First Steps” or “Word Builder” for a baby', () => {
    expect(achievementTitle(rule('first-activity'), 10)).toBe('First Playtime Together');
    expect(achievementTitle(rule('five-language'), 10)).toBe('Babble and Chat');
    expect(achievementTitle(rule('first-activity'), 7 * 12)).toBe('First Steps');
    expect(achievementTitle(rule('five-language'), 7 * 12)).toBe('Word Builder');
    expect(achievementTitle(rule('five-physical'), 10)).toBe('On the Move');
    expect(achievementTitle(rule('first-activity'), null)).toBe('First Steps');
  });
});
