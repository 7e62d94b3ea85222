import { expect, test, type Page } from '@playwright/test';
import { APP_ORIGIN, expectNoSeriousA11yViolations, isoDate, registerAndCompleteProfile } from './support';

/** Creates a baby girl of `months` months for the signed-in parent through the API (IAP schedule, the default). */
async function createChild(page: Page, months: number) {
  const user = await (await page.request.get('/api/user')).json();
  const birth = new Date();
  birth.setMonth(birth.getMonth() - months);
  const response = await page.request.post('/api/child-profiles', {
    headers: { Origin: APP_ORIGIN },
    data: { parentId: user.id, name: 'Ada', dateOfBirth: isoDate(birth), gender: 'female', primaryDevelopmentalConcern: 'none' },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).id as number;
}

/** The statuses of the dose rows in the order the page shows them. */
const rowStatuses = (page: Page) =>
  page.locator('li[data-status]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-status')));

const ORDER = ['overdue', 'due', 'upcoming'];

test('on a 412 px phone the Immunisations tab shows the next doses first and records one as given today in one tap', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 412, height: 860 });
  await registerAndCompleteProfile(page);
  // 7 months: the birth and 6-, 10- and 14-week doses are overdue, the 6-month ones due, the 9-month ones upcoming.
  const childId = await createChild(page, 7);

  await page.goto(`/child-profiles/${childId}/immunisations`);
  const tab = page.getByRole('region', { name: 'Immunisations' });
  await expect(tab.getByRole('heading', { name: 'Immunisations', level: 2 })).toBeVisible();
  await expect(tab.getByRole('heading', { level: 3 }).first()).toHaveText('Next doses');
  await expect(tab.getByRole('combobox', { name: 'Schedule' })).toHaveValue('IAP');

  // Next doses first: overdue, then due, then the coming months; later doses folded away, nothing given yet.
  const statuses = await rowStatuses(page);
  const next = statuses.slice(0, statuses.findIndex((status) => status === 'upcoming') + 1);
  expect(next[0]).toBe('overdue');
  expect(next).toContain('due');
  expect([...next].sort((a, b) => ORDER.indexOf(a ?? '') - ORDER.indexOf(b ?? ''))).toEqual(next);
  expect(statuses).not.toContain('given');
  await expect(tab.locator('details summary')).toContainText('Later doses');
  await expect(tab.locator('details')).not.toHaveAttribute('open', '');
  const first = tab.locator('li[data-status]').first();
  await expect(first).toContainText('Overdue');
  const doseName = (await first.locator('strong').textContent()) as string;

  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(412);
  await expectNoSeriousA11yViolations(page);

  // One tap: the first overdue dose is recorded as given today and moves to "Given".
  await tab.getByRole('button', { name: `Given today: ${doseName}` }).click();
  await expect(tab.getByRole('status')).toContainText(`${doseName} recorded as given.`);
  await expect(tab.getByRole('heading', { name: 'Given', level: 3 })).toBeVisible();
  const given = tab.locator('li[data-status="given"]');
  await expect(given).toHaveCount(1);
  await expect(given).toContainText(doseName);
  await expect(given.locator('time')).toHaveAttribute('datetime', isoDate(new Date()));
  await expect(given.getByRole('button', { name: `Remove: ${doseName}` })).toBeVisible();
  await expect(tab.getByRole('button', { name: `Given today: ${doseName}` })).toHaveCount(0);
  const record = await (await page.request.get(`/api/child-profiles/${childId}/immunizations`)).json();
  expect(record.doses.filter((dose: { status: string }) => dose.status === 'given')).toEqual([
    expect.objectContaining({ givenOn: isoDate(new Date()) }),
  ]);
  await expectNoSeriousA11yViolations(page);
});
