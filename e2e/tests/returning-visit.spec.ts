import { expect, test, type Page } from '@playwright/test';
import { createChild, expectNoSeriousA11yViolations, newParent, registerAndCompleteProfile } from './support';

// A returning parent's first screen (docs/architecture.md, "Returning first screen"): the service
// worker sends each signed-in page with that parent's last view of it, which paints before any
// script runs and gives way to the app's own render; never another parent's.

/** Waits until the service worker controls the page. */
async function serviceWorkerReady(page: Page) {
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.state === 'activated' && navigator.serviceWorker.controller !== null;
  });
}

/** Waits until the worker keeps a last view of `path` for the signed-in parent. */
async function lastViewKept(page: Page, path: string) {
  const key = `/__offline/last-view?path=${encodeURIComponent(path)}`;
  const kept = () =>
    page.evaluate(async (lastView) => {
      for (const name of await caches.keys()) {
        if (name.startsWith('flourishly-api-') && (await (await caches.open(name)).match(lastView))) return true;
      }
      return false;
    }, key);
  await expect.poll(kept, { timeout: 15_000 }).toBe(true);
}

/**
 * Loads `path` and answers the text of the last view the page came with (as parsed from the HTML,
 * before the app starts), or null when it came with none.
 */
async function lastViewServed(page: Page, path: string): Promise<string | null> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const view = document.querySelector('#first-screen[data-last-view][inert] + #root')?.previousElementSibling;
      (window as unknown as { lastViewText?: string | null }).lastViewText = view?.textContent ?? null;
    });
  });
  await page.goto(path);
  await page.waitForLoadState('load');
  return page.evaluate(() => (window as unknown as { lastViewText?: string | null }).lastViewText ?? null);
}

test('a returning parent’s child page comes with their last view of it, which the app replaces; another parent never gets it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const parent = await registerAndCompleteProfile(page);
  const childId = await createChild(page, 'Ava', 4);
  const path = `/child/${childId}`;
  await page.goto(path);
  await serviceWorkerReady(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Ava' })).toBeVisible();
  await lastViewKept(page, path);

  // The view painted with the HTML: the child's name and plan, inert until the app has drawn the page.
  expect(await lastViewServed(page, path)).toMatch(/Ava.*Today's Learning Plan/s);
  await expect(page.getByRole('heading', { level: 1, name: 'Ava' })).toBeVisible();
  await expect(page.locator('#first-screen')).toHaveCount(0);
  await expect(page.locator('#first-screen-style')).toHaveCount(0);
  // One page on screen, the app's: its plan answers the keyboard.
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('region', { name: "Today's Learning Plan" }).getByTestId('activity-card')).toHaveCount(3);
  const addActivity = page.getByRole('link', { name: 'Add Activity' }).first();
  await addActivity.focus();
  await expect(addActivity).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  // Signed out, then another parent on the same phone: nothing of the first parent's pages.
  await page.getByRole('button', { name: /My Account/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await registerAndCompleteProfile(page, newParent('Ravi Kumar'));
  expect(await lastViewServed(page, path)).toBeNull();
  await expect(page.getByText(parent.fullName)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Child Not Found' })).toBeVisible();
});
