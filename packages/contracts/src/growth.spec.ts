import {
  growthAttention,
  inchesToCm,
  measurementPayloadSchema,
  ordinal,
  percentileWords,
  poundsAndOuncesToKg,
  type Measurement,
} from './growth';

const measurement = (
  ageDays: number,
  weightForAgeZ: number | null,
  percentile: number | null,
  flags: 'implausible'[] = [],
): Measurement => ({
  id: ageDays,
  measuredOn: '2026-01-01',
  weightKg: 5,
  lengthCm: null,
  heightCm: null,
  headCircumferenceCm: null,
  chartSex: 'female',
  ageDays,
  correctedAge: false,
  bmi: null,
  zScores: {
    weightForAge: weightForAgeZ,
    lengthOrHeightForAge: null,
    weightForLengthOrHeight: null,
    bmiForAge: null,
    headCircumferenceForAge: null,
  },
  percentiles: {
    weightForAge: percentile,
    lengthOrHeightForAge: null,
    weightForLengthOrHeight: null,
    bmiForAge: null,
    headCircumferenceForAge: null,
  },
  flags,
});

describe('growth words and units', () => {
  it('converts pounds, ounces and inches', () => {
    expect(poundsAndOuncesToKg(7, 6)).toBeCloseTo(3.345, 3);
    expect(inchesToCm(20)).toBeCloseTo(50.8, 10);
  });

  it('says percentiles in words', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 45, 97].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '45th',
      '97th',
    ]);
    expect(percentileWords(45.4)).toBe('on the 45th percentile');
    expect(percentileWords(0.4)).toBe('below the 1st percentile');
    expect(percentileWords(99.6)).toBe('above the 99th percentile');
  });

  it('points to a doctor below the 3rd, above the 97th or after crossing two main lines, and not for normal variation', () => {
    expect(growthAttention([measurement(100, -2.1, 1.8)], 'weightForAge')).toBe('below');
    expect(growthAttention([measurement(100, 2.1, 98.2)], 'weightForAge')).toBe('above');
    expect(growthAttention([measurement(60, 0.5, 69), measurement(120, -1.2, 11.5)], 'weightForAge')).toBe('crossed');
    expect(growthAttention([measurement(60, 0.5, 69), measurement(120, -0.5, 31)], 'weightForAge')).toBeNull();
    // A newborn's first-week loss is not a crossing.
    expect(growthAttention([measurement(2, 0.5, 69), measurement(40, -1.2, 11.5)], 'weightForAge')).toBeNull();
    expect(growthAttention([measurement(60, null, null)], 'weightForAge')).toBeNull();
    expect(growthAttention([measurement(60, 0, 50), measurement(90, -7, 0, ['implausible'])], 'weightForAge')).toBeNull();
  });

  it('accepts a measurement with one value and refuses one without', () => {
    expect(measurementPayloadSchema.safeParse({ measuredOn: '2025-01-01', weightKg: 9 }).success).toBe(true);
    const none = measurementPayloadSchema.safeParse({ measuredOn: '2025-01-01' });
    expect(none.success).toBe(false);
    expect(none.error?.issues[0].message).toBe('Enter at least one of weight, length, height or head circumference');
    expect(measurementPayloadSchema.safeParse({ measuredOn: '2025-01-01', headCircumferenceCm: 90 }).success).toBe(false);
  });
});
