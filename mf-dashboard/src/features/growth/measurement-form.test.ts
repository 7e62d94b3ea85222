import type { Measurement } from '@flourishly/contracts';
import { measurementFormValues, toMeasurementUpdate } from './measurement-form';

const stored: Measurement = {
  id: 4,
  measuredOn: '2026-10-01',
  weightKg: 9.2,
  lengthCm: 74.5,
  heightCm: null,
  headCircumferenceCm: 45,
  chartSex: 'male',
  ageDays: 300,
  correctedAge: false,
  bmi: 16.6,
  zScores: { weightForAge: 0, lengthOrHeightForAge: 0, weightForLengthOrHeight: 0, bmiForAge: 0, headCircumferenceForAge: 0 },
  percentiles: { weightForAge: 50, lengthOrHeightForAge: 50, weightForLengthOrHeight: 50, bmiForAge: 50, headCircumferenceForAge: 50 },
  flags: [],
};

describe('correcting a measurement', () => {
  it('prefills the stored values in kg and cm, lying down as measured', () => {
    expect(measurementFormValues(stored, false)).toEqual({
      measuredOn: '2026-10-01',
      units: 'metric',
      weight: '9.2',
      ounces: '',
      statureKind: 'length',
      stature: '74.5',
      headCircumference: '45',
      chartSex: 'male',
    });
    expect(measurementFormValues({ ...stored, lengthCm: null }, false).statureKind).toBe('height');
  });

  it('clears the length when the same value is now given as a height standing, and a value emptied', () => {
    const values = { ...measurementFormValues(stored, true), statureKind: 'height' as const, headCircumference: '' };
    expect(toMeasurementUpdate(values, false, stored)).toEqual({
      measuredOn: '2026-10-01',
      weightKg: 9.2,
      lengthCm: null,
      heightCm: 74.5,
      headCircumferenceCm: null,
    });
  });

  it('converts pounds and inches typed over the prefilled values, and sends nothing while a value is not a number', () => {
    const values = { ...measurementFormValues(stored, true), units: 'imperial' as const, weight: '20', ounces: '4', stature: '29.5' };
    expect(toMeasurementUpdate(values, false, stored)).toMatchObject({ weightKg: 9.185, lengthCm: 74.9 });
    expect(toMeasurementUpdate({ ...values, weight: 'abc' }, false, stored)).toBeNull();
  });
});
