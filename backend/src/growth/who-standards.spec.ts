import { DAYS_PER_MONTH, growthScores, lmsForAge, lmsForLengthOrHeight, standardisedLengthOrHeight } from './who-standards';
import { lmsAt } from './lms-table';
import {
  CHART_PERCENTILES,
  PERCENTILE_CURVE_Z_SCORES,
  isImplausibleZScore,
  lmsZScore,
  percentileFromZScore,
  restrictedZScore,
  valueAtZScore,
} from './z-scores';
import { weightForAgeStandard } from './who-data/weight-for-age-0-5';
import type { ChartSex } from './lms-table';

const sexes: ChartSex[] = ['male', 'female'];

describe('LMS z-scores (WHO Child Growth Standards 2006, WHO Growth Reference 2007)', () => {
  it("scores the issue's newborn boy: 3.35 kg about 0, the -2 SD weight about -2", () => {
    expect(Math.abs(growthScores('male', 0, { weightKg: 3.35 }).zScores.weightForAge as number)).toBeLessThanOrEqual(0.05);
    // WHO's -2 SD weight of a newborn boy is 2.459 kg (2.5 kg on the charts' one-decimal tables).
    const minus2 = valueAtZScore(lmsAt(weightForAgeStandard, 'male', 0)!, -2);
    expect(minus2).toBeCloseTo(2.459, 3);
    expect(growthScores('male', 0, { weightKg: 2.46 }).zScores.weightForAge).toBe(-2);
    // 2.5 kg, the rounded chart value, sits just above the line: -1.90.
    expect(growthScores('male', 0, { weightKg: 2.5 }).zScores.weightForAge).toBe(-1.9);
  });

  it("gives 0 at the tables' median M and ±2 at the LMS ±2 SD values, every 3 months from birth to 19 years, both sexes", () => {
    const indicators = ['weightForAge', 'lengthOrHeightForAge', 'bmiForAge', 'headCircumferenceForAge'] as const;
    let checked = 0;
    for (const sex of sexes) {
      for (let months = 0; months <= 228; months += 3) {
        const ageDays = months * DAYS_PER_MONTH;
        for (const indicator of indicators) {
          const lms = lmsForAge(indicator, sex, ageDays);
          if (!lms) continue;
          expect(lmsZScore(lms.m, lms)).toBeCloseTo(0, 10);
          for (const z of [-2, 2]) expect(restrictedZScore(valueAtZScore(lms, z), lms)).toBeCloseTo(z, 10);
          checked += 1;
        }
      }
    }
    // Weight to 10 years, length/height and BMI to 19, head circumference until day 1826 (just
    // before 60 months of 30.4375 days): 2 x (41 + 77 + 77 + 20).
    expect(checked).toBe(430);
  });

  it('matches WHO published medians and ±2 SD values (kg, cm; WHO charts, one decimal)', () => {
    const cases: [ChartSex, number, 'weightForAge' | 'lengthOrHeightForAge' | 'headCircumferenceForAge', number, number, number][] = [
      // sex, age in months, indicator, -2 SD, median, +2 SD
      ['male', 0, 'weightForAge', 2.5, 3.3, 4.4],
      ['female', 0, 'weightForAge', 2.4, 3.2, 4.2],
      ['male', 12, 'weightForAge', 7.7, 9.6, 12.0],
      ['female', 12, 'weightForAge', 7.0, 8.9, 11.5],
      ['male', 0, 'lengthOrHeightForAge', 46.1, 49.9, 53.7],
      ['female', 0, 'lengthOrHeightForAge', 45.4, 49.1, 52.9],
      ['male', 12, 'lengthOrHeightForAge', 71.0, 75.7, 80.5],
      ['female', 12, 'lengthOrHeightForAge', 68.9, 74.0, 79.2],
    ];
    const computed = cases.map(([sex, months, indicator]) => {
      const lms = lmsForAge(indicator, sex, Math.round(months * DAYS_PER_MONTH))!;
      return [-2, 0, 2].map((z) => Math.round(valueAtZScore(lms, z) * 10) / 10);
    });
    expect(computed).toEqual(cases.map(([, , , minus2, median, plus2]) => [minus2, median, plus2]));
  });

  it("matches the z-scores WHO's software gives for a survey of children aged 5-19 (anthroplus' survey_who2007_z)", () => {
    // sex (1 boy, 2 girl), age in months, weight kg, height cm, WHO's height-, weight- and BMI-for-age z-scores.
    const survey: [number, number, number, number, number | null, number | null, number][] = [
      [1, 166.59, 50.7, 153.7, -1.13, null, 0.94],
      [1, 184.09, 84.6, 181.7, 1.43, null, 1.66],
      [1, 172.42, 76.7, 166.6, 0.14, null, 2.23],
      [2, 133.88, 46.5, 144.3, -0.25, null, 1.65],
      [1, 80.65, 18.8, 114.6, -1.07, -1.26, -0.87],
      [2, 173.63, 61.8, 159.9, -0.13, null, 1.26],
      [1, 150.95, 39.4, 162.9, 1.36, null, -1.9],
      [1, 89.78, 25.3, 129.2, 0.87, 0.35, -0.32],
      [2, 167.82, 45.9, 159.8, 0.01, null, -0.65],
      [2, 198.41, 53.1, 165.7, 0.44, null, -0.57],
      [2, 216.31, 52.8, 160.1, -0.45, null, -0.22],
      [2, 99, 33.7, 141.5, 2.29, 1.52, 0.54],
      [2, 204.99, 100.7, 172, 1.37, null, 2.72],
      [2, 74.27, 29.7, 125, 1.69, 2.23, 1.88],
      [1, 202.11, 90.5, 181.8, 0.9, null, 1.77],
      [2, 155.6, 74.4, 164.6, 1.21, null, 2.22],
      [1, 213.81, 56.6, 172.3, -0.5, null, -1.05],
      [1, 115.09, 30.9, 145, 1.5, 0.22, -1.07],
      [1, 222.16, 71.1, 177, 0.08, null, 0.25],
      [1, 125.37, 37.1, 146.7, 1.01, null, 0.31],
      [2, 87.96, 39.5, 144.3, 3.87, 2.93, 1.63],
      [2, 117.96, 30.5, 142.4, 0.76, -0.13, -0.82],
      [1, 64.51, 19.9, 115.4, 0.7, 0.3, -0.25],
      [2, 190.73, 56.9, 170.8, 1.23, null, -0.42],
      [2, 129.61, 55.5, 141.1, -0.4, null, 2.75],
      [2, 67.61, 20.4, 114.8, 0.37, 0.34, 0.15],
      [1, 135.21, 65.9, 157.1, 1.83, null, 2.75],
      [1, 104.07, 33, 132.8, 0.33, 1.22, 1.44],
      [2, 120.35, 44.4, 153.7, 2.32, 1.74, 0.91],
      [2, 228.31, 73.5, 170.4, 1.11, null, 1.09],
      [1, 120.61, 43.3, 141.8, 0.59, 1.81, 2.02],
      [1, 228.01, 111, 174.5, -0.28, null, 3.16],
    ];
    for (const [sexCode, months, weightKg, heightCm, zhfa, zwfa, zbfa] of survey) {
      const sex: ChartSex = sexCode === 1 ? 'male' : 'female';
      const scores = growthScores(sex, months * DAYS_PER_MONTH, { weightKg, heightCm });
      // WHO's figures are rounded to 2 decimals, as ours: equal within one unit of the last decimal.
      const near = (ours: number | null, who: number) => expect(Math.abs((ours as number) - who)).toBeLessThanOrEqual(0.0100001);
      if (months <= 228 && zhfa !== null) near(scores.zScores.lengthOrHeightForAge, zhfa);
      if (months <= 120 && zwfa !== null) near(scores.zScores.weightForAge, zwfa);
      if (months <= 228) near(scores.zScores.bmiForAge, zbfa);
    }
  });

  it("matches WHO's anthro for a girl of 1522 days at 17 kg (0.24) and a boy of 987 days measured lying at 72.86 cm (-6.09, implausible)", () => {
    expect(growthScores('female', 1522, { weightKg: 17 }).zScores.weightForAge).toBe(0.24);
    const short = growthScores('male', 987, { lengthCm: 72.86 });
    expect(short.zScores.lengthOrHeightForAge).toBe(-6.09);
    expect(short.flags).toEqual(['implausible']);
  });

  it("applies WHO's restricted tail for weight-based indicators beyond ±3 SD, and not for length", () => {
    const lms = lmsAt(weightForAgeStandard, 'male', 0)!;
    const sd3 = valueAtZScore(lms, 3);
    const sd2 = valueAtZScore(lms, 2);
    const heavy = sd3 + (sd3 - sd2);
    expect(restrictedZScore(heavy, lms)).toBeCloseTo(4, 10);
    expect(Math.abs(lmsZScore(heavy, lms) - 4)).toBeGreaterThan(0.05);
    const sdMinus3 = valueAtZScore(lms, -3);
    const light = sdMinus3 - (valueAtZScore(lms, -2) - sdMinus3);
    expect(restrictedZScore(light, lms)).toBeCloseTo(-4, 10);
    expect(growthScores('male', 0, { weightKg: heavy }).zScores.weightForAge).toBe(4);
  });
});

