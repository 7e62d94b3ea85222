import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, expectToast, registerAndCompleteProfile } from './support';

/** A 'yyyy-MM-dd' date `months` calendar months ago. */
function monthsAgo(months: number) {
  const date = new Date();
  date.setMonth(date.getMonth() - months);
  return date.toISOString().slice(0, 10);
}

/** Creates a baby girl of `months` months for the signed-in parent through the API. */
async function createChild(page: Page, months: number, gender = 'female') {
  const user = await (await page.request.get('/api/user')).json();
  const response = await page.request.post('/api/child-profiles', {
    data: { parentId: user.id, name: 'Ada', dateOfBirth: monthsAgo(months), gender, primaryDevelopmentalConcern: 'none' },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).id as number;
}

test('on a 412 px phone a parent records a weigh-in in pounds, sees the WHO chart, its table and the percentile in words, and corrects it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 412, height: 860 });
  await registerAndCompleteProfile(page);
  const childId = await createChild(page, 9);

  await page.goto(`/child-profiles/${childId}/growth`);
  await expect(page.getByRole('heading', { name: 'Growth', level: 2 })).toBeVisible();
  await expect(page.getByText('No measurements yet.')).toBeVisible();

  const form = page.getByRole('form', { name: 'Add a measurement' });
  await form.getByLabel('Units').selectOption('imperial');
  await form.getByLabel('Weight (lb)').fill('18');
  await form.getByLabel('And ounces (oz)').fill('2');
  await form.getByLabel('Length or height (inches)').fill('27.5');
  await form.getByRole('button', { name: 'Save measurement' }).click();
  await expectToast(page, 'Measurement saved');

  // 18 lb 2 oz is 8.221 kg; 27.5 inches 69.9 cm: a girl of 9 months near the WHO median.
  await expect(page.getByRole('list', { name: 'Measurements' })).toContainText('8.221 kg · 69.9 cm lying');
  const summary = page.getByRole('region', { name: 'Latest percentiles' });
  await expect(summary).toContainText(/Weight for age: on the \d+(st|nd|rd|th) percentile/);
  await expect(page.getByTestId('growth-chart')).toBeVisible();
  await expect(page.getByRole('table', { name: /Weight for age: measurements/ }).getByRole('row')).toHaveCount(2);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(412);
  await expectNoSeriousA11yViolations(page);

  // Another chart, by keyboard.
  await page.getByLabel('Chart', { exact: true }).focus();
  await page.getByLabel('Chart', { exact: true }).selectOption('weightForLengthOrHeight');
  await expect(page.getByRole('table', { name: /Weight for length\/height: measurements/ })).toBeVisible();

  // Correct it from the table: the same form, prefilled in kg and cm, in a dialog.
  await page
    .getByRole('table', { name: /Weight for length\/height: measurements/ })
    .getByRole('button', { name: /^Edit the measurement of / })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit the measurement' });
  await expect(dialog.getByLabel('Weight (kg)')).toHaveValue('8.221');
  await expect(dialog.getByLabel('Length or height (cm)')).toHaveValue('69.9');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByLabel('Weight (kg)').fill('8.4');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, 'Measurement updated');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'Measurements' })).toContainText('8.4 kg · 69.9 cm lying');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
});

test('a child whose sex is not recorded as male or female is asked which WHO chart to use', async ({ page }) => {
  test.setTimeout(90_000);
  await registerAndCompleteProfile(page);
  const childId = await createChild(page, 14, 'prefer-not-to-say');
  await page.goto(`/child-profiles/${childId}/growth`);
  await expect(page.getByText('Choose a WHO chart to see the curves.')).toBeVisible();
  await page.getByLabel(/^Which WHO chart should we use\?/).selectOption('female');
  await expect(page.getByTestId('growth-chart')).toBeVisible();
  const form = page.getByRole('form', { name: 'Add a measurement' });
  await expect(form.getByLabel('WHO chart to use')).toHaveValue('female');
  await form.getByLabel('Weight (kg)').fill('9.6');
  await form.getByRole('button', { name: 'Save measurement' }).click();
  await expectToast(page, 'Measurement saved');
  await expect(page.getByRole('list', { name: 'Measurements' })).toContainText('9.6 kg');
  await expectNoSeriousA11yViolations(page);
});
