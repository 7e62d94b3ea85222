import { expect, test, type Page } from '@playwright/test';
import { registerAndCompleteProfile } from './support';

const UNAVAILABLE = 'This part of Flourishly is unavailable right now';

/** Requests of one remote, served from dist/ (/remotes/<short>/) or from a release (/releases/mf-<short>/). */
const remoteFiles = (short: string) => new RegExp(`/(remotes/${short}|releases/mf-${short})/`);

interface Case {
  remote: string;
  /** Where the remote's page is, and what shows once it loads. */
  open: (page: Page) => Promise<void>;
  loaded: (page: Page) => Promise<void>;
  /** A part of the app the remote does not own, still working while it is down. */
  elsewhere: (page: Page) => Promise<void>;
  signedIn: boolean;
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

const CASES: Case[] = [
  {
    remote: 'landing',
    signedIn: false,
    open: async (page) => void (await page.goto('/')),
    loaded: async (page) => expect(page.getByRole('heading', { level: 1 })).toContainText('Understand your child'),
    elsewhere: async (page) => {
      await page.goto('/auth');
      await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
      await page.goto('/');
    },
  },
  {
    remote: 'dashboard',
    signedIn: true,
    open: async (page) => void (await page.goto('/dashboard')),
    loaded: async (page) => expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible(),
    elsewhere: async (page) => {
      await mainNav(page).getByRole('link', { name: 'Children' }).click();
      await expect(page.getByRole('heading', { name: 'Children' })).toBeVisible();
      await mainNav(page).getByRole('link', { name: 'Dashboard' }).click();
    },
  },
  {
    remote: 'children',
    signedIn: true,
    open: async (page) => void (await page.goto('/children')),
    loaded: async (page) => expect(page.getByRole('heading', { name: 'Children' })).toBeVisible(),
    elsewhere: async (page) => {
      await mainNav(page).getByRole('link', { name: 'Dashboard' }).click();
      await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
      await mainNav(page).getByRole('link', { name: 'Children' }).click();
    },
  },
  {
    remote: 'games',
    signedIn: true,
    open: async (page) => void (await page.goto('/games/1?childId=1')),
    loaded: async (page) => expect(page.getByRole('main')).not.toContainText(UNAVAILABLE),
    elsewhere: async (page) => {
      await mainNav(page).getByRole('link', { name: 'Dashboard' }).click();
      await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
      await page.goBack();
    },
  },
];

for (const { remote, signedIn, open, loaded, elsewhere } of CASES) {
  test(`with the ${remote} remote unreachable the rest of the app works, and Retry loads it once it is back`, async ({ page }) => {
    if (signedIn) await registerAndCompleteProfile(page);
    await page.route(remoteFiles(remote), (route) => route.abort());
    await open(page);
    await expect(page.getByText(UNAVAILABLE)).toBeVisible();
    await elsewhere(page);
    await expect(page.getByText(UNAVAILABLE)).toBeVisible();
    await page.unroute(remoteFiles(remote));
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
    await loaded(page);
  });
}