describe('percentiles, curves and flags', () => {
  it('turns z-scores into percentiles on the normal distribution', () => {
    expect(percentileFromZScore(0)).toBeCloseTo(50, 4);
    expect(percentileFromZScore(-2)).toBeCloseTo(2.275, 3);
    expect(percentileFromZScore(1.96)).toBeCloseTo(97.5, 2);
    for (const percentile of CHART_PERCENTILES) {
      expect(percentileFromZScore(PERCENTILE_CURVE_Z_SCORES[percentile])).toBeCloseTo(percentile, 3);
    }
  });

  it("flags z-scores outside WHO's limits for biologically implausible values", () => {
    expect(isImplausibleZScore('weightForAge', -6.01)).toBe(true);
    expect(isImplausibleZScore('weightForAge', -6)).toBe(false);
    expect(isImplausibleZScore('weightForAge', 5.01)).toBe(true);
    expect(isImplausibleZScore('lengthOrHeightForAge', 5.5)).toBe(false);
    expect(isImplausibleZScore('lengthOrHeightForAge', 6.01)).toBe(true);
    expect(isImplausibleZScore('weightForLengthOrHeight', -5.01)).toBe(true);
    expect(isImplausibleZScore('bmiForAge', 5.01)).toBe(true);
    expect(growthScores('female', 30, { weightKg: 30 }).flags).toEqual(['implausible']);
    expect(growthScores('female', 30, { weightKg: 4 }).flags).toEqual([]);
  });
});

