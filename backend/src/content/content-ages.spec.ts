import { CHOOSE_BY_MONTH_UNDER_MONTHS, DOMAIN_TYPES, fitsAgeInMonths, INFANT_RANGE_MAX_MONTHS, TARGET_AGE_MAX } from '@flourishly/contracts';
import { ACTIVITY_LIBRARY } from '../activities/content/activity-library';
import { generateDayPlan, seededRandom } from '../activities/plan-generator';
import { PARENT_TIPS } from './parent-tips';

/**
 * Ages of the activity and tip library (docs/product.md, "Plan and tips by age"): months of
 * developmental age, narrow for babies, and no skill before the age at which CDC's milestones
 * (and the AAP, for solid food) place it.
 */
const ITEMS = [
  ...ACTIVITY_LIBRARY.map((a) => ({ id: a.slug, text: `${a.title}. ${a.description} ${a.skill}`, ...a })),
  ...PARENT_TIPS.map((t) => ({ id: t.key, text: t.content, ...t })),
];

/** Skills a baby must not be asked for before this many months (CDC milestones; AAP "Starting Solid Foods"). */
const SKILL_AGES: { skill: string; pattern: RegExp; fromMonths: number }[] = [
  { skill: 'sitting (with support from 6 months)', pattern: /\b(sit|sits|sitting|sat)\b/i, fromMonths: 6 },
  { skill: 'crawling', pattern: /\bcrawl/i, fromMonths: 9 },
  { skill: 'standing', pattern: /\b(stand|stands|standing)\b|\bpulls? (up|to stand)\b/i, fromMonths: 12 },
  { skill: 'solid food', pattern: /\b(solid foods?|finger foods?|fruit|snacks?|yoghurt|spoon)\b/i, fromMonths: 6 },
];

describe('ages of activities and tips', () => {
  it('gives every item a month range (inclusive) matching its whole years', () => {
    for (const item of ITEMS) {
      const ok =
        Number.isInteger(item.minAgeMonths) &&
        Number.isInteger(item.maxAgeMonths) &&
        item.minAgeMonths >= 0 &&
        item.minAgeMonths <= item.maxAgeMonths &&
        item.maxAgeMonths <= TARGET_AGE_MAX * 12 + 11 &&
        item.minAge === Math.floor(item.minAgeMonths / 12) &&
        item.maxAge === Math.floor(item.maxAgeMonths / 12);
      expect([item.id, ok]).toEqual([item.id, true]);
    }
  });

  it('keeps every item that starts under 24 months to at most 6 months', () => {
    for (const item of ITEMS.filter((i) => i.minAgeMonths < CHOOSE_BY_MONTH_UNDER_MONTHS)) {
      expect([item.id, item.maxAgeMonths - item.minAgeMonths + 1 <= INFANT_RANGE_MAX_MONTHS]).toEqual([item.id, true]);
    }
  });

  it.each(SKILL_AGES)('asks for no $skill before $fromMonths months', ({ pattern, fromMonths }) => {
    for (const item of ITEMS.filter((i) => pattern.test(i.text))) {
      expect([item.id, item.minAgeMonths >= fromMonths]).toEqual([item.id, true]);
    }
  });

  it('has enough activities in every domain for every month 0-23 (a week of plans: 3 a day, none twice in 7 days)', () => {
    for (let month = 0; month < CHOOSE_BY_MONTH_UNDER_MONTHS; month += 1) {
      const forMonth = ACTIVITY_LIBRARY.filter((a) => fitsAgeInMonths(a, month));
      expect([month, forMonth.length >= 21]).toEqual([month, true]);
      for (const domain of DOMAIN_TYPES) {
        expect([month, domain, forMonth.filter((a) => a.domainType === domain).length >= 5]).toEqual([month, domain, true]);
      }
    }
  });

  it('has at least three tips in three domains for every month 0-23', () => {
    for (let month = 0; month < CHOOSE_BY_MONTH_UNDER_MONTHS; month += 1) {
      const forMonth = PARENT_TIPS.filter((t) => fitsAgeInMonths(t, month));
      expect([month, forMonth.length >= 3, new Set(forMonth.map((t) => t.domain)).size >= 3]).toEqual([month, true, true]);
    }
  });

  it('never gives a child of 2 or more an item whose range ends before 24 months', () => {
    const babyItem = { minAgeMonths: 18, maxAgeMonths: 23 };
    for (const months of [24, 30, 60]) expect(fitsAgeInMonths(babyItem, months)).toBe(false);
    expect(fitsAgeInMonths({ minAgeMonths: 24, maxAgeMonths: 47 }, 30)).toBe(true);
  });

  it.each([0, 1, 3, 6, 9, 12])("plans a %i-month-old's week only from activities for that month", (month) => {
    const library = ACTIVITY_LIBRARY.map((a, index) => ({ ...a, id: index + 1 }));
    const candidates = library.filter((a) => fitsAgeInMonths(a, month));
    for (let day = 0; day < 7; day += 1) {
      const plan = generateDayPlan({
        childName: 'Asha',
        candidates,
        scores: null,
        concern: 'none',
        personaType: null,
        random: seededRandom(`asha:${month}:${day}`),
      });
      expect(plan).toHaveLength(3);
      for (const item of plan) {
        const activity = library[item.activityId - 1];
        expect([activity.slug, activity.minAgeMonths <= month && month <= activity.maxAgeMonths]).toEqual([activity.slug, true]);
      }
    }
    // Nothing that needs a skill before its age is among them.
    for (const { pattern, fromMonths } of SKILL_AGES) {
      if (month < fromMonths) expect(candidates.filter((a) => pattern.test(`${a.title}. ${a.description}`)).map((a) => a.slug)).toEqual([]);
    }
  });
});
