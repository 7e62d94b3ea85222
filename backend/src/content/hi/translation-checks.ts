/**
 * The checks every Hindi text of the content passes against its English (the specs of
 * content/hi): present, non-empty, mostly Devanagari, and keeping every figure of the English
 * (docs/content-sources.md, "Hindi"). For the specs only; nothing at run time imports it.
 */

/** Share of the letters (and vowel signs) of a text that are Devanagari (U+0900–U+097F). */
export function devanagariShare(text: string): number {
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
export function missingFigures(english: string, hindi: string): string[] {
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
export function problemsOf(english: string, hindi: string | undefined): string[] {
  if (hindi === undefined) return ['no Hindi text'];
  const problems: string[] = [];
  if (hindi.trim() === '') problems.push('empty');
  if (devanagariShare(hindi) < 0.6) problems.push(`only ${Math.round(devanagariShare(hindi) * 100)}% Devanagari`);
  const missing = missingFigures(english, hindi);
  if (missing.length > 0) problems.push(`missing ${missing.join(', ')}`);
  return problems;
}

/** Every key of `english` with the problems of its Hindi text, and every Hindi key without an English one. */
export function compare(english: Readonly<Record<string, string>>, hindi: Readonly<Record<string, string>>): Record<string, string[]> {
  const report: Record<string, string[]> = {};
  for (const [key, text] of Object.entries(english)) {
    const problems = problemsOf(text, hindi[key]);
    if (problems.length > 0) report[key] = problems;
  }
  for (const key of Object.keys(hindi)) if (!(key in english)) report[key] = ['no English text'];
  return report;
}
