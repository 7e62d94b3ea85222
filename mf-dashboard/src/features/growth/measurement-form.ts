import type { IntlShape } from 'react-intl';
import { z } from 'zod';
import {
  CHART_SEXES,
  GROWTH_MESSAGES,
  inchesToCm,
  MEASUREMENT_FIELDS,
  MEASUREMENT_LIMITS,
  measurementPayloadSchema,
  poundsAndOuncesToKg,
  type Measurement,
  type MeasurementPayload,
  type MeasurementUpdate,
} from '@flourishly/contracts';

/** Units the form offers: kg and cm, or lb, oz and inches (stored in kg and cm). */
export const UNIT_SYSTEMS = ['metric', 'imperial'] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];

/** The form's values, as typed (strings; '' for an empty field). */
export interface MeasurementFormValues {
  measuredOn: string;
  units: UnitSystem;
  weight: string;
  /** Ounces beside the pounds (imperial only). */
  ounces: string;
  /** 'length' lying down, 'height' standing. */
  statureKind: 'length' | 'height';
  stature: string;
  headCircumference: string;
  chartSex?: string;
}

/** A typed number ('3.4' or '3,4'); undefined for an empty field, NaN for anything else. */
function typedNumber(value: string | undefined): number | undefined {
  const text = (value ?? '').trim().replace(',', '.');
  if (text === '') return undefined;
  return /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/**
 * The API payload of the form's values (kg to 3 decimals, cm to 1), converting lb/oz and inches;
 * null while a field holds something that is not a number.
 */
export function toMeasurementPayload(values: MeasurementFormValues, needsChartSex: boolean): MeasurementPayload | null {
  const imperial = values.units === 'imperial';
  const weight = typedNumber(values.weight);
  const ounces = imperial ? typedNumber(values.ounces) : undefined;
  const stature = typedNumber(values.stature);
  const head = typedNumber(values.headCircumference);
  if ([weight, ounces, stature, head].some((value) => Number.isNaN(value))) return null;
  const cm = (value: number | undefined) => (value === undefined ? undefined : round(imperial ? inchesToCm(value) : value, 1));
  const kg =
    weight === undefined && ounces === undefined
      ? undefined
      : round(imperial ? poundsAndOuncesToKg(weight ?? 0, ounces ?? 0) : (weight as number), 3);
  const statureCm = cm(stature);
  return {
    measuredOn: values.measuredOn,
    ...(kg === undefined ? {} : { weightKg: kg }),
    ...(statureCm === undefined ? {} : values.statureKind === 'length' ? { lengthCm: statureCm } : { heightCm: statureCm }),
    ...(head === undefined ? {} : { headCircumferenceCm: cm(head) }),
    ...(needsChartSex && values.chartSex ? { chartSex: values.chartSex as MeasurementPayload['chartSex'] } : {}),
  };
}

/**
 * The form's values of a stored measurement (kg and cm), to correct it: lying down or standing as
 * it was measured (`underTwo` decides for a measurement without either).
 */
export function measurementFormValues(measurement: Measurement, underTwo: boolean): MeasurementFormValues {
  const text = (value: number | null) => (value === null ? '' : String(value));
  const statureKind = measurement.heightCm !== null ? 'height' : measurement.lengthCm !== null || underTwo ? 'length' : 'height';
  return {
    measuredOn: measurement.measuredOn,
    units: 'metric',
    weight: text(measurement.weightKg),
    ounces: '',
    statureKind,
    stature: text(measurement.heightCm ?? measurement.lengthCm),
    headCircumference: text(measurement.headCircumferenceCm),
    chartSex: measurement.chartSex,
  };
}

/**
 * The PATCH body of a corrected measurement: the form's payload, and null for each value the
 * stored measurement had and the form no longer holds (a cleared field, or length changed to
 * height); null while a field holds something that is not a number.
 */
export function toMeasurementUpdate(values: MeasurementFormValues, needsChartSex: boolean, stored: Measurement): MeasurementUpdate | null {
  const payload = toMeasurementPayload(values, needsChartSex);
  if (!payload) return null;
  const update: MeasurementUpdate = { ...payload };
  for (const field of MEASUREMENT_FIELDS) {
    if (payload[field] === undefined && stored[field] !== null) update[field] = null;
  }
  return update;
}

/** The form field that shows an error of the payload's field. */
const FIELD_OF: Record<string, keyof MeasurementFormValues> = {
  measuredOn: 'measuredOn',
  weightKg: 'weight',
  lengthCm: 'stature',
  heightCm: 'stature',
  headCircumferenceCm: 'headCircumference',
  chartSex: 'chartSex',
};

/**
 * The contracts' messages of measurementPayloadSchema (GROWTH_MESSAGES) in the screen's language,
 * by their English text; any other message is shown as it is.
 */
function payloadMessages(intl: IntlShape): Map<string, string> {
  const messages = new Map<string, string>([
    [GROWTH_MESSAGES.oneValue, intl.formatMessage({ id: 'dashboard.growth.form.oneValue' })],
    [GROWTH_MESSAGES.future, intl.formatMessage({ id: 'dashboard.growth.form.future' })],
  ]);
  for (const field of MEASUREMENT_FIELDS) {
    const unit = field === 'weightKg' ? 'kg' : 'cm';
    const { min, max } = MEASUREMENT_LIMITS[field];
    messages.set(GROWTH_MESSAGES.range(field, unit), intl.formatMessage({ id: 'dashboard.growth.form.range' }, { field, min, max, unit }));
  }
  return messages;
}

/**
 * The form's schema for zodValidator: each field a number where one is typed, and the converted
 * payload valid by the contracts' measurementPayloadSchema (errors shown at the field typed, in
 * the language of `intl`).
 */
export function measurementFormSchema(needsChartSex: boolean, intl: IntlShape) {
  const translated = payloadMessages(intl);
  const numberMessage = intl.formatMessage({ id: 'dashboard.growth.form.number' });
  return z.custom<MeasurementFormValues>().superRefine((values, context) => {
    for (const field of ['weight', 'ounces', 'stature', 'headCircumference'] as const) {
      if (Number.isNaN(typedNumber(values[field]))) context.addIssue({ code: 'custom', path: [field], message: numberMessage });
    }
    if (needsChartSex && !(CHART_SEXES as readonly string[]).includes(values.chartSex ?? '')) {
      const message = intl.formatMessage({ id: 'dashboard.growth.form.chartSexNeeded' });
      context.addIssue({ code: 'custom', path: ['chartSex'], message });
    }
    const payload = toMeasurementPayload(values, needsChartSex);
    if (!payload) return;
    const result = measurementPayloadSchema.safeParse(payload);
    if (result.success) return;
    for (const issue of result.error.issues) {
      const field = FIELD_OF[String(issue.path[0])] ?? 'weight';
      context.addIssue({ code: 'custom', path: [field], message: translated.get(issue.message) ?? issue.message });
    }
  });
}
