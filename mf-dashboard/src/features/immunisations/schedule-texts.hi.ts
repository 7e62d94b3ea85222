import { IMMUNISATION_SCHEDULES, SCHEDULE_TEXTS_HI, VACCINE_LABELS_HI } from '@flourishly/contracts';
import type { ScheduleTexts } from './schedule-texts';

const sourceHi = (code: keyof typeof IMMUNISATION_SCHEDULES) => {
  const schedule = IMMUNISATION_SCHEDULES[code];
  return SCHEDULE_TEXTS_HI[schedule.name]?.source ?? schedule.source;
};

/** The tab's schedule texts in Hindi, from the contracts' tables (immunisation-schedules/hi.ts, checked by its spec). */
const scheduleTextsHi: ScheduleTexts = {
  vaccines: VACCINE_LABELS_HI,
  sources: { IAP: sourceHi('IAP'), CDC: sourceHi('CDC') },
};

export default scheduleTextsHi;
