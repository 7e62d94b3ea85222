import type { SharedReport } from '@flourishly/contracts';
import { reportPdfModel } from './report-pdf';

const report = (screenings: SharedReport['screenings']): SharedReport => ({
  child: { firstName: 'Asha', ageMonths: 17, correctedAgeMonths: null, ageText: '17 months', gestationalAgeAtBirthWeeks: null },
  generatedAt: '2026-11-25T10:00:00.000Z',
  expiresAt: '2026-12-02T10:00:00.000Z',
  assessments: [],
  totalAssessments: 0,
  screenings,
});

const texts = (model: ReturnType<typeof reportPdfModel>) => model.blocks.map((block) => block.text);

describe('the report PDF’s recommended screenings', () => {
  it('lists each screening with its age, date and status, and the source', () => {
    const model = reportPdfModel(
      report([
        { kind: 'developmental', ageMonths: 9, dueOn: '2026-03-20', status: 'past' },
        { kind: 'developmental', ageMonths: 18, dueOn: '2026-12-20', status: 'due' },
        { kind: 'autism', ageMonths: 18, dueOn: '2026-12-20', status: 'due' },
        { kind: 'autism', ageMonths: 24, dueOn: '2027-06-20', status: 'upcoming' },
        { kind: 'developmental', ageMonths: 30, dueOn: '2027-12-20', status: 'upcoming' },
      ]),
    );
    const lines = texts(model);
    const heading = lines.indexOf('Recommended screenings');
    expect(heading).toBeGreaterThan(0);
    expect(model.blocks[heading].kind).toBe('heading');
    expect(lines.slice(heading + 2, heading + 7)).toEqual([
      'General developmental screening at 9 months, 20 March 2026: Past',
      'General developmental screening at 18 months, 20 December 2026: Due now',
      'Autism screening at 18 months, 20 December 2026: Due now',
      'Autism screening at 24 months, 20 June 2027: Upcoming',
      'General developmental screening at 30 months, 20 December 2027: Upcoming',
    ]);
    expect(lines[heading + 7]).toMatch(/^Source: American Academy of Pediatrics/);
  });

  it('has no screenings section from school age', () => {
    expect(texts(reportPdfModel(report([])))).not.toContain('Recommended screenings');
  });
});
