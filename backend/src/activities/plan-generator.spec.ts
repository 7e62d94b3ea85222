import { DOMAIN_TYPES, personaTypeOf } from '@flourishly/contracts';
import { ACTIVITY_LIBRARY } from './content/activity-library';
import { generateDayPlan, PLAN_SLOTS, seededRandom, weighDomains, type PlanCandidate } from './plan-generator';

const candidatesFor = (age: number): PlanCandidate[] =>
  ACTIVITY_LIBRARY.map((a, index) => ({ ...a, id: index + 1 })).filter((a) => a.minAge <= age && age <= a.maxAge);

describe('plan generator', () => {
  it('weighs weaker assessed domains heavier', () => {
    const weights = weighDomains({
      childName: 'Ava',
      scores: { cognitive: 90, language: 20, physical: 60 },
      concern: 'none',
      personaType: null,
    });
    const of = (domain: string) => weights.find((w) => w.domain === domain)!.weight;
    expect(of('language')).toBeGreaterThan(of('physical'));
    expect(of('physical')).toBeGreaterThan(of('cognitive'));
    expect(weights.find((w) => w.domain === 'language')!.reason('listening')).toBe(
      "Language is Ava's area to grow most (20/100 in the latest assessment); this builds listening.",
    );
  });

  it('gives the persona’s domain extra weight and says so', () => {
    const weights = weighDomains({ childName: 'Ava', scores: null, concern: 'none', personaType: personaTypeOf('Active Explorer') });
    const physical = weights.find((w) => w.domain === 'physical')!;
    expect(physical.weight).toBeGreaterThan(weights.find((w) => w.domain === 'moral')!.weight);
    expect(physical.reason('balance')).toBe("Suits Ava's Active Explorer profile and builds balance.");
  });

  it('puts the weakest domain first every day and plans it most over a week', () => {
    const candidates = candidatesFor(7);
    const counts = new Map<string, number>();
    const used = new Set<number>();
    for (let day = 0; day < 7; day += 1) {
      const plan = generateDayPlan({
        childName: 'Ava',
        candidates: candidates.filter((c) => !used.has(c.id)),
        scores: { cognitive: 80, physical: 85, 'social-emotional': 30, language: 75, moral: 90 },
        concern: 'none',
        personaType: null,
        random: seededRandom(`test:${day}`),
      });
      expect(plan.map((p) => p.time)).toEqual([...PLAN_SLOTS]);
      const domains = plan.map((p) => candidates.find((c) => c.id === p.activityId)!.domainType);
      expect(domains[0]).toBe('social-emotional');
      expect(new Set(domains).size).toBe(3);
      domains.forEach((d) => counts.set(d, (counts.get(d) ?? 0) + 1));
      plan.forEach((p) => used.add(p.activityId));
    }
    for (const domain of DOMAIN_TYPES) expect(counts.get('social-emotional')!).toBeGreaterThanOrEqual(counts.get(domain) ?? 0);
    expect(counts.get('social-emotional')).toBe(7);
  });

  it('never returns one activity twice and stops when candidates run out', () => {
    const candidates = candidatesFor(3)
      .filter((c) => c.domainType === 'moral')
      .slice(0, 2);
    const plan = generateDayPlan({
      childName: 'Ava',
      candidates,
      scores: null,
      concern: 'none',
      personaType: null,
      random: seededRandom('x'),
    });
    expect(plan).toHaveLength(2);
    expect(new Set(plan.map((p) => p.activityId)).size).toBe(2);
  });

  it('is reproducible for the same seed', () => {
    const input = { childName: 'Ava', candidates: candidatesFor(5), scores: null, concern: 'none', personaType: null };
    expect(generateDayPlan({ ...input, random: seededRandom('1:2026-11-22') })).toEqual(
      generateDayPlan({ ...input, random: seededRandom('1:2026-11-22') }),
    );
  });
});
