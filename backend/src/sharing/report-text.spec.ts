import { formatAge } from '@flourishly/contracts';
import { reportTextIn } from './report-text';

describe('the shared report’s age text', () => {
  const now = new Date('2026-12-01T10:00:00Z');
  const children = {
    term: { dateOfBirth: '2026-02-01', gestationalAgeAtBirthWeeks: null },
    preterm: { dateOfBirth: '2026-02-01', gestationalAgeAtBirthWeeks: 28 },
    newborn: { dateOfBirth: '2026-11-26', gestationalAgeAtBirthWeeks: 30 },
    toddler: { dateOfBirth: '2025-08-15', gestationalAgeAtBirthWeeks: null },
    older: { dateOfBirth: '2022-06-10', gestationalAgeAtBirthWeeks: 32 },
    unknown: { dateOfBirth: 'not a date', gestationalAgeAtBirthWeeks: null },
  };

  it('is the contracts’ formatAge in English', () => {
    for (const child of Object.values(children)) expect(reportTextIn('en').ageText(child, now)).toBe(formatAge(child, now) ?? 'Unknown');
    expect(reportTextIn('en').ageText(children.preterm, now)).toBe('10 months (corrected: 7 months)');
  });

  it('says the same ages in Hindi, with the corrected age and the figures unchanged', () => {
    const hindi = (child: (typeof children)[keyof typeof children]) => reportTextIn('hi').ageText(child, now);
    expect(hindi(children.term)).toBe('10 महीने');
    expect(hindi(children.preterm)).toBe('10 महीने (सुधारी गई उम्र: 7 महीने)');
    expect(hindi(children.newborn)).toBe('5 दिन (सुधारी गई उम्र: प्रसव की अनुमानित तारीख से 9 हफ़्ते पहले)');
    expect(hindi(children.toddler)).toBe('1 साल 3 महीने');
    expect(hindi(children.older)).toBe('4 साल');
    expect(hindi(children.unknown)).toBe('पता नहीं');
    expect(formatAge(children.newborn, now)).toBe('5 days (corrected: 9 weeks before due date)');
    expect(formatAge(children.toddler, now)).toBe('1 year 3 months');
  });
});
