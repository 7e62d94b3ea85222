import { chromium, expect, test } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The app installs like an app (docs/architecture.md, "Installable"): Chromium finds its web app
// manifest and reports no reason it could not be installed.
test('Chromium finds the web app manifest and can install the app', async ({ page, baseURL, launchOptions }) => {
  await page.goto('/');
  const manifest = await (await page.request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ name: 'Flourishly', short_name: 'Flourishly', start_url: '/', display: 'standalone' });
  const sizes = (purpose: string) =>
    manifest.icons.filter((icon: { purpose: string }) => icon.purpose === purpose).map((icon: { sizes: string }) => icon.sizes);
  expect(sizes('any')).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(sizes('maskable')).toEqual(['512x512']);
  for (const icon of manifest.icons as { src: string; type: string }[]) {
    const response = await page.request.get(icon.src);
    expect(response.ok(), icon.src).toBe(true);
    expect(response.headers()['content-type']).toBe(icon.type);
  }

  // A browser profile of its own: Chromium never installs from an incognito context, which test contexts are.
  const profile = mkdtempSync(join(tmpdir(), 'flourishly-install-'));
  const browser = await chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
  try {
    const installPage = browser.pages()[0] ?? (await browser.newPage());
    await installPage.goto('/');
    const cdp = await browser.newCDPSession(installPage);
    const { url, errors } = (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string }[] };
    expect(url).toMatch(/\/manifest\.webmanifest$/);
    expect(errors).toEqual([]);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    expect(installabilityErrors.map((error) => error.errorId)).toEqual([]);
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
