import { CHECKLIST_AGES_MONTHS, DOMAIN_TYPES, domainScore, MIN_ANSWERS_PER_DOMAIN, TARGET_AGE_MAX, TARGET_AGE_MIN } from '@flourishly/contracts';
import { CDC_ATTRIBUTION, CDC_CHECKLISTS, CDC_DISCLAIMER } from './cdc-milestones';
import { flattenChecklist } from './milestone-content';
import { PARENT_TIPS } from './parent-tips';
import { SCHOOL_AGE_CHECKLISTS } from './school-age-milestones';

const ALL = [...CDC_CHECKLISTS, ...SCHOOL_AGE_CHECKLISTS];

describe('milestone content', () => {
  it('has one checklist per CDC 2022 age and per school year 6-12, matching the contract ages', () => {
    expect(CDC_CHECKLISTS.map((c) => c.ageMonths)).toEqual([2, 4, 6, 9, 12, 15, 18, 24, 30, 36, 48, 60]);
    expect(SCHOOL_AGE_CHECKLISTS.map((c) => c.ageMonths / 12)).toEqual([6, 7, 8, 9, 10, 11, 12]);
    expect(ALL.map((c) => c.ageMonths)).toEqual([...CHECKLIST_AGES_MONTHS]);
  });

  it('attributes every CDC checklist and item and carries the non-endorsement disclaimer', () => {
    for (const checklist of CDC_CHECKLISTS) {
      expect(checklist.source).toBe('Source: CDC, Learn the Signs. Act Early.');
      expect(checklist.disclaimer).toBe(CDC_DISCLAIMER);
      expect(checklist.disclaimer).toMatch(/does not imply endorsement/);
      for (const item of flattenChecklist(checklist, DOMAIN_TYPES)) expect(item.source.startsWith(CDC_ATTRIBUTION)).toBe(true);
    }
  });

  it('covers the four CDC sections at every CDC age, each scorable once all its items are answered', () => {
    for (const checklist of CDC_CHECKLISTS) {
      for (const domain of ['cognitive', 'physical', 'social-emotional', 'language'] as const) {
        const items = checklist.items[domain] ?? [];
        expect(items.length).toBeGreaterThanOrEqual(1);
        expect(domainScore(items.map(() => 'yes'), items.length)).toBe(100);
      }
    }
  });

  it('covers all five domains with scorable item counts at every school age, each citing its framework', () => {
    for (const checklist of SCHOOL_AGE_CHECKLISTS) {
      for (const domain of DOMAIN_TYPES) expect((checklist.items[domain] ?? []).length).toBeGreaterThanOrEqual(MIN_ANSWERS_PER_DOMAIN);
      for (const item of flattenChecklist(checklist, DOMAIN_TYPES)) {
        expect(item.source).toMatch(/CASEL|Grade-level expectations|Physical activity guidelines|SHAPE America/);
      }
    }
    const frameworksByDomain = (domain: string) =>
      new Set(SCHOOL_AGE_CHECKLISTS.flatMap((c) => flattenChecklist(c, DOMAIN_TYPES)).filter((i) => i.domain === domain).map((i) => i.source.split(/[:,]/)[0]));
    expect([...frameworksByDomain('social-emotional')]).toEqual(['CASEL SEL framework']);
    expect([...frameworksByDomain('moral')]).toEqual(['CASEL SEL framework']);
    expect(new Set(frameworksByDomain('physical'))).toEqual(new Set(['SHAPE America Grade-Level Outcomes for K-12 Physical Education (2014)', 'Physical activity guidelines']));
  });

  it('builds an age-N school list from the end of the grade a child of N has finished (kindergarten at 6)', () => {
    for (const checklist of SCHOOL_AGE_CHECKLISTS) {
      const finished = checklist.ageMonths / 12 - 6;
      const grade = finished === 0 ? 'K' : String(finished);
      const gradeName = finished === 0 ? 'end of kindergarten' : `end of grade ${finished}`;
      for (const item of flattenChecklist(checklist, DOMAIN_TYPES)) {
        if (item.source.startsWith('Grade-level expectations')) {
          const [, label, code] = /^Grade-level expectations \(Common Core State Standards\), ([^:]+): (\S+) \(/.exec(item.source)!;
          expect([item.key, label]).toEqual([item.key, gradeName]);
          // A Common Core code names its grade: 1.NBT.B.2 (math) or RL.1.2, RF.K.3c (English language arts).
          expect([item.key, code]).toEqual([item.key, expect.stringMatching(new RegExp(`^(${grade}\\.(CC|OA|NBT|NF|MD|G|RP|EE|NS|SP)\\.[A-D]\\.\\d+|(RL|RI|RF|W|SL|L)\\.${grade}\\.\\d+[a-f]?)$`))]);
        }
        if (item.source.startsWith('SHAPE America')) expect([item.key, item.source]).toEqual([item.key, expect.stringContaining(`Standard 1, ${finished === 0 ? 'kindergarten' : `grade ${finished}`}:`)]);
        if (item.source.startsWith('Physical activity guidelines')) expect(item.source).toMatch(/WHO 2020|HHS 2018/);
      }
    }
    // Tens and ones is a grade-1 standard, so it belongs to the list for age 7.
    const tensAndOnes = SCHOOL_AGE_CHECKLISTS.flatMap((c) => flattenChecklist(c, DOMAIN_TYPES)).find((i) => /tens and ones/.test(i.text))!;
    expect([tensAndOnes.checklistKey, tensAndOnes.source]).toEqual(['school-7y', expect.stringContaining('1.NBT.B.2')]);
  });

  it('keeps the item keys of the school-age lists (answers are stored by key)', () => {
    for (const checklist of SCHOOL_AGE_CHECKLISTS) {
      const keys = flattenChecklist(checklist, DOMAIN_TYPES).map((i) => i.key);
      expect(keys).toEqual(DOMAIN_TYPES.flatMap((domain) => [1, 2, 3].map((n) => `${checklist.key}-${domain}-${n}`)));
    }
  });

  it('gives every item a unique stable key and non-empty text and source', () => {
    const items = ALL.flatMap((c) => flattenChecklist(c, DOMAIN_TYPES));
    expect(new Set(items.map((i) => i.key)).size).toBe(items.length);
    for (const item of items) {
      expect(item.text.trim().length).toBeGreaterThan(3);
      expect(item.source.trim().length).toBeGreaterThan(10);
    }
  });
});

describe('parent tips content', () => {
  it('has at least 120 tips with unique keys, each sourced, with a valid age range and domain', () => {
    expect(PARENT_TIPS.length).toBeGreaterThanOrEqual(120);
    expect(new Set(PARENT_TIPS.map((t) => t.key)).size).toBe(PARENT_TIPS.length);
    for (const tip of PARENT_TIPS) {
      expect(tip.minAge).toBeGreaterThanOrEqual(TARGET_AGE_MIN);
      expect(tip.maxAge).toBeLessThanOrEqual(TARGET_AGE_MAX);
      expect(tip.minAge).toBeLessThanOrEqual(tip.maxAge);
      expect(DOMAIN_TYPES).toContain(tip.domain);
      expect(tip.source.length).toBeGreaterThan(3);
      expect(tip.content.length).toBeGreaterThan(20);
    }
  });

  it('covers every age from 0 to 12 in every domain with age-specific tips', () => {
    for (let age = TARGET_AGE_MIN; age <= TARGET_AGE_MAX; age += 1) {
      const specific = PARENT_TIPS.filter((t) => t.minAge <= age && age <= t.maxAge && t.maxAge - t.minAge <= 1);
      for (const domain of DOMAIN_TYPES) expect(specific.some((t) => t.domain === domain)).toBe(true);
    }
  });
});

describe('parent tips against their sources', () => {
  /** AASM recommended sleep per 24 hours by age in years (Paruthi et al., 2016). */
  const aasmHours = (age: number): string => (age < 1 ? '12 to 16' : age < 3 ? '11 to 14' : age < 6 ? '10 to 13' : '9 to 12');

  it('gives sleep hours only as AASM ranges for ages the tip covers, citing the AASM', () => {
    const sleepTips = PARENT_TIPS.filter((tip) => /\d+ to \d+ hours/.test(tip.content));
    expect(sleepTips.length).toBeGreaterThanOrEqual(2);
    for (const tip of sleepTips) {
      expect(tip.source).toMatch(/American Academy of Sleep Medicine.*2016/);
      const allowed = new Set(Array.from({ length: tip.maxAge - tip.minAge + 1 }, (_, index) => aasmHours(tip.minAge + index)));
      for (const [range] of tip.content.matchAll(/\d+ to \d+(?= hours)/g)) expect([tip.key, range, allowed.has(range)]).toEqual([tip.key, range, true]);
      // A tip for ages on both sides of a boundary names the range for each side.
      for (const range of allowed) expect([tip.key, tip.content.includes(range)]).toEqual([tip.key, true]);
    }
  });

  it('files screen-time guidance under physical health, citing the AAP media statement', () => {
    const screenTips = PARENT_TIPS.filter((tip) => /screen/i.test(tip.content) && tip.maxAge <= 3);
    expect(screenTips.length).toBeGreaterThanOrEqual(2);
    for (const tip of screenTips) {
      expect(tip.domain).toBe('physical');
      expect(tip.source).toMatch(/Media and Young Minds/);
      if (tip.minAge < 2) expect(tip.content).toMatch(/video call/);
    }
  });
});
