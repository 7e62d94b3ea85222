import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, expectToast, registerAndCompleteProfile } from './support';

/** yyyy-MM-dd of `years` years and `days` days ago. */
function birthDate(years: number, days = 20) {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  date.setDate(date.getDate() - days);
  return date.toISOString().slice(0, 10);
}

/** Creates a child for the signed-in parent through the API (the wizard has its own tests). */
async function createChild(page: Page, name: string, dateOfBirth: string): Promise<number> {
  const me = await (await page.request.get('/api/user')).json();
  const response = await page.request.post('/api/child-profiles', {
    data: { parentId: me.id, name, dateOfBirth, gender: 'other', primaryDevelopmentalConcern: 'none', profileCompleted: true },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).id;
}

/**
 * Answers every milestone of the current step: `pick(index)` chooses the answer for the n-th
 * item of the step.
 */
async function answerStep(page: Page, pick: (index: number) => 'Yes' | 'Sometimes' | 'Not yet') {
  // The last step asks the doctor's questions, which are optional.
  if (await page.getByRole('heading', { name: 'Other things to share with the doctor' }).isVisible()) return;
  const groups = page.getByRole('group');
  const count = await groups.count();
  for (let index = 0; index < count; index += 1) {
    await groups
      .nth(index)
      .getByRole('radio', { name: pick(index), exact: true })
      .check();
  }
}

/** The step shown by the new-assessment page ("Step n of m"). */
async function currentStep(page: Page): Promise<number> {
  const text = (await page.getByText(/^Step \d+ of \d+/).textContent()) ?? '';
  return Number(/^Step (\d+)/.exec(text)?.[1]);
}

/** Answers every remaining step from the current one and submits. */
async function completeAssessment(page: Page, pick: (index: number) => 'Yes' | 'Sometimes' | 'Not yet') {
  await answerStep(page, pick);
  while (await page.getByRole('button', { name: /^Next: / }).isVisible()) {
    const step = await currentStep(page);
    await page.getByRole('button', { name: /^Next: / }).click();
    await expect(page.getByText(new RegExp(`^Step ${step + 1} of \\d+`))).toBeVisible();
    await answerStep(page, pick);
  }
  await page.getByRole('button', { name: 'Submit Assessment' }).click();
  await expectToast(page, 'Assessment saved');
}

test('a baby under 2 months gets the day the first checklist opens, on the child page and instead of the form', async ({ page }) => {
  await registerAndCompleteProfile(page);
  const childId = await createChild(page, 'Ira', birthDate(0, 30));
  await page.goto(`/child/${childId}`);
  const profile = page.getByRole('region', { name: 'Development Profile' });
  const opensOn = /The first milestone checklist opens on \d{1,2} [A-Z][a-z]+ \d{4} \(at 2 months\)\./;
  await expect(profile.getByText(opensOn)).toBeVisible();
  await profile.getByRole('link', { name: 'Take First Assessment' }).click();
  const panel = page.getByRole('region', { name: 'Your baby’s first milestone checklist' });
  await expect(panel).toContainText(/opens on \d{1,2} [A-Z][a-z]+ \d{4} \(at 2 months\)\./);
  await expect(panel).toContainText('tummy time while they are awake and watched');
  await expect(page.getByRole('radio')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await panel.getByRole('link', { name: 'Back to Ira’s page' }).click();
  await expect(page).toHaveURL(new RegExp(`/child/${childId}$`));
});

test('first assessments for a 4-year-old and an 8-year-old, profile, report with history and tips', async ({ page }) => {
  test.setTimeout(240_000);
  await registerAndCompleteProfile(page);
  const ada = await createChild(page, 'Ada', birthDate(4));
  const ben = await createChild(page, 'Ben', birthDate(8));

  // The 4-year-old: empty profile, then the first assessment, resumed after a reload.
  await page.goto(`/child/${ada}`);
  const profile = page.getByRole('region', { name: 'Development Profile' });
  await expect(profile.getByText('No development assessment available.')).toBeVisible();
  await expect(page.getByText('No devices connected yet.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await profile.getByRole('link', { name: 'Take First Assessment' }).click();
  await expect(page).toHaveURL(new RegExp(`/child/${ada}/assessment/new$`));
  await expect(page.getByRole('heading', { name: 'New Assessment for Ada' })).toBeVisible();
  await expect(page.getByText('Milestones at 4 years')).toBeVisible();
  await expect(page.getByText('Source: CDC, Learn the Signs. Act Early.', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Step 1 of 6/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await answerStep(page, (index) => (index === 0 ? 'Sometimes' : 'Yes'));
  await page.getByRole('button', { name: /^Next: / }).click();
  await expect(page.getByText(/^Step 2 of 6/)).toBeVisible();
  await page.reload();
  await expect(page.getByText('Your saved answers have been restored.')).toBeVisible();
  await expect(page.getByText(/^Step 2 of 6/)).toBeVisible();
  await completeAssessment(page, (index) => (index === 0 ? 'Not yet' : 'Yes'));
  await expect(page).toHaveURL(new RegExp(`/child/${ada}/development-report$`));
  await expect(page.getByRole('heading', { name: 'Development Report for Ada' })).toBeVisible();

  await page.goto(`/child/${ada}`);
  await expect(profile.getByRole('progressbar')).toHaveCount(5);
  await expect(profile.getByTestId('scores-radar')).toBeVisible();
  await expect(profile.locator('.recharts-polar-grid')).toBeVisible();
  await expect(profile.getByText('% of age milestones observed')).toBeVisible();
  await expect(profile.getByRole('link', { name: 'View Full Report' })).toBeVisible();

  // Tips for Parents, then the personalised page.
  const tips = page.getByRole('region', { name: 'Tips for Parents' });
  await expect(tips.getByRole('listitem')).toHaveCount(3);
  await expectNoSeriousA11yViolations(page);
  await tips.getByRole('link', { name: 'Get More Personalized Tips' }).click();
  await expect(page).toHaveURL(new RegExp(`/parent-tips\\?childId=${ada}$`));
  await expect(page.getByRole('heading', { name: 'Tips for Ada' })).toBeVisible();
  await expect(page.getByText(/For age 4, starting with/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The 8-year-old: two assessments, then the report with its history.
  await page.goto(`/child/${ben}/assessment/new`);
  await expect(page.getByText('Milestones at 8 years')).toBeVisible();
  await completeAssessment(page, () => 'Sometimes');
  await page.goto(`/child/${ben}/assessment/new`);
  await expect(page.getByText(/^Step 1 of 6/)).toBeVisible();
  await completeAssessment(page, (index) => (index === 2 ? 'Not yet' : 'Yes'));
  await expect(page.getByRole('heading', { name: 'Development Report for Ben' })).toBeVisible();
  await expect(page.getByRole('table')).toContainText('8 years');
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(3);
  await expect(page.getByTestId('scores-history-chart')).toBeVisible();
  const doctor = page.getByRole('region', { name: 'Talk to your doctor' });
  // 'Not yet' answers call for acting early (CDC): the notice's steps, then the 5 milestones.
  const actEarly = doctor.getByRole('region', { name: 'Don’t wait: act early' });
  await expect(actEarly).toBeVisible();
  await expect(doctor.getByRole('listitem')).toHaveCount(5 + (await actEarly.getByRole('listitem').count()));
  await expect(page.getByRole('region', { name: 'Strengths' }).getByRole('progressbar').first()).toHaveAttribute('aria-valuenow', '67');
  await expectNoSeriousA11yViolations(page);

  await page.goto(`/child/${ben}`);
  await expect(page.getByRole('region', { name: 'Development Profile' }).getByRole('progressbar', { name: 'Cognitive' })).toHaveAttribute(
    'aria-valuenow',
    '67',
  );

  // Across children.
  await page.goto('/assessments');
  await expect(page.getByRole('heading', { name: 'Assessments', level: 1 })).toBeVisible();
  await expect(page.getByText('2 assessments')).toBeVisible();
  await expect(page.getByText(/1 assessment( |$)/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto('/reports');
  await page.getByRole('link', { name: 'View full report for Ben' }).click();
  await expect(page.getByRole('heading', { name: 'Development Report for Ben' })).toBeVisible();
});

test("a 'yes' to lost skills brings the act-early prompt to the assessment and the report", async ({ page }) => {
  test.setTimeout(180_000);
  await registerAndCompleteProfile(page);
  const childId = await createChild(page, 'Noor', birthDate(2, 40));
  await page.goto(`/child/${childId}/assessment/new`);
  await expect(page.getByText('Milestones at 2 years')).toBeVisible();
  await answerStep(page, () => 'Yes');
  while (!(await page.getByRole('heading', { name: 'Other things to share with the doctor' }).isVisible())) {
    const step = await currentStep(page);
    await page.getByRole('button', { name: /^Next: / }).click();
    await expect(page.getByText(new RegExp(`^Step ${step + 1} of \\d+`))).toBeVisible();
    await answerStep(page, () => 'Yes');
  }
  const lostSkills = page.getByRole('group', { name: 'Has your child lost any skills he/she once had?' });
  await lostSkills.getByRole('radio', { name: 'Yes', exact: true }).check();
  await lostSkills.getByLabel('Which skills? (optional)').fill('Stopped saying the words she used to say');
  await page.getByLabel('What are some things your child likes to do?').fill('Stacking cups');
  const prompt = page.getByRole('region', { name: 'Don’t wait: act early' });
  await expect(prompt).toContainText('rather than waiting for the next check-up');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Submit Assessment' }).click();
  await expectToast(page, 'Assessment saved');

  await expect(page).toHaveURL(new RegExp(`/child/${childId}/development-report$`));
  const doctor = page.getByRole('region', { name: 'Talk to your doctor' });
  await expect(doctor.getByRole('region', { name: 'Don’t wait: act early' })).toContainText('early-intervention service');
  await expect(doctor).toContainText('Yes: Stopped saying the words she used to say');
  await expect(doctor).toContainText('Stacking cups');
  await expectNoSeriousA11yViolations(page);
});

test('connect a device, post readings with its token and see Today’s Activity', async ({ page, request }) => {
  test.setTimeout(120_000);
  await registerAndCompleteProfile(page);
  const childId = await createChild(page, 'Cleo', birthDate(6));
  await page.goto(`/child/${childId}`);
  const devices = page.getByRole('region', { name: 'Connected Devices' });
  await expect(devices.getByText('No devices connected yet.')).toBeVisible();
  await devices.getByRole('button', { name: 'Connect First Device' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect a device' });
  await dialog.getByLabel('Device name').fill('Cleo’s band');
  await dialog.getByRole('button', { name: 'Connect Device' }).click();
  const token = (await page.getByRole('textbox', { name: 'Connection code' }).inputValue()).trim();
  expect(token).toMatch(/^fldev_/);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(devices.getByText('Cleo’s band')).toBeVisible();
  await expect(devices.getByText('Last synced: Never')).toBeVisible();
  await expect(devices.getByRole('button', { name: 'Connect New Device' })).toBeVisible();

  const deviceId = (await (await page.request.get(`/api/child-profiles/${childId}/iot-devices`)).json())[0].id;
  const url = `/api/devices/${deviceId}/activity-data`;
  const wrong = await request.post(url, {
    headers: { Authorization: 'Bearer fldev_wrong' },
    data: { type: 'steps', value: 1, recordedAt: new Date().toISOString() },
  });
  expect(wrong.status()).toBe(401);
  const now = Date.now();
  const readings = [
    { type: 'sleep', value: 600, recordedAt: new Date(now - 6 * 3600_000).toISOString() },
    { type: 'steps', value: 2300, recordedAt: new Date(now - 2 * 3600_000).toISOString() },
    { type: 'steps', value: 5100, recordedAt: new Date(now - 60_000).toISOString() },
    { type: 'activeMins', value: 42, recordedAt: new Date(now - 60_000).toISOString() },
  ];
  for (const data of readings) {
    const response = await request.post(url, { headers: { Authorization: `Bearer ${token}` }, data });
    expect(response.status()).toBe(201);
  }
  const repeated = await request.post(url, { headers: { Authorization: `Bearer ${token}` }, data: readings[2] });
  expect(repeated.status()).toBe(200);

  await page.reload();
  await expect(devices.getByText('Last synced: less than a minute ago')).toBeVisible();
  await expect(devices.getByRole('heading', { name: "Today's Activity" })).toBeVisible();
  await expect(devices.getByTestId('activity-steps')).toHaveText('5,100');
  await expect(devices.getByTestId('activity-activeMins')).toHaveText('42');
  await expect(devices.getByTestId('activity-sleep')).toHaveText('10.0');
  await expectNoSeriousA11yViolations(page);
});
