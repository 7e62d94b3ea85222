import { CDC_SCHEDULE } from './cdc';
import { DOSE_LABELS_HI, DOSE_NOTES_HI, SCHEDULE_TEXTS_HI, VACCINE_LABELS_HI } from './hi';
import { IAP_SCHEDULE } from './iap';
import { VACCINE_LABELS } from '../immunisations';

const SCHEDULES = [IAP_SCHEDULE, CDC_SCHEDULE];

/** Share of the letters of a text that are Devanagari (U+0900-U+097F). */
const devanagariShare = (text: string) => {
  const letters = text.match(/[\p{L}\p{M}]/gu) ?? [];
  return letters.filter((letter) => /[\u0900-\u097F]/u.test(letter)).length / Math.max(letters.length, 1);
};

/**
 * What is wrong with a Hindi text of an English one: missing, not mostly Devanagari (where the
 * English is more than abbreviations and figures), or without a number or an upper-case
 * abbreviation (OPV, RV1, DTaP) of the English.
 */
function problemsOf(english: string, hindi: string | undefined): string[] {
  if (hindi === undefined) return ['no Hindi text'];
  const problems: string[] = [];
  // The English's words, without its brackets, abbreviations and figures.
  const words = english.replace(/\([^)]*\)|\b[A-Z][A-Za-z]*[A-Z0-9]\w*\b|\d+/g, '').match(/\p{L}+/gu) ?? [];
  if (words.length > 1 && devanagariShare(hindi) < 0.5) problems.push(`only ${Math.round(devanagariShare(hindi) * 100)}% Devanagari`);
  for (const kept of new Set(english.match(/\d+|\b[A-Z][A-Za-z]*[A-Z0-9][A-Za-z0-9]*\b/g) ?? [])) {
    if (!hindi.includes(kept)) problems.push(`missing ${kept}`);
  }
  return problems;
}

/** Problems of every text of a table, by its English; a Hindi text of no English is one too. */
function compare(english: Record<string, string>, hindi: Readonly<Record<string, string>>): Record<string, string[]> {
  const report: Record<string, string[]> = {};
  for (const [key, text] of Object.entries(english)) {
    const problems = problemsOf(text, hindi[key]);
    if (problems.length > 0) report[key] = problems;
  }
  for (const key of Object.keys(hindi)) if (!(key in english)) report[key] = ['no English text'];
  return report;
}

const byText = (texts: (string | undefined)[]) =>
  Object.fromEntries(texts.filter((text): text is string => text !== undefined).map((text) => [text, text]));

describe('Hindi immunisation schedules', () => {
  it('catch a missing, Latin or abbreviation-dropping text', () => {
    expect(
      compare(
        { a: 'Within 24 hours of birth.', b: 'Only for the three-dose brand (RV5).', c: 'Hepatitis B' },
        { a: 'Within 24 hours.', b: 'तीन खुराक वाला ब्रांड।' },
      ),
    ).toEqual({
      a: ['only 0% Devanagari'],
      b: ['missing RV5'],
      c: ['no Hindi text'],
    });
  });

  it('name every vaccine, keeping its abbreviation', () => {
    expect(compare(VACCINE_LABELS, VACCINE_LABELS_HI)).toEqual({});
  });

  it('give every schedule its name, edition and source, with the editions’ years', () => {
    expect(Object.keys(SCHEDULE_TEXTS_HI).sort()).toEqual(SCHEDULES.map((schedule) => schedule.name).sort());
    for (const schedule of SCHEDULES) {
      const hindi = SCHEDULE_TEXTS_HI[schedule.name];
      expect([schedule.name, problemsOf(schedule.edition, hindi.edition), problemsOf(schedule.source, hindi.source)]).toEqual([
        schedule.name,
        [],
        [],
      ]);
      expect(devanagariShare(hindi.name)).toBeGreaterThan(0.3);
    }
  });

  it('translate every dose label and note of both schedules, and only those', () => {
    const doses = SCHEDULES.flatMap((schedule) => schedule.doses);
    expect(compare(byText(doses.map((dose) => dose.label)), DOSE_LABELS_HI)).toEqual({});
    expect(compare(byText(doses.map((dose) => dose.note)), DOSE_NOTES_HI)).toEqual({});
  });
});
