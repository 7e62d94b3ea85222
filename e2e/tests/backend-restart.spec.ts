import { expect, test } from '@playwright/test';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startOwnApp } from './own-app';
import { expectToast, newParent } from './support';

// The backend restarts (a deploy, a crash and its supervisor) while a parent is signed in:
// sessions live in the database (docs/architecture.md, "Sessions"), so the parent stays signed
// in and everything saved before the restart is still there. An app instance of its own, so
// the test can stop it and start it again on the same database file.
const APP_PORT = Number(process.env.E2E_PORT ?? 3100) + 13;
const DATABASE_URL = join(tmpdir(), `flourishly-e2e-restart-${Date.now()}.sqlite`);
let stopApp: () => Promise<void>;

test.use({ baseURL: `http://localhost:${APP_PORT}` });

const start = async () => {
  stopApp = await startOwnApp(APP_PORT, { DATABASE_URL });
};

test.beforeAll(start);

test.afterAll(async () => {
  await stopApp?.();
  rmSync(DATABASE_URL, { force: true });
});

test('a restart of the backend keeps a signed-in parent signed in, with everything they saved', async ({ page }) => {
  test.setTimeout(120_000);
  const parent = newParent('Sam Rivera');
  await page.goto('/register');
  await page.getByLabel('Full name').fill(parent.fullName);
  await page.getByLabel('Email').fill(parent.email);
  await page.getByLabel('Password', { exact: true }).fill(parent.password);
  await page.getByLabel('Confirm password').fill(parent.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/profile-completion$/);
  await page.getByLabel('Phone number').fill('+44 20 7946 0000');
  await page.getByLabel('Storytelling').check();
  await page.getByRole('button', { name: 'Complete profile' }).click();
  await expectToast(page, 'Profile updated');
  await expect(page.getByRole('heading', { name: `Welcome, ${parent.fullName}` })).toBeVisible();
  const user = await (await page.request.get('/api/user')).json();
  const created = await page.request.post('/api/child-profiles', {
    data: { parentId: user.id, name: 'Maya', dateOfBirth: '2019-03-04', gender: 'female', primaryDevelopmentalConcern: 'language' },
  });
  expect(created.status()).toBe(201);

  await stopApp();
  // While the backend is down the page stays open; a reload after the restart finds the session.
  await start();

  await page.goto('/');
  await expect(page.getByRole('heading', { name: `Welcome, ${parent.fullName}` })).toBeVisible();
  await expect(page).not.toHaveURL(/\/auth/);
  const after = await page.request.get('/api/user');
  expect(after.status()).toBe(200);
  expect(await after.json()).toMatchObject({ email: parent.email, phoneNumber: '+44 20 7946 0000', selectedInterests: ['storytelling'] });
  await page.goto('/children');
  const children = page.getByRole('list', { name: 'Your children' });
  await expect(children.getByRole('link', { name: 'Maya' })).toBeVisible();

  // The same session may still change data after the restart.
  const second = await page.request.post('/api/child-profiles', {
    data: { parentId: user.id, name: 'Leo', dateOfBirth: '2021-05-06', gender: 'male', primaryDevelopmentalConcern: 'physical' },
  });
  expect(second.status()).toBe(201);
  await page.reload();
  await expect(children.getByRole('link', { name: 'Leo' })).toBeVisible();
  await expect(children.getByRole('link', { name: 'Maya' })).toBeVisible();
});
