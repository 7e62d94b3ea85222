import { createIntl } from 'react-intl';
import {
  IMMUNISATION_SCHEDULE_CODES,
  IMMUNISATION_SCHEDULES,
  immunisationDoseName,
  VACCINE_LABELS,
  VACCINE_LABELS_HI,
} from '@flourishly/contracts';
import en from '../../messages/en.json';
import hi from '../../messages/hi.json';
import { doseLabelKind, doseName, NOTE_MESSAGES, noteText } from './dose-messages';

const english = createIntl({ locale: 'en-IN', messages: en });
const hindi = createIntl({ locale: 'hi-IN', messages: hi });
const entries = IMMUNISATION_SCHEDULE_CODES.flatMap((schedule) =>
  IMMUNISATION_SCHEDULES[schedule].doses.map((dose) => ({ schedule, dose })),
);

describe('dose names and notes in the parent’s language', () => {
  it('has a message for every note of both schedules', () => {
    const notes = [...new Set(entries.flatMap(({ dose }) => (dose.note ? [dose.note] : [])))];
    expect(notes.filter((note) => !(note in NOTE_MESSAGES))).toEqual([]);
    expect(notes.map((note) => noteText(english, note))).toEqual(notes);
    expect(notes.map((note) => noteText(hindi, note)).filter((text) => !/[\u0900-\u097F]/.test(text))).toEqual([]);
  });

  it('names every dose in English as the contracts do, and translates each label but a product’s own name', () => {
    for (const { schedule, dose } of entries) {
      const name = doseName(english, VACCINE_LABELS, schedule, dose.vaccine, dose.dose);
      if (doseLabelKind(dose.label).kind === 'named') {
        // "DTaP 1" is the vaccine's own name: kept as the schedule writes it.
        expect(dose.label).toMatch(/^DTaP \d$/);
        expect(name).toMatch(new RegExp(`, ${dose.label}$`));
      } else {
        expect(name).toBe(immunisationDoseName(schedule, dose.vaccine, dose.dose));
      }
    }
    expect(doseName(hindi, VACCINE_LABELS_HI, 'IAP', 'DTP', 4)).toBe('डिप्थीरिया, टिटनेस, काली खाँसी (DTaP/DTwP), बूस्टर खुराक 1');
    expect(doseName(hindi, VACCINE_LABELS_HI, 'IAP', 'OPV', 1)).toBe('पोलियो, मुँह से दी जाने वाली खुराक (OPV), जन्म के समय की खुराक (OPV 0)');
    expect(doseName(hindi, VACCINE_LABELS_HI, 'IAP', 'HepB', 2)).toBe('हेपेटाइटिस बी, खुराक 2');
  });

  it('counts the later doses with Hindi plurals, and keeps the English as it was', () => {
    const later = (intl: typeof hindi, count: number) => intl.formatMessage({ id: 'dashboard.immunisations.later' }, { count });
    expect([1, 3].map((count) => later(hindi, count))).toEqual(['बाद की खुराक (1)', 'बाद की खुराकें (3)']);
    expect([1, 3].map((count) => later(english, count))).toEqual(['Later doses (1)', 'Later doses (3)']);
  });
});
