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

  it('names a public source on every activity', () => {
    for (const activity of ACTIVITY_LIBRARY) expect([activity.slug, activity.sourceName !== null]).toEqual([activity.slug, true]);
  });

  describe('safety of activities for children under 3', () => {
    const underThree = ACTIVITY_LIBRARY.filter((a) => a.minAge < 3);
    const text = (a: (typeof ACTIVITY_LIBRARY)[number]) => [a.title, a.description, ...a.materials].join(' ');

    it('gives a length limit or a supervision note wherever a cord, string, ribbon or lace appears', () => {
      const mentions = underThree.filter((a) => /\b(cords?|strings?|ribbons?|(shoe)?laces?|yarn)\b/i.test(text(a)));
      expect(mentions.map((a) => a.slug)).toContain('cognitive-1-1-pull-the-string');
      for (const activity of mentions) {
        const noted = /\b\d+\s*cm\b/.test(activity.description) || /\b(stay with|while you watch|sit with|supervis)/i.test(activity.description);
        expect([activity.slug, noted]).toEqual([activity.slug, true]);
      }
    });

    it('keeps cords on pull toys at 30 cm or less (ASTM F963) and ties nothing to a child', () => {
      for (const activity of underThree) {
        for (const match of text(activity).matchAll(/(\d+)\s*cm/g)) {
          if (/string|cord|lace/i.test(text(activity))) expect(Number(match[1])).toBeLessThanOrEqual(30);
        }
        expect([activity.slug, /(?<!(never|not) )\btie\b[^.]*\b(ankle|wrist|neck|arm|leg)\b/i.test(activity.description)]).toEqual([activity.slug, false]);
      }
    });

    it('sizes small objects against a toilet-paper tube (the 3.17 cm small-parts cylinder)', () => {
      for (const activity of underThree) {
        if (/\b(beads?|pompoms?|coins?|buttons?|marbles?|small (toys?|objects?|prizes?))\b/i.test(text(activity))) {
          expect([activity.slug, /toilet-paper tube/.test(activity.description)]).toEqual([activity.slug, true]);
        }
      }
    });

    it('puts babies to sleep on their backs with nothing soft in the cot', () => {
      for (const activity of ACTIVITY_LIBRARY.filter((a) => a.minAge === 0)) {
        if (/\b(sleep|nap|cot|crib)\b/i.test(activity.description)) {
          expect([activity.slug, /on their backs?\b/.test(activity.description)]).toEqual([activity.slug, true]);
        }
      }
    });
  });

  it('names its public sources', () => {
    const sources = new Set(ACTIVITY_LIBRARY.map((a) => a.sourceName));
    expect(sources).toContain('CDC "Positive Parenting Tips: Infants (0-1 years)"');
    expect(sources).toContain("CASEL's five social and emotional learning competencies");
  });
});
