import { DOMAIN_TYPES } from '@flourishly/contracts';
import { CDC_ATTRIBUTION, CDC_CHECKLISTS, CDC_DISCLAIMER } from '../cdc-milestones';
import { flattenChecklist } from '../milestone-content';
import { PARENT_TIPS } from '../parent-tips';
import { SCHOOL_AGE_CHECKLISTS, SCHOOL_AGE_DISCLAIMER, SCHOOL_AGE_SOURCE } from '../school-age-milestones';
import { milestoneItemIn } from '../localize';
import {
  cdcCitationHi,
  CDC_ATTRIBUTION_HI,
  CDC_DISCLAIMER_HI,
  CHECKLIST_TITLES_HI,
  MILESTONE_ITEMS_HI,
  schoolAgeCitationHi,
  SCHOOL_AGE_DISCLAIMER_HI,
  SCHOOL_AGE_SOURCE_HI,
} from './milestones.hi';
import { PARENT_TIPS_HI } from './parent-tips.hi';
import { compare, problemsOf } from './translation-checks';

/** Every checklist of the library, as the seeder lists them (milestone-library.seeder.ts). */
const LIBRARY = [...CDC_CHECKLISTS, ...SCHOOL_AGE_CHECKLISTS];

describe('the checks of the Hindi content', () => {
  it('catch a missing, extra, empty, Latin or figure-changing translation', () => {
    const english = { a: 'Sleep 9 to 12 hours.', b: 'Use a lace no longer than 30 cm.', c: 'Counts to 10', d: 'Knows 10 × 10' };
    expect(
      compare(english, { a: 'रोज़ 9 से 11 घंटे सोएँ।', b: 'Use a lace no longer than 30 सेमी.', d: 'जानता है 10 x 10', e: 'अतिरिक्त' }),
    ).toEqual({
      a: ['missing 12, 12 hours'],
      b: ['only 17% Devanagari'],
      c: ['no Hindi text'],
      d: ['missing ×'],
      e: ['no English text'],
    });
    expect(compare({ a: 'Wait 30 minutes' }, { a: ' ' })).toEqual({ a: ['empty', 'only 0% Devanagari', 'missing 30, 30 minutes'] });
    expect(compare({ a: 'Ages 18-24 months' }, { a: '18-24 महीने की उम्र' })).toEqual({});
    expect(compare({ a: 'See www.cdc.gov/ActEarly, 2/3 and elbows/forearms' }, { a: 'देखें cdc.gov, 2 3 और कोहनियाँ या बाँहें' })).toEqual({
      a: ['missing /, www.cdc.gov/ActEarly'],
    });
  });
});

describe('Hindi parent tips', () => {
  it('translate every tip, and only the tips there are, keeping every figure', () => {
    const english = Object.fromEntries(PARENT_TIPS.map((tip) => [tip.key, tip.content]));
    expect(Object.keys(english)).toHaveLength(130);
    expect(compare(english, PARENT_TIPS_HI)).toEqual({});
  });
});

describe('Hindi milestone checklists', () => {
  it('translate every item of every checklist, and only those, keeping every figure', () => {
    const english = Object.fromEntries(
      LIBRARY.flatMap((checklist) => flattenChecklist(checklist, DOMAIN_TYPES)).map((item) => [item.key, item.text]),
    );
    expect(Object.keys(english)).toHaveLength(264);
    expect(compare(english, MILESTONE_ITEMS_HI)).toEqual({});
  });

  it('cite every CDC item in Hindi, keeping the CDC programme, the checklist’s year and age', () => {
    const items = CDC_CHECKLISTS.flatMap((checklist) => flattenChecklist(checklist, DOMAIN_TYPES));
    const english = Object.fromEntries(items.map((item) => [item.key, item.source]));
    const hindi = Object.fromEntries(items.map((item) => [item.key, milestoneItemIn('hi', item).source]));
    expect(Object.keys(english)).toHaveLength(159);
    expect(compare(english, hindi)).toEqual({});
    for (const item of items) expect(hindi[item.key]).toMatch(/^स्रोत: CDC, Learn the Signs\. Act Early\. विकास के पड़ावों की सूची \(2022\), \d+ (महीने|साल): /);
    expect(hindi['cdc-48m-moral-1']).toBe(
      'स्रोत: CDC, Learn the Signs. Act Early. विकास के पड़ावों की सूची (2022), 4 साल: सामाजिक/भावनात्मक (हमारे नैतिक क्षेत्र में रखा गया: नियम, मदद और दूसरों की परवाह)',
    );
    // A citation of another form, section or note stays as it is.
    expect(cdcCitationHi('Source: CDC, Learn the Signs. Act Early. Milestone checklist (2022), 4 years: Vision')).toBeUndefined();
    expect(cdcCitationHi('Source: somewhere else')).toBeUndefined();
    expect(milestoneItemIn('hi', { key: 'no-such-key', domain: 'physical', text: 'Hops', source: 'Our own' })).toEqual({
      key: 'no-such-key',
      domain: 'physical',
      text: 'Hops',
      source: 'Our own',
    });
  });

  it('cite every school-age item in Hindi, keeping the frameworks’ names, the standards’ codes and every figure', () => {
    const items = SCHOOL_AGE_CHECKLISTS.flatMap((checklist) => flattenChecklist(checklist, DOMAIN_TYPES));
    const english = Object.fromEntries(items.map((item) => [item.key, item.source]));
    const hindi = Object.fromEntries(items.map((item) => [item.key, milestoneItemIn('hi', item).source]));
    expect(Object.keys(english)).toHaveLength(105);
    expect(compare(english, hindi)).toEqual({});
    for (const item of items) {
      const code = /: (\S+) \(/.exec(item.source)?.[1];
      if (code) expect(hindi[item.key]).toContain(code);
    }
    expect(hindi['school-8y-cognitive-1']).toBe(
      'हर कक्षा के लिए तय अपेक्षाएँ (Common Core State Standards), कक्षा 2 के अंत तक: 2.OA.B.2 (20 तक जोड़-घटाव फटाफट)',
    );
    expect(schoolAgeCitationHi('CASEL SEL framework: teamwork')).toBeUndefined();
  });

  it('title every checklist', () => {
    const english = Object.fromEntries(LIBRARY.map((checklist) => [checklist.key, checklist.title]));
    expect(compare(english, CHECKLIST_TITLES_HI)).toEqual({});
  });

  it('carry the attributions and disclaimers, keeping the CDC programme name and address', () => {
    expect(problemsOf(CDC_ATTRIBUTION, CDC_ATTRIBUTION_HI)).toEqual([]);
    expect(problemsOf(CDC_DISCLAIMER, CDC_DISCLAIMER_HI)).toEqual([]);
    expect(problemsOf(SCHOOL_AGE_SOURCE, SCHOOL_AGE_SOURCE_HI)).toEqual([]);
    expect(problemsOf(SCHOOL_AGE_DISCLAIMER, SCHOOL_AGE_DISCLAIMER_HI)).toEqual([]);
    for (const text of [CDC_ATTRIBUTION_HI, CDC_DISCLAIMER_HI]) expect(text).toContain('CDC');
    expect(CDC_ATTRIBUTION_HI).toContain('“Learn the Signs. Act Early.”');
    expect(CDC_DISCLAIMER_HI).toContain('www.cdc.gov/ActEarly');
  });
});
