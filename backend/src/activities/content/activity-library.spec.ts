import { DOMAIN_TYPES, TARGET_AGE_MAX, TARGET_AGE_MIN } from '@flourishly/contracts';
import { ACTIVITY_LIBRARY } from './activity-library';

describe('activity library', () => {
  it('holds at least 300 activities', () => {
    expect(ACTIVITY_LIBRARY.length).toBeGreaterThanOrEqual(300);
  });

  it('covers every age 0-12 in every domain with enough activities for a week without repeats', () => {
    for (let age = TARGET_AGE_MIN; age <= TARGET_AGE_MAX; age += 1) {
      const forAge = ACTIVITY_LIBRARY.filter((a) => a.minAge <= age && age <= a.maxAge);
      // A week's plan takes 21 distinct activities.
      expect(forAge.length).toBeGreaterThanOrEqual(21);
      for (const domain of DOMAIN_TYPES) {
        expect([age, domain, forAge.filter((a) => a.domainType === domain).length >= 5]).toEqual([age, domain, true]);
      }
    }
  });

  it('has unique slugs and titles unique within a band and domain', () => {
    const slugs = ACTIVITY_LIBRARY.map((a) => a.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('gives every activity valid fields', () => {
    for (const activity of ACTIVITY_LIBRARY) {
      expect(activity.slug).toMatch(/^[a-z0-9-]+$/);
      expect(activity.title.length).toBeGreaterThanOrEqual(3);
      expect(activity.title.length).toBeLessThanOrEqual(160);
      expect(activity.description.length).toBeGreaterThanOrEqual(20);
      expect(DOMAIN_TYPES).toContain(activity.domainType);
      expect(Number.isInteger(activity.durationMinutes)).toBe(true);
      expect(activity.durationMinutes).toBeGreaterThanOrEqual(5);
      expect(activity.durationMinutes).toBeLessThanOrEqual(60);
      expect(activity.minAge).toBeGreaterThanOrEqual(TARGET_AGE_MIN);
      expect(activity.maxAge).toBeLessThanOrEqual(TARGET_AGE_MAX);
      expect(activity.minAge).toBeLessThanOrEqual(activity.maxAge);
      expect(Array.isArray(activity.materials)).toBe(true);
      expect(activity.skill.length).toBeGreaterThan(2);
      expect(activity.sourceName === null).toBe(activity.sourceUrl === null);
      if (activity.sourceUrl) expect(activity.sourceUrl).toMatch(/^https:\/\//);
    }
  });

  it('names its public sources', () => {
    const sources = new Set(ACTIVITY_LIBRARY.map((a) => a.sourceName));
    expect(sources).toContain('CDC "Positive Parenting Tips"');
    expect(sources).toContain("CASEL's five social and emotional learning competencies");
  });
});