describe('which indicator applies', () => {
  it("converts by WHO's 0.7 cm rule: length under 731 days, height from then on", () => {
    expect(standardisedLengthOrHeight(730, { heightCm: 80 })).toBeCloseTo(80.7, 10);
    expect(standardisedLengthOrHeight(730, { lengthCm: 80 })).toBe(80);
    expect(standardisedLengthOrHeight(731, { lengthCm: 86 })).toBeCloseTo(85.3, 10);
    expect(standardisedLengthOrHeight(731, { heightCm: 86, lengthCm: 87 })).toBe(86);
    expect(standardisedLengthOrHeight(731, {})).toBeNull();
  });

  it('uses weight-for-length under 2 years and weight-for-height from 2 to 5, interpolating between 0.1 cm rows', () => {
    const atLength = lmsForLengthOrHeight('male', 100, 45)!;
    expect(atLength.m).toBe(2.441);
    expect(lmsForLengthOrHeight('male', 800, 65)!.m).toBe(7.4327);
    const between = lmsForLengthOrHeight('male', 100, 45.05)!;
    expect(between.m).toBeCloseTo((2.441 + 2.4577) / 2, 10);
    expect(lmsForLengthOrHeight('male', 100, 44.9)).toBeNull();
    expect(lmsForLengthOrHeight('male', 1900, 100)).toBeNull();
  });

  it('answers null where an indicator does not apply: head circumference after 5, weight-for-age after 10, anything after 19 or before birth', () => {
    const sixYears = growthScores('female', 6 * 365, { weightKg: 20, heightCm: 115, headCircumferenceCm: 50 });
    expect(sixYears.zScores.headCircumferenceForAge).toBeNull();
    expect(sixYears.zScores.weightForLengthOrHeight).toBeNull();
    expect(sixYears.zScores.weightForAge).not.toBeNull();
    expect(sixYears.bmi).toBeCloseTo(15.1, 1);
    const eleven = growthScores('male', 11 * 365, { weightKg: 36, heightCm: 144 });
    expect(eleven.zScores.weightForAge).toBeNull();
    expect(eleven.percentiles.weightForAge).toBeNull();
    expect(eleven.zScores.bmiForAge).not.toBeNull();
    expect(growthScores('male', 20 * 365, { heightCm: 176 }).zScores.lengthOrHeightForAge).toBeNull();
    expect(growthScores('male', -10, { weightKg: 2 }).zScores.weightForAge).toBeNull();
    expect(growthScores('male', 0, { weightKg: 0 }).zScores.weightForAge).toBeNull();
  });
});
