import { IMMUNISATION_SCHEDULE_CODES, IMMUNISATION_SCHEDULES, VACCINE_LABELS, VACCINES } from '@flourishly/contracts';
import { ENGLISH_SCHEDULE_TEXTS, loadScheduleTexts } from './schedule-texts';

/** The Latin words of a text that are neither vaccine codes (Hib) nor abbreviations (BCG, DTaP, RV1, ACVIP). */
const latinWords = (text: string) =>
  (text.match(/[A-Za-z][A-Za-z0-9]*/g) ?? []).filter(
    (word) => !(VACCINES as readonly string[]).includes(word) && !/^[A-Z][A-Za-z]*[A-Z0-9]/.test(word),
  );

describe('the schedules’ texts in the parent’s language', () => {
  it('keeps the contracts’ English as it is', async () => {
    expect(await loadScheduleTexts('en')).toBe(ENGLISH_SCHEDULE_TEXTS);
    expect(ENGLISH_SCHEDULE_TEXTS.vaccines).toBe(VACCINE_LABELS);
    expect(ENGLISH_SCHEDULE_TEXTS.sources).toEqual({ IAP: IMMUNISATION_SCHEDULES.IAP.source, CDC: IMMUNISATION_SCHEDULES.CDC.source });
  });

  it('names every vaccine and source in Hindi, with no English word but codes, loading once', async () => {
    const hindi = await loadScheduleTexts('hi');
    expect(loadScheduleTexts('hi')).toBe(loadScheduleTexts('hi'));
    expect(hindi.vaccines.HepB).toBe('हेपेटाइटिस बी');
    expect(hindi.vaccines.BCG).toBe('BCG (टीबी, यानी तपेदिक से बचाव)');
    expect(hindi.sources.IAP).toMatch(/^भारतीय बाल रोग अकादमी \(IAP\)/);
    const texts = [
      ...VACCINES.map((vaccine) => hindi.vaccines[vaccine]),
      ...IMMUNISATION_SCHEDULE_CODES.map((code) => hindi.sources[code]),
    ];
    expect(texts.filter((text) => !/[\u0900-\u097F]/.test(text) || latinWords(text).length > 0)).toEqual([]);
  });
});
