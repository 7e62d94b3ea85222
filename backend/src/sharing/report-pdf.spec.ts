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

describe('the report PDF’s immunisations', () => {
  const withImmunisations = (immunisations: SharedReport['immunisations']): SharedReport => ({ ...report([]), immunisations });

  it('lists the doses given, then overdue, due and the next ones, with the schedule’s edition and source', () => {
    const model = reportPdfModel(
      withImmunisations({
        schedule: 'IAP',
        doses: [
          { vaccine: 'BCG', dose: 1, dueFrom: '2025-06-20', dueBy: null, status: 'given', givenOn: '2025-06-21', recordId: 1 },
          { vaccine: 'HepB', dose: 2, dueFrom: '2025-08-01', dueBy: null, status: 'overdue', givenOn: null, recordId: null },
          { vaccine: 'TCV', dose: 1, dueFrom: '2025-12-20', dueBy: '2026-03-20', status: 'due', givenOn: null, recordId: null },
          { vaccine: 'MMR', dose: 1, dueFrom: '2026-03-20', dueBy: null, status: 'upcoming', givenOn: null, recordId: null },
        ],
      }),
    );
    const lines = texts(model);
    const heading = lines.indexOf('Immunisations (IAP-ACVIP recommended immunisation schedule 2020-21)');
    expect(heading).toBeGreaterThan(0);
    expect(model.blocks[heading].kind).toBe('heading');
    expect(lines.slice(heading + 2, heading + 7)).toEqual([
      'BCG (tuberculosis), dose 1: given 21 June 2025',
      'Hepatitis B, dose 2: overdue (due 1 August 2025)',
      'Typhoid conjugate (TCV), dose 1: due now (20 December 2025 to 20 March 2026)',
      'Measles, mumps, rubella (MMR), dose 1: upcoming (20 March 2026)',
      expect.stringMatching(/^Source: Indian Academy of Pediatrics/),
    ]);
  });

  it('says when no dose is recorded, and has no section without the data', () => {
    const lines = texts(reportPdfModel(withImmunisations({ schedule: 'CDC', doses: [] })));
    expect(lines).toContain('No dose recorded yet.');
    expect(texts(reportPdfModel(report([])))).not.toContain('No dose recorded yet.');
  });
});
