import { expect, test } from '@playwright/test';

// What a slow connection shows before any script has run (docs/architecture.md, "First paint").
test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 412, height: 823 } });

  test('an app page shows the app frame: the header and a busy skeleton of the page', async ({ page }) => {
    await page.goto('/child/1');
    const frame = page.locator('#root > .app-frame');
    await expect(frame).toBeVisible();
    await expect(frame).toHaveAttribute('aria-busy', 'true');
    await expect(frame.getByText('Flourishly', { exact: true })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('Loading Flourishly…');
    const box = await frame.locator('.app-frame-card').first().boundingBox();
    expect(box?.height).toBeGreaterThan(100);
  });

  test("the landing page's prerendered first screen shows alone, without the app frame under it", async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#first-screen h1')).toBeVisible();
    await expect(page.locator('#root > .app-frame')).toBeHidden();
  });
});

test('the live page replaces the frame', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('.app-frame')).toHaveCount(0);
});
