import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format, subMonths } from 'date-fns';
import type { ChildProfile, ChildRole, GrowthChart, Measurement } from '@flourishly/contracts';
import {
  forChild,
  forUser,
  handlers,
  makeChildListItem,
  makeChildProfile,
  queuedOfflineAnswer,
  renderWithPlatform,
  testUser,
} from '../../testing/render-with-platform';
import { api } from '@flourishly/platform';
import { GrowthTab } from './GrowthTab';

const born = format(subMonths(new Date(), 10), 'yyyy-MM-dd');
const baby = makeChildProfile({ id: 7, dateOfBirth: born, gender: 'female' });
const values = (weightForAge: number | null, rest: number | null = null) => ({
  weightForAge,
  lengthOrHeightForAge: rest,
  weightForLengthOrHeight: rest,
  bmiForAge: rest,
  headCircumferenceForAge: null,
});
const measurement = (id: number, measuredOn: string, ageDays: number, z: number, percentile: number): Measurement => ({
  id,
  measuredOn,
  weightKg: 7.5,
  lengthCm: 68,
  heightCm: null,
  headCircumferenceCm: null,
  chartSex: 'female',
  ageDays,
  correctedAge: false,
  bmi: 16.2,
  zScores: values(z, 0.1),
  percentiles: values(percentile, 54),
  flags: [],
});
const chart: GrowthChart = {
  indicator: 'weightForAge',
  chartSex: 'female',
  xUnit: 'months',
  yUnit: 'kg',
  source: 'WHO Child Growth Standards (2006)',
  curves: [
    { x: 0, p3: 2.4, p15: 2.8, p50: 3.2, p85: 3.7, p97: 4.2 },
    { x: 12, p3: 7.0, p15: 7.9, p50: 8.9, p85: 10.0, p97: 11.0 },
  ],
  points: [{ measurementId: 2, measuredOn: '2026-10-01', x: 8.1, y: 7.5, zScore: -0.5, percentile: 30.9 }],
};

/** Answers the child, its role, its measurements and charts; returns the chart requests and the measurements sent. */
function answer(child: ChildProfile = baby, measurements: Measurement[] = [], role: ChildRole = 'owner') {
  handlers.children.child(forChild(7, child));
  handlers.children.childList(forUser([makeChildListItem({ id: 7, name: child.name, dateOfBirth: child.dateOfBirth, role })]));
  handlers.growth.measurements(forChild(7, measurements));
  const charts = handlers.growth.growthChart(forChild(7, chart));
  const created = handlers.growth.createMeasurement(forChild(7, measurement(9, '2026-11-01', 300, 0, 50)));
  return { charts, created };
}

