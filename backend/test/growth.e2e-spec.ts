import { format, subDays, subMonths } from 'date-fns';
import type { GrowthChart, Measurement } from '@flourishly/contracts';
import { createTestApp, registerParent, TEST_DIALECTS, type TestApp } from './test-app';

const isoDate = (date: Date) => format(date, 'yyyy-MM-dd');

describe.each(TEST_DIALECTS)('growth measurements and WHO charts (%s)', (dialect) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(dialect);
  });

  afterAll(async () => {
    await testApp.close();
  });

  async function parentWithChild(child: { dateOfBirth: string; gender: string; gestationalAgeAtBirthWeeks?: number | null }) {
    const parent = await registerParent(testApp);
    const response = await parent.agent
      .post('/api/child-profiles')
      .send({ name: 'Robin', primaryDevelopmentalConcern: 'none', ...child })
      .expect(201);
    const childId = response.body.id as number;
    return { ...parent, childId, base: `/api/child-profiles/${childId}/measurements` };
  }

  it("scores a newborn boy's weigh-in by WHO's standard: 3.35 kg about the median, the -2 SD weight -2", async () => {
    const born = isoDate(subDays(new Date(), 3));
    const parent = await parentWithChild({ dateOfBirth: born, gender: 'male' });
    const atBirth = (await parent.agent.post(parent.base).send({ measuredOn: born, weightKg: 3.35 }).expect(201)).body as Measurement;
    expect(atBirth).toMatchObject({
      measuredOn: born,
      weightKg: 3.35,
      lengthCm: null,
      chartSex: 'male',
      ageDays: 0,
      correctedAge: false,
      bmi: null,
      flags: [],
    });
    expect(Math.abs(atBirth.zScores.weightForAge as number)).toBeLessThanOrEqual(0.05);
    expect(atBirth.percentiles.weightForAge).toBeCloseTo(50, 0);
    expect(atBirth.zScores.headCircumferenceForAge).toBeNull();
    const light = (await parent.agent.post(parent.base).send({ measuredOn: born, weightKg: 2.46, lengthCm: 46.1 }).expect(201))
      .body as Measurement;
    expect(light.zScores.weightForAge).toBe(-2);
    expect(light.zScores.lengthOrHeightForAge).toBeCloseTo(-2, 1);
    expect(light.bmi).toBeCloseTo(11.6, 1);
    expect(light.zScores.weightForLengthOrHeight).not.toBeNull();

    const list = (await parent.agent.get(parent.base).expect(200)).body as Measurement[];
    expect(list.map((m) => m.id)).toEqual([atBirth.id, light.id]);
  });

  it('lists oldest first, corrects and deletes, and answers 404 for another child’s measurement', async () => {
    const parent = await parentWithChild({ dateOfBirth: isoDate(subMonths(new Date(), 30)), gender: 'female' });
    const later = (
      await parent.agent
        .post(parent.base)
        .send({ measuredOn: isoDate(new Date()), heightCm: 91 })
        .expect(201)
    ).body as Measurement;
    const earlier = (
      await parent.agent
        .post(parent.base)
        .send({ measuredOn: isoDate(subMonths(new Date(), 6)), lengthCm: 86, weightKg: 11.5 })
        .expect(201)
    ).body as Measurement;
    expect(((await parent.agent.get(parent.base).expect(200)).body as Measurement[]).map((m) => m.id)).toEqual([earlier.id, later.id]);

    const changed = (
      await parent.agent.patch(`${parent.base}/${later.id}`).send({ weightKg: 13, heightCm: null, lengthCm: 92 }).expect(200)
    ).body as Measurement;
    expect(changed).toMatchObject({ weightKg: 13, heightCm: null, lengthCm: 92 });
    // Measured lying after 2 years: scored as a height 0.7 cm less (WHO).
    expect(changed.bmi).toBeCloseTo(13 / (91.3 / 100) ** 2, 1);
    await parent.agent.patch(`${parent.base}/${later.id}`).send({ weightKg: null, lengthCm: null }).expect(400);

    const other = await parentWithChild({ dateOfBirth: '2022-01-01', gender: 'male' });
    await other.agent.patch(`${other.base}/${later.id}`).send({ weightKg: 10 }).expect(404);
    await other.agent.delete(`${other.base}/${later.id}`).expect(404);
    await other.agent.get(parent.base).expect(404);

    await parent.agent.delete(`${parent.base}/${later.id}`).expect(204);
    await parent.agent.delete(`${parent.base}/${later.id}`).expect(404);
    expect(((await parent.agent.get(parent.base).expect(200)).body as Measurement[]).map((m) => m.id)).toEqual([earlier.id]);
  });

  it('refuses bad input with 400 and stores nothing', async () => {
    const parent = await parentWithChild({ dateOfBirth: '2024-03-01', gender: 'female' });
    const bad = [
      { measuredOn: '2025-01-01' },
      { measuredOn: '2025-01-01', weightKg: 0 },
      { measuredOn: '2025-01-01', weightKg: -3 },
      { measuredOn: '2025-01-01', weightKg: '9' },
      { measuredOn: '2025-01-01', heightCm: 900 },
      { measuredOn: '2025-02-30', weightKg: 9 },
      { measuredOn: '2024-02-01', weightKg: 3 },
      { measuredOn: isoDate(new Date(Date.now() + 3 * 86_400_000)), weightKg: 9 },
      { measuredOn: '2025-01-01', weightKg: 9, chartSex: 'male' },
      { measuredOn: '2025-01-01', weightKg: 9, unknown: 1 },
    ];
    for (const body of bad) {
      const response = await parent.agent.post(parent.base).send(body);
      expect([response.status, body]).toEqual([400, body]);
    }
    expect((await parent.agent.get(parent.base).expect(200)).body).toEqual([]);
    await parent.agent.get(`/api/child-profiles/${parent.childId}/growth-chart`).query({ indicator: 'height' }).expect(400);
    await parent.agent.patch(`${parent.base}/abc`).send({ weightKg: 9 }).expect(400);
  });

  it('asks which chart to use for a child whose sex is not recorded as male or female, and keeps the choice', async () => {
    const parent = await parentWithChild({ dateOfBirth: isoDate(subMonths(new Date(), 8)), gender: 'prefer-not-to-say' });
    const response = await parent.agent
      .post(parent.base)
      .send({ measuredOn: isoDate(new Date()), weightKg: 8 })
      .expect(400);
    expect(JSON.stringify(response.body)).toContain('boys’ or the girls’ chart');
    const chartBefore = (
      await parent.agent.get(`/api/child-profiles/${parent.childId}/growth-chart`).query({ indicator: 'weightForAge' }).expect(200)
    ).body as GrowthChart;
    expect(chartBefore).toMatchObject({ chartSex: null, curves: [], points: [] });

    const girlChart = (
      await parent.agent
        .post(parent.base)
        .send({ measuredOn: isoDate(new Date()), weightKg: 8, chartSex: 'female' })
        .expect(201)
    ).body as Measurement;
    expect(girlChart.chartSex).toBe('female');
    const boyChart = (await parent.agent.patch(`${parent.base}/${girlChart.id}`).send({ chartSex: 'male' }).expect(200))
      .body as Measurement;
    expect(boyChart.chartSex).toBe('male');
    expect(boyChart.zScores.weightForAge).toBeLessThan(girlChart.zScores.weightForAge as number);
    const chart = (
      await parent.agent.get(`/api/child-profiles/${parent.childId}/growth-chart`).query({ indicator: 'weightForAge' }).expect(200)
    ).body as GrowthChart;
    expect(chart.chartSex).toBe('male');
    expect(chart.points).toHaveLength(1);
  });

  it('uses the corrected age of a baby born at 30 weeks until 24 months', async () => {
    const born = subMonths(new Date(), 4);
    const parent = await parentWithChild({ dateOfBirth: isoDate(born), gender: 'male', gestationalAgeAtBirthWeeks: 30 });
    const measured = (
      await parent.agent
        .post(parent.base)
        .send({ measuredOn: isoDate(new Date()), weightKg: 5.5 })
        .expect(201)
    ).body as Measurement;
    const chronological = Math.round((Date.now() - born.getTime()) / 86_400_000);
    expect(measured.correctedAge).toBe(true);
    expect(Math.abs(measured.ageDays - (chronological - 70))).toBeLessThanOrEqual(1);
  });

  it('draws the WHO curves 3-97 over the child’s age band with their points, and weight-for-length in cm', async () => {
    const born = subMonths(new Date(), 10);
    const parent = await parentWithChild({ dateOfBirth: isoDate(born), gender: 'female' });
    await parent.agent
      .post(parent.base)
      .send({ measuredOn: isoDate(subMonths(new Date(), 2)), weightKg: 7.9, lengthCm: 69 })
      .expect(201);
    const chartOf = async (indicator: string) =>
      (await parent.agent.get(`/api/child-profiles/${parent.childId}/growth-chart`).query({ indicator }).expect(200)).body as GrowthChart;

    const weight = await chartOf('weightForAge');
    expect(weight).toMatchObject({ indicator: 'weightForAge', chartSex: 'female', xUnit: 'months', yUnit: 'kg' });
    expect(weight.source).toContain('2006');
    expect(weight.curves[0].x).toBe(0);
    expect(weight.curves.at(-1)!.x).toBe(24);
    // WHO girls at birth: median 3.2 kg, 3rd percentile about 2.4, 97th about 4.2.
    expect(weight.curves[0].p50).toBeCloseTo(3.23, 1);
    for (const point of weight.curves) {
      expect(point.p3).toBeLessThan(point.p15);
      expect(point.p15).toBeLessThan(point.p50);
      expect(point.p50).toBeLessThan(point.p85);
      expect(point.p85).toBeLessThan(point.p97);
    }
    expect(weight.points).toHaveLength(1);
    expect(weight.points[0]).toMatchObject({ y: 7.9 });
    expect(weight.points[0].x).toBeGreaterThan(7);

    const forLength = await chartOf('weightForLengthOrHeight');
    expect(forLength).toMatchObject({ xUnit: 'cm', yUnit: 'kg' });
    expect(forLength.curves[0].x).toBe(45);
    expect(forLength.points[0]).toMatchObject({ x: 69, y: 7.9 });
  });
});
