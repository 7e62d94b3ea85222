import { IMMUNISATION_SCHEDULES, VACCINE_LABELS, type ImmunisationScheduleCode, type Vaccine } from '@flourishly/contracts';
import type { Locale } from '@flourishly/contracts/locales';
import { use } from 'react';

/**
 * The texts of the contracts' schedule tables the tab shows, in one language: each vaccine's
 * name by its code, and each schedule's source. The immunisations answer carries only codes
 * (docs/content-sources.md, "Hindi"), so the tab names them in the parent's language itself.
 */
export interface ScheduleTexts {
  vaccines: Readonly<Record<Vaccine, string>>;
  sources: Readonly<Record<ImmunisationScheduleCode, string>>;
}

/** The schedules' own English, bundled with the tab. */
export const ENGLISH_SCHEDULE_TEXTS: ScheduleTexts = {
  vaccines: VACCINE_LABELS,
  sources: { IAP: IMMUNISATION_SCHEDULES.IAP.source, CDC: IMMUNISATION_SCHEDULES.CDC.source },
};

/** Every other language's texts, each a chunk loaded when it is chosen (as the catalogs' are). */
const LOADERS: Record<Exclude<Locale, 'en'>, () => Promise<{ default: ScheduleTexts }>> = {
  hi: () => import(/* webpackChunkName: "immunisation-texts-hi" */ './schedule-texts.hi'),
};

const loading = new Map<Locale, Promise<ScheduleTexts>>();

/** Starts loading the texts of `locale` (once per language) and answers the promise of them. */
export function loadScheduleTexts(locale: Locale): Promise<ScheduleTexts> {
  if (locale === 'en') return Promise.resolve(ENGLISH_SCHEDULE_TEXTS);
  let texts = loading.get(locale);
  if (!texts) loading.set(locale, (texts = LOADERS[locale]().then((module) => module.default)));
  return texts;
}

/** The texts in `locale`; suspends (React `use`) while a language's chunk loads. */
export function useScheduleTexts(locale: Locale): ScheduleTexts {
  return locale === 'en' ? ENGLISH_SCHEDULE_TEXTS : use(loadScheduleTexts(locale));
}