describe('GrowthTab', () => {
  it('says the latest percentile in words, that small moves are normal, and shows the chart’s points as a table', async () => {
    const { charts } = answer(baby, [measurement(1, '2026-08-01', 200, -0.3, 38.2), measurement(2, '2026-10-01', 260, -0.5, 30.9)]);
    renderWithPlatform(<GrowthTab childId={7} />);
    const summary = await screen.findByRole('region', { name: 'Latest percentiles' });
    expect(within(summary).getByText('Weight for age:').parentElement).toHaveTextContent(
      'Weight for age: on the 31st percentile · 1 October 2026',
    );
    expect(within(summary).getByText(/^Children grow at their own pace/)).toBeInTheDocument();
    expect(within(summary).queryByText(/doctor/)).not.toBeInTheDocument();
    const table = await screen.findByRole('table', { name: /Weight for age: measurements/ });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['DateAge (months)Value (kg)PercentileActions', '1 October 20268.17.531st percentileEdit']);
    expect(charts.map((call) => call.url)).toContain('/api/child-profiles/7/growth-chart?indicator=weightForAge');
    expect(screen.getByRole('combobox', { name: 'Chart' })).toHaveValue('weightForAge');
  });

  it('suggests a doctor’s look below the 3rd percentile', async () => {
    answer(baby, [measurement(1, '2026-10-01', 260, -2.3, 1.1)]);
    renderWithPlatform(<GrowthTab childId={7} />);
    expect(await screen.findByText(/^Below the 3rd percentile\. WHO uses this line/)).toBeInTheDocument();
    expect(screen.queryByText(/^Children grow at their own pace/)).not.toBeInTheDocument();
  });

  it('records a weight in pounds and ounces and a length in inches, sent in kg and cm', async () => {
    const { created } = answer();
    const user = userEvent.setup();
    renderWithPlatform(<GrowthTab childId={7} />);
    const form = await screen.findByRole('form', { name: 'Add a measurement' });
    await user.selectOptions(within(form).getByLabelText('Units'), 'imperial');
    await user.type(within(form).getByLabelText('Weight (lb)'), '16');
    await user.type(within(form).getByLabelText('And ounces (oz)'), '8');
    await user.type(within(form).getByLabelText('Length or height (inches)'), '27');
    await user.click(within(form).getByRole('button', { name: 'Save measurement' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0].body).toEqual({ measuredOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), weightKg: 7.484, lengthCm: 68.6 });
  });

  it('shows a measurement recorded offline at once, marked to be saved when back online, until the list is asked again', async () => {
    answer(baby, [measurement(1, '2026-08-01', 200, -0.3, 38.2)]);
    const read = handlers.growth.measurements(forChild(7, [measurement(1, '2026-08-01', 200, -0.3, 38.2)]));
    const created = handlers.growth.createMeasurement(queuedOfflineAnswer());
    const user = userEvent.setup();
    const { store } = renderWithPlatform(<GrowthTab childId={7} />);
    const form = await screen.findByRole('form', { name: 'Add a measurement' });
    await user.type(within(form).getByLabelText('Weight (kg)'), '8.1');
    await user.click(within(form).getByRole('button', { name: 'Save measurement' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Measurement will be saved when you are back online');
    const list = screen.getByRole('list', { name: 'Measurements' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent(/8\.1 kg.*Will be saved when you are back online/);
    // Nothing to edit or delete on the server yet; the saved one keeps its buttons.
    expect(within(rows[0]).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rows[1]).getAllByRole('button')).toHaveLength(2);
    // Not asked again while queued: the answer would be the copy from before the change.
    expect(read).toHaveLength(1);
    // Sent and asked again: the server's list replaces it, and the mark goes.
    handlers.growth.measurements(forChild(7, [measurement(1, '2026-08-01', 200, -0.3, 38.2), measurement(9, '2026-11-01', 300, 0, 50)]));
    act(() => {
      store.dispatch(api.util.invalidateTags([{ type: 'Growth', id: 7 }]));
    });
    await waitFor(() => expect(screen.queryByTestId('queued-offline')).not.toBeInTheDocument());
    expect(within(screen.getByRole('list', { name: 'Measurements' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows the contracts’ message for an empty measurement and sends nothing', async () => {
    const { created } = answer();
    const user = userEvent.setup();
    renderWithPlatform(<GrowthTab childId={7} />);
    const form = await screen.findByRole('form', { name: 'Add a measurement' });
    await user.click(within(form).getByRole('button', { name: 'Save measurement' }));
    expect(await within(form).findByText('Enter at least one of weight, length, height or head circumference')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Weight (kg)'), 'abc');
    expect(await within(form).findByText('Enter a number, such as 7.5')).toBeInTheDocument();
    expect(created).toHaveLength(0);
  });

  it('asks which WHO chart to use for a child whose sex is not recorded as male or female', async () => {
    const { charts } = answer({ ...baby, gender: 'other' });
    const user = userEvent.setup();
    renderWithPlatform(<GrowthTab childId={7} />);
    const choice = await screen.findByLabelText(/^Which WHO chart should we use\?/);
    await user.selectOptions(choice, 'male');
    await waitFor(() =>
      expect(charts.map((call) => call.url)).toContain('/api/child-profiles/7/growth-chart?indicator=weightForAge&chartSex=male'),
    );
    const form = screen.getByRole('form', { name: 'Add a measurement' });
    expect(within(form).getByLabelText('WHO chart to use')).toHaveValue('male');
  });

  it('opens the same form prefilled from a row of the table, and saves the correction with PATCH', async () => {
    answer(baby, [measurement(1, '2026-08-01', 200, -0.3, 38.2), measurement(2, '2026-10-01', 260, -0.5, 30.9)]);
    const corrected = { ...measurement(2, '2026-10-02', 261, -0.3, 38.2), weightKg: 7.8, lengthCm: null };
    const updated = handlers.growth.updateMeasurement(forChild(7, corrected));
    const user = userEvent.setup();
    renderWithPlatform(<GrowthTab childId={7} />);
    const table = await screen.findByRole('table', { name: /Weight for age: measurements/ });
    const edit = within(table).getByRole('button', { name: 'Edit the measurement of 1 October 2026' });
    await user.click(edit);

    const dialog = await screen.findByRole('dialog', { name: 'Edit the measurement' });
    const form = within(dialog).getByRole('form', { name: 'Edit the measurement' });
    expect(within(form).getByLabelText('Date measured')).toHaveValue('2026-10-01');
    expect(within(form).getByLabelText('Units')).toHaveValue('metric');
    expect(within(form).getByLabelText('Weight (kg)')).toHaveValue('7.5');
    expect(within(form).getByLabelText('Measured lying down or standing')).toHaveValue('length');
    expect(within(form).getByLabelText('Length or height (cm)')).toHaveValue('68');
    expect(within(form).getByLabelText('Head circumference (cm)')).toHaveValue('');

    await user.clear(within(form).getByLabelText('Date measured'));
    await user.type(within(form).getByLabelText('Date measured'), '2026-10-02');
    await user.clear(within(form).getByLabelText('Weight (kg)'));
    await user.type(within(form).getByLabelText('Weight (kg)'), '7.8');
    await user.clear(within(form).getByLabelText('Length or height (cm)'));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(updated).toHaveLength(1));
    expect(updated[0].params).toEqual({ childId: '7', measurementId: '2' });
    // The cleared length is removed (null); the head circumference, never measured, is left out.
    expect(updated[0].body).toEqual({ measuredOn: '2026-10-02', weightKg: 7.8, lengthCm: null });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByTestId('toast')).toHaveTextContent('Measurement updated');
    expect(edit).toHaveFocus();
  });

  it('edits from the list of all measurements too, and keeps the dialog open when the server refuses', async () => {
    answer(baby, [measurement(1, '2026-08-01', 200, -0.3, 38.2)]);
    const updated = handlers.growth.updateMeasurement.fail(400, 'The measurement date cannot be before the date of birth');
    const user = userEvent.setup();
    renderWithPlatform(<GrowthTab childId={7} />);
    const list = await screen.findByRole('list', { name: 'Measurements' });
    await user.click(within(list).getByRole('button', { name: 'Edit the measurement of 1 August 2026' }));
    const form = within(await screen.findByRole('dialog', { name: 'Edit the measurement' })).getByRole('form');
    expect(within(form).getByLabelText('Weight (kg)')).toHaveValue('7.5');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(updated).toHaveLength(1));
    expect(updated[0].params.measurementId).toBe('1');
    expect(await screen.findByTestId('toast')).toHaveTextContent(
      /The measurement could not be updated.*The measurement date cannot be before the date of birth/,
    );
    expect(screen.getByRole('dialog', { name: 'Edit the measurement' })).toBeInTheDocument();
  });

  it('offers a viewer neither the form nor Edit or Delete', async () => {
    answer(baby, [measurement(2, '2026-10-01', 260, -0.5, 30.9)], 'viewer');
    renderWithPlatform(<GrowthTab childId={7} />);
    expect(await screen.findByRole('list', { name: 'Measurements' })).toHaveTextContent('1 October 2026: 7.5 kg · 68 cm lying');
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add a measurement' })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
  });

  it('speaks Hindi to a parent who chose it: percentiles in Hindi ordinals, dates in Hindi, the form and the list', async () => {
    answer(baby, [measurement(1, '2026-08-01', 200, -0.3, 38.2), measurement(2, '2026-10-01', 260, -0.5, 30.9)]);
    // The Hindi catalog loads as its own chunk: the first render suspends until it has.
    await act(async () => renderWithPlatform(<GrowthTab childId={7} />, { user: { ...testUser, locale: 'hi' } }));
    expect(await screen.findByRole('heading', { name: 'बढ़त', level: 2 })).toBeInTheDocument();
    const summary = await screen.findByRole('region', { name: 'सबसे नए परसेंटाइल' });
    expect(within(summary).getByText('उम्र के हिसाब से वज़न:').parentElement).toHaveTextContent(
      'उम्र के हिसाब से वज़न: 31वें परसेंटाइल पर · 1 अक्टूबर 2026',
    );
    expect(within(summary).getByText(/^हर बच्चा अपनी रफ़्तार से बढ़ता है/)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: /उम्र के हिसाब से वज़न: माप/ });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['तारीखउम्र (महीने)माप (kg)परसेंटाइलविकल्प', '1 अक्टूबर 20268.17.531वाँ परसेंटाइलसुधारें']);
    expect(screen.getByRole('combobox', { name: 'चार्ट' })).toHaveValue('weightForAge');
    const list = screen.getByRole('list', { name: 'माप' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('1 अक्टूबर 2026: 7.5 kg · लंबाई 68 cm (लिटाकर)');
    expect(within(list).getByRole('button', { name: '1 अगस्त 2026 का माप सुधारें' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'माप जोड़ें' });
    expect(within(form).getByLabelText('वज़न (kg)')).toBeInTheDocument();
    expect(within(form).getByLabelText('कैसे नापा गया: लिटाकर या खड़ा करके')).toHaveValue('length');
  });

  it('says in Hindi what WHO would have a doctor look at, and the schema’s messages', async () => {
    const { created } = answer(baby, [measurement(1, '2026-10-01', 260, -2.3, 2.6)]);
    const user = userEvent.setup();
    // The Hindi catalog loads as its own chunk: the first render suspends until it has.
    await act(async () => renderWithPlatform(<GrowthTab childId={7} />, { user: { ...testUser, locale: 'hi' } }));
    const summary = await screen.findByRole('region', { name: 'सबसे नए परसेंटाइल' });
    expect(within(summary).getByText('उम्र के हिसाब से वज़न:').parentElement).toHaveTextContent('3रे परसेंटाइल पर');
    expect(within(summary).getByText(/^तीसरे परसेंटाइल से नीचे। WHO इस रेखा को/)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'माप जोड़ें' });
    await user.click(within(form).getByRole('button', { name: 'माप सहेजें' }));
    expect(await within(form).findByText('वज़न, लंबाई, ऊँचाई या सिर के घेरे में से कम से कम एक माप लिखें')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('वज़न (kg)'), '300');
    expect(await within(form).findByText('वज़न 0.3 से 250 kg के बीच की संख्या होनी चाहिए')).toBeInTheDocument();
    expect(created).toHaveLength(0);
  });
});
