import { subDays, subMonths, subYears } from 'date-fns';
import { createIntl } from 'react-intl';
import { formatAge, formatAgeLine, isoDateOf } from '@flourishly/contracts';
import { ageLineText, ageSpanText, ageText, ageUnknownText } from './age-text';
import en from './messages/en.json';
import hi from './messages/hi.json';

const english = createIntl({ locale: 'en-IN', messages: en });
const hindi = createIntl({ locale: 'hi-IN', messages: hi });
const now = new Date(2026, 10, 29, 12);
const bornBefore = (date: Date) => ({ dateOfBirth: isoDateOf(date) });

describe('ages in the parent’s language (every page’s)', () => {
  it('says every age in English as the contracts do, preterm or not', () => {
    const births = [
      ...[0, 1, 6, 7, 20, 29].map((days) => subDays(now, days)),
      ...[1, 2, 10, 11, 12, 13, 16, 23, 24, 25].map((months) => subMonths(now, months)),
      ...[2, 3, 7, 12].map((years) => subYears(now, years)),
    ];
    const children = births.flatMap((birth) => [
      bornBefore(birth),
      { ...bornBefore(birth), gestationalAgeAtBirthWeeks: 30, gestationalAgeAtBirthDays: 3 },
      { ...bornBefore(birth), gestationalAgeAtBirthWeeks: 36, gestationalAgeAtBirthDays: 0 },
    ]);
    for (const child of children) {
      expect(ageText(english, child, now)).toBe(formatAge(child, now));
      expect(ageLineText(english, child, now)).toBe(formatAgeLine(child, now));
    }
    expect(ageLineText(english, { dateOfBirth: 'not a date' }, now)).toBe('Age: Unknown');
  });

  it('says ages in Hindi, with the corrected age and the time before the due date', () => {
    expect(ageLineText(hindi, bornBefore(subMonths(now, 16)), now)).toBe('उम्र: 1 साल 4 महीने');
    expect(ageLineText(hindi, bornBefore(subYears(now, 7)), now)).toBe('उम्र: 7 साल');
    expect(ageText(hindi, { ...bornBefore(subMonths(now, 10)), gestationalAgeAtBirthWeeks: 28 }, now)).toBe(
      '10 महीने (सुधारी गई उम्र: 7 महीने)',
    );
    expect(ageText(hindi, { ...bornBefore(subDays(now, 14)), gestationalAgeAtBirthWeeks: 30 }, now)).toBe(
      '2 हफ़्ते (सुधारी गई उम्र: प्रसव की अनुमानित तारीख से 8 हफ़्ते पहले)',
    );
    expect(ageText(hindi, bornBefore(subDays(now, 1)), now)).toBe('1 दिन');
    expect(ageLineText(hindi, { dateOfBirth: '' }, now)).toBe('उम्र: पता नहीं');
  });

  it('counts whole years by days when asked (the parent dashboard), as the contracts do', () => {
    const at = new Date(2026, 10, 22, 12);
    const children = [
      { dateOfBirth: '2026-11-19' },
      { dateOfBirth: '2026-10-30' },
      { dateOfBirth: '2025-07-01' },
      { dateOfBirth: '2020-01-01' },
      // 6 calendar years today, 5 years by days (2191 / 365.25).
      { dateOfBirth: '2020-11-22' },
      { dateOfBirth: '2026-05-01', gestationalAgeAtBirthWeeks: 28 },
      { dateOfBirth: '2026-11-01', gestationalAgeAtBirthWeeks: 30 },
      { dateOfBirth: '' },
    ];
    expect(children.map((child) => ageLineText(english, child, at, { yearsByDays: true }))).toEqual(
      children.map((child) => formatAgeLine(child, at, { yearsByDays: true })),
    );
    expect(ageLineText(english, { dateOfBirth: '2026-11-01', gestationalAgeAtBirthWeeks: 30 }, at, { yearsByDays: true })).toBe(
      'Age: 3 weeks (corrected: 7 weeks before due date)',
    );
    expect(ageLineText(english, { dateOfBirth: '2020-11-22' }, at, { yearsByDays: true })).toBe('Age: 5 years');
    expect(ageLineText(hindi, { dateOfBirth: '2020-11-22' }, at)).toBe('उम्र: 6 साल');
  });

  it('says an age in months alone, as a checklist’s age', () => {
    expect([1, 12, 16, 30].map((months) => ageSpanText(english, months))).toEqual(['1 month', '1 year', '1 year 4 months', '2 years']);
    expect(ageSpanText(hindi, 16)).toBe('1 साल 4 महीने');
    expect(ageUnknownText(hindi)).toBe('पता नहीं');
  });
});
