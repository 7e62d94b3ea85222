import { expect, test, type Page } from '@playwright/test';
import { createChild, expectNoSeriousA11yViolations, isoDate, registerAndCompleteProfile } from './support';

// Offline and installed (docs/architecture.md): the service worker keeps the pages and the
// parent's reads, queues an activity marked done without a network, and sends it once when the
// network returns.

/** Waits until the service worker controls the page. */
async function serviceWorkerReady(page: Page) {
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.state === 'activated' && navigator.serviceWorker.controller !== null;
  });
}

/** Waits until the service worker has kept the signed-in parent's GET /api/user (it keeps it after answering). */
async function userKept(page: Page) {
  await page.waitForFunction(async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith('flourishly-api-') && (await (await caches.open(name)).match('/api/user'))) return true;
    }
    return false;
  });
}

test('offline: the child page shows its last plan, marked offline; a done activity is saved once when back online', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await registerAndCompleteProfile(page);
  const childId = await createChild(page, 'Ava', 4);
  await page.goto(`/child/${childId}`);
  await serviceWorkerReady(page);
  // Once controlled, the page's reads go through the worker, which keeps copies of them.
  await page.reload();
  const plan = page.getByRole('region', { name: "Today's Learning Plan" });
  const cards = plan.getByTestId('activity-card');
  await expect(cards).toHaveCount(3);
  const titles = await cards.getByRole('heading').allTextContents();
  await userKept(page);

  await context.setOffline(true);
  await page.reload();
  // The plan shows from the copies, marked offline with when it was saved.
  await expect(cards).toHaveCount(3);
  expect(await cards.getByRole('heading').allTextContents()).toEqual(titles);
  const notice = page.getByTestId('offline-notice');
  await expect(notice).toContainText('You are offline.');
  await expect(notice).toContainText(/Showing what was saved on .+ at .+\./);

  // Marked done offline: shown done, and waiting for the network.
  const first = cards.nth(0);
  await first.getByRole('button', { name: `Mark done: ${titles[0]}` }).click();
  await expect(first).toHaveAttribute('data-status', 'completed');
  await expect(notice).toContainText('1 change will be saved when you are back online.');
  await expectNoSeriousA11yViolations(page);

  await context.setOffline(false);
  // Sent once the network returns, and the offline notice goes away.
  await expect(notice).toBeHidden({ timeout: 20_000 });
  await expect(first).toHaveAttribute('data-status', 'completed');
  const today = isoDate(new Date());
  const answer = await page.request.get(`/api/child-profiles/${childId}/activity-assignments?date=${today}`);
  const assignments = (await answer.json()) as { activity: { title: string }; status: string }[];
  expect(assignments.filter((assignment) => assignment.status === 'completed').map((assignment) => assignment.activity.title)).toEqual([
    titles[0],
  ]);

  // The queue is empty: another reload sends nothing more, and the page is fresh.
  await page.reload();
  await expect(cards.nth(0)).toHaveAttribute('data-status', 'completed');
  await expect(page.getByTestId('offline-notice')).toBeHidden();
  const again = (await (await page.request.get(`/api/child-profiles/${childId}/activity-assignments?date=${today}`)).json()) as {
    status: string;
  }[];
  expect(again.filter((assignment) => assignment.status === 'completed')).toHaveLength(1);
});

test('offline: sign-out deletes the parent’s copies', async ({ page }) => {
  await registerAndCompleteProfile(page);
  const childId = await createChild(page, 'Ben', 3);
  await page.goto(`/child/${childId}`);
  await serviceWorkerReady(page);
  await page.reload();
  await expect(page.getByRole('region', { name: "Today's Learning Plan" }).getByTestId('activity-card')).toHaveCount(3);
  const apiCaches = () => page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('flourishly-api-')));
  await expect.poll(apiCaches).toHaveLength(1);

  await page.getByRole('button', { name: /My Account/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(apiCaches).toEqual([]);
});
