import type { ImmunisationScheduleData } from './types';

const RV_NOTE = 'Rotavirus vaccines of the RV1 brand need two doses; the other brands three.';
const FLU_NOTE = 'Then once a year, before the monsoon, until 5 years of age.';

/**
 * India: the Indian Academy of Pediatrics' Advisory Committee on Vaccines and Immunization
 * Practices (IAP-ACVIP) recommended immunisation schedule for children aged 0-18 years, the
 * vaccines for routine use. Transcribed, not copied from a machine-readable file: check against
 * the published table before release (immunisation-schedules/README.md).
 */
export const IAP_SCHEDULE: ImmunisationScheduleData = {
  name: 'IAP (India)',
  edition: 'IAP-ACVIP recommended immunisation schedule 2020-21',
  source:
    'Indian Academy of Pediatrics, Advisory Committee on Vaccines and Immunization Practices: recommended immunisation schedule for children aged 0 through 18 years (2020-21), vaccines for routine use.',
  doses: [
    { vaccine: 'BCG', dose: 1, from: { weeks: 0 } },
    { vaccine: 'OPV', dose: 1, from: { weeks: 0 }, label: 'Birth dose (OPV 0)' },
    { vaccine: 'HepB', dose: 1, from: { weeks: 0 }, note: 'Within 24 hours of birth.' },
    { vaccine: 'DTP', dose: 1, from: { weeks: 6 } },
    { vaccine: 'IPV', dose: 1, from: { weeks: 6 } },
    { vaccine: 'Hib', dose: 1, from: { weeks: 6 } },
    { vaccine: 'HepB', dose: 2, from: { weeks: 6 } },
    { vaccine: 'RV', dose: 1, from: { weeks: 6 }, note: RV_NOTE },
    { vaccine: 'PCV', dose: 1, from: { weeks: 6 } },
    { vaccine: 'DTP', dose: 2, from: { weeks: 10 } },
    { vaccine: 'IPV', dose: 2, from: { weeks: 10 } },
    { vaccine: 'Hib', dose: 2, from: { weeks: 10 } },
    { vaccine: 'HepB', dose: 3, from: { weeks: 10 } },
    { vaccine: 'RV', dose: 2, from: { weeks: 10 }, note: RV_NOTE },
    { vaccine: 'PCV', dose: 2, from: { weeks: 10 } },
    { vaccine: 'DTP', dose: 3, from: { weeks: 14 } },
    { vaccine: 'IPV', dose: 3, from: { weeks: 14 } },
    { vaccine: 'Hib', dose: 3, from: { weeks: 14 } },
    { vaccine: 'HepB', dose: 4, from: { weeks: 14 }, note: 'The fourth dose comes with a combination vaccine.' },
    { vaccine: 'RV', dose: 3, from: { weeks: 14 }, note: RV_NOTE },
    { vaccine: 'PCV', dose: 3, from: { weeks: 14 } },
    { vaccine: 'Influenza', dose: 1, from: { months: 6 } },
    { vaccine: 'TCV', dose: 1, from: { months: 6 }, by: { months: 9 } },
    { vaccine: 'Influenza', dose: 2, from: { months: 7 }, note: FLU_NOTE },
    { vaccine: 'MMR', dose: 1, from: { months: 9 } },
    { vaccine: 'HepA', dose: 1, from: { months: 12 } },
    { vaccine: 'PCV', dose: 4, from: { months: 12 }, by: { months: 15 }, label: 'Booster' },
    { vaccine: 'MMR', dose: 2, from: { months: 15 } },
    { vaccine: 'Varicella', dose: 1, from: { months: 15 } },
    { vaccine: 'DTP', dose: 4, from: { months: 16 }, by: { months: 18 }, label: 'Booster 1' },
    { vaccine: 'IPV', dose: 4, from: { months: 16 }, by: { months: 18 }, label: 'Booster 1' },
    { vaccine: 'Hib', dose: 4, from: { months: 16 }, by: { months: 18 }, label: 'Booster' },
    {
      vaccine: 'HepA',
      dose: 2,
      from: { months: 18 },
      by: { months: 24 },
      note: 'Only for the inactivated vaccine; the live vaccine is one dose.',
    },
    { vaccine: 'Varicella', dose: 2, from: { months: 18 }, by: { months: 24 } },
    { vaccine: 'DTP', dose: 5, from: { years: 4 }, by: { years: 6 }, label: 'Booster 2' },
    { vaccine: 'IPV', dose: 5, from: { years: 4 }, by: { years: 6 }, label: 'Booster 2' },
    { vaccine: 'MMR', dose: 3, from: { years: 4 }, by: { years: 6 } },
    { vaccine: 'HPV', dose: 1, from: { years: 9 }, by: { years: 14 } },
    { vaccine: 'HPV', dose: 2, from: { years: 9, months: 6 }, by: { years: 15 }, note: 'Six months after the first dose.' },
    { vaccine: 'Tdap', dose: 1, from: { years: 10 }, by: { years: 12 } },
  ],
};
