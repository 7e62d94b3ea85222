import type { ImmunisationScheduleData } from './types';

const FLU_NOTE = 'A second dose four weeks after the first in the first season; then one dose every year.';

/**
 * United States: the CDC's recommended child and adolescent immunisation schedule (ages 18
 * years or younger), routine vaccines only (not those for certain risk groups, or decided
 * with the doctor). Transcribed, not copied from a machine-readable file: check against the
 * published table before release (immunisation-schedules/README.md).
 */
export const CDC_SCHEDULE: ImmunisationScheduleData = {
  name: 'CDC (United States)',
  edition: 'CDC child and adolescent immunisation schedule 2025',
  source:
    'Centers for Disease Control and Prevention (CDC): recommended child and adolescent immunization schedule for ages 18 years or younger, United States, 2025; routine recommendations.',
  doses: [
    { vaccine: 'HepB', dose: 1, from: { weeks: 0 }, note: 'Within 24 hours of birth.' },
    { vaccine: 'HepB', dose: 2, from: { months: 1 }, by: { months: 2 } },
    { vaccine: 'RV', dose: 1, from: { months: 2 } },
    { vaccine: 'DTP', dose: 1, from: { months: 2 }, label: 'DTaP 1' },
    { vaccine: 'Hib', dose: 1, from: { months: 2 } },
    { vaccine: 'PCV', dose: 1, from: { months: 2 } },
    { vaccine: 'IPV', dose: 1, from: { months: 2 } },
    { vaccine: 'RV', dose: 2, from: { months: 4 } },
    { vaccine: 'DTP', dose: 2, from: { months: 4 }, label: 'DTaP 2' },
    { vaccine: 'Hib', dose: 2, from: { months: 4 } },
    { vaccine: 'PCV', dose: 2, from: { months: 4 } },
    { vaccine: 'IPV', dose: 2, from: { months: 4 } },
    { vaccine: 'RV', dose: 3, from: { months: 6 }, note: 'Only for the three-dose brand (RV5).' },
    { vaccine: 'DTP', dose: 3, from: { months: 6 }, label: 'DTaP 3' },
    { vaccine: 'Hib', dose: 3, from: { months: 6 }, note: 'Not needed with the two-dose brand (PedvaxHIB).' },
    { vaccine: 'PCV', dose: 3, from: { months: 6 } },
    { vaccine: 'HepB', dose: 3, from: { months: 6 }, by: { months: 18 } },
    { vaccine: 'IPV', dose: 3, from: { months: 6 }, by: { months: 18 } },
    { vaccine: 'Influenza', dose: 1, from: { months: 6 }, note: FLU_NOTE },
    { vaccine: 'Influenza', dose: 2, from: { months: 7 }, note: FLU_NOTE },
    { vaccine: 'Hib', dose: 4, from: { months: 12 }, by: { months: 15 }, label: 'Booster' },
    { vaccine: 'PCV', dose: 4, from: { months: 12 }, by: { months: 15 } },
    { vaccine: 'MMR', dose: 1, from: { months: 12 }, by: { months: 15 } },
    { vaccine: 'Varicella', dose: 1, from: { months: 12 }, by: { months: 15 } },
    { vaccine: 'HepA', dose: 1, from: { months: 12 }, by: { months: 23 } },
    { vaccine: 'DTP', dose: 4, from: { months: 15 }, by: { months: 18 }, label: 'DTaP 4' },
    { vaccine: 'HepA', dose: 2, from: { months: 18 }, by: { months: 23 }, note: 'Six months after the first dose.' },
    { vaccine: 'DTP', dose: 5, from: { years: 4 }, by: { years: 6 }, label: 'DTaP 5' },
    { vaccine: 'IPV', dose: 4, from: { years: 4 }, by: { years: 6 } },
    { vaccine: 'MMR', dose: 2, from: { years: 4 }, by: { years: 6 } },
    { vaccine: 'Varicella', dose: 2, from: { years: 4 }, by: { years: 6 } },
    { vaccine: 'Tdap', dose: 1, from: { years: 11 }, by: { years: 12 } },
    { vaccine: 'HPV', dose: 1, from: { years: 11 }, by: { years: 12 }, note: 'May start at 9 years.' },
    { vaccine: 'HPV', dose: 2, from: { years: 11, months: 6 }, by: { years: 13 }, note: 'Six to twelve months after the first dose.' },
    { vaccine: 'MenACWY', dose: 1, from: { years: 11 }, by: { years: 12 } },
    { vaccine: 'MenACWY', dose: 2, from: { years: 16 }, label: 'Booster' },
  ],
};
