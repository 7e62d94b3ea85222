import { createIntl } from 'react-intl';
import { formatAgeLine, type AgeSubject } from '@flourishly/contracts';
import { ageLine } from './age-text';
import en from './messages/en.json';
import hi from './messages/hi.json';

const now = new Date(2026, 10, 22, 12);
const english = createIntl({ locale: 'en-IN', messages: en });
const hindi = createIntl({ locale: 'hi-IN', messages: hi });

/** Children of every kind of age line: days, weeks, months, a year and months, years, born early, before the due date, none. */
const children: AgeSubject[] = [
  { dateOfBirth: '2026-11-19' },
  { dateOfBirth: '2026-10-30' },
  { dateOfBirth: '2026-01-10' },
  { dateOfBirth: '2025-11-22' },
  { dateOfBirth: '2025-07-01' },
  { dateOfBirth: '2020-01-01' },
  { dateOfBirth: '2026-05-01', gestationalAgeAtBirthWeeks: 28 },
  { dateOfBirth: '2026-11-01', gestationalAgeAtBirthWeeks: 30 },
  { dateOfBirth: '' },
];

describe('ageLine', () => {
  it('says in English exactly what the contracts’ formatAgeLine says, counting years by days', () => {
    expect(children.map((child) => ageLine(english, child, now))).toEqual(
      children.map((child) => formatAgeLine(child, now, { yearsByDays: true })),
    );
    expect(ageLine(english, { dateOfBirth: '2026-11-01', gestationalAgeAtBirthWeeks: 30 }, now)).toBe(
      'Age: 3 weeks (corrected: 7 weeks before due date)',
    );
  });

  it('says the same ages in Hindi', () => {
    expect(children.map((child) => ageLine(hindi, child, now))).toEqual([
      'उम्र: 3 दिन',
      'उम्र: 3 हफ़्ते',
      'उम्र: 10 महीने',
      'उम्र: 1 साल',
      'उम्र: 1 साल 4 महीने',
      'उम्र: 6 साल',
      'उम्र: 6 महीने (सुधारी गई उम्र: 3 महीने)',
      'उम्र: 3 हफ़्ते (सुधारी गई उम्र: प्रसव की अनुमानित तारीख से 7 हफ़्ते पहले)',
      'उम्र: पता नहीं',
    ]);
  });
});
