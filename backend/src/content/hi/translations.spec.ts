import { DOMAIN_TYPES } from '@flourishly/contracts';
import { CDC_ATTRIBUTION, CDC_CHECKLISTS, CDC_DISCLAIMER } from '../cdc-milestones';
import { flattenChecklist } from '../milestone-content';
import { PARENT_TIPS } from '../parent-tips';
import { SCHOOL_AGE_CHECKLISTS, SCHOOL_AGE_DISCLAIMER, SCHOOL_AGE_SOURCE } from '../school-age-milestones';
import {
  CDC_ATTRIBUTION_HI,
  CDC_DISCLAIMER_HI,
  CHECKLIST_TITLES_HI,
  MILESTONE_ITEMS_HI,
  SCHOOL_AGE_DISCLAIMER_HI,
  SCHOOL_AGE_SOURCE_HI,
} from './milestones.hi';
import { PARENT_TIPS_HI } from './parent-tips.hi';

/** Every checklist of the library, as the seeder lists them (milestone-library.seeder.ts). */
const LIBRARY = [...CDC_CHECKLISTS, ...SCHOOL_AGE_CHECKLISTS];

/** Share of the letters (and vowel signs) of a text that are Devanagari (U+0900–U+097F). */
function devanagariShare(text: string): number {
  const letters = text.match(/[\p{L}\p{M}]/gu) ?? [];
  if (letters.length === 0) return 0;
  return letters.filter((letter) => /[\u0900-\u097F]/u.test(letter)).length / letters.length;
}

/** The units of the English content and the Hindi words that render them. */
const UNITS: Record<string, string> = {
  cm: 'सेमी|सेंटीमीटर',
  minute: 'मिनट',
  hour: 'घंटे|घंटा',
  day: 'दिन',
  month: 'महीने|महीना',
  year: 'साल',
};

/**
 * What of the English must appear as it is in the Hindi: every number (as a whole number, in
 * Western digits), every maths sign beside a number, every web address, and every "number unit"
 * pair with the unit in Hindi.
 */
function missingFigures(english: string, hindi: string): string[] {
  const missing: string[] = [];
  for (const number of new Set(english.match(/\d+/g) ?? [])) {
    if (!new RegExp(`(?<!\\d)${number}(?!\\d)`).test(hindi)) missing.push(number);
  }
  for (const sign of new Set(english.match(/(?<=\d\s?)[×+=/%]|[×+=/%](?=\s?\d)/g) ?? [])) {
    if (!hindi.includes(sign)) missing.push(sign);
  }
  for (const [address] of english.matchAll(/www\.[\w./]*\w/g)) {
    if (!hindi.includes(address)) missing.push(address);
  }
  for (const [pair, number, unit] of english.matchAll(/(\d+)\s*(cm|minute|hour|day|month|year)s?\b/g)) {
    if (!new RegExp(`(?<!\\d)${number}\\s*(${UNITS[unit]})`).test(hindi)) missing.push(pair);
  }
  return missing;
}

/** Checks one Hindi text against its English one; returns the problems found. */
function problemsOf(english: string, hindi: string | undefined): string[] {
  if (hindi === undefined) return ['no Hindi text'];
  const problems: string[] = [];
  if (hindi.trim() === '') problems.push('empty');
  if (devanagariShare(hindi) < 0.6) problems.push(`only ${Math.round(devanagariShare(hindi) * 100)}% Devanagari`);
  const missing = missingFigures(english, hindi);
  if (missing.length > 0) problems.push(`missing ${missing.join(', ')}`);
  return problems;
}

/** Every key of `english` with the problems of its Hindi text, and every Hindi key without an English one. */
function compare(english: Readonly<Record<string, string>>, hindi: Readonly<Record<string, string>>): Record<string, string[]> {
  const report: Record<string, string[]> = {};
  for (const [key, text] of Object.entries(english)) {
    const problems = problemsOf(text, hindi[key]);
    if (problems.length > 0) report[key] = problems;
  }
  for (const key of Object.keys(hindi)) if (!(key in english)) report[key] = ['no English text'];
  return report;
}

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
