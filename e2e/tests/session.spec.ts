import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, expectToast, newParent, registerAndCompleteProfile, signIn } from './support';

test('a signed-out visitor sees the landing page at / and is sent to /auth from protected routes', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Get Started' }).first()).toBeVisible();
  await page.goto('/children');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('register, complete the profile, sign out and sign in again', async ({ page }) => {
  const parent = newParent('Maya Rose Patel');
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('Full name').fill(parent.fullName);
  await page.getByLabel('Email').fill(parent.email);
  await page.getByLabel('Password', { exact: true }).fill(parent.password);
  await page.getByLabel('Confirm password').fill('a-different-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm password').fill(parent.password);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expectToast(page, 'Registration successful');
  await expect(page).toHaveURL(/\/profile-completion$/);
  await expect(page.getByRole('heading', { name: 'Welcome to Flourishly' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Phone number').fill('12345');
  await page.getByRole('button', { name: 'Complete profile' }).click();
  await expect(page.getByText('Phone number must be at least 10 digits')).toBeVisible();
  await page.getByLabel('Phone number').fill('+44 20 7946 0000');
  await page.getByLabel('Grade').selectOption('2nd');
  for (const interest of ['Storytelling', 'Science', 'Maths', 'Puzzles', 'Sports']) {
    await page.getByLabel(interest).check();
  }
  await expect(page.getByLabel('Literature')).toBeDisabled();
  await page.getByRole('button', { name: 'Complete profile' }).click();
  await expectToast(page, 'Profile updated');

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Maya Rose Patel' })).toBeVisible();
  await expect(page.getByText("Manage your children's learning and development journeys.")).toBeVisible();
  // The initials and the words 'My Account' are on the button; its name starts with the words.
  await expect(page.getByRole('button', { name: /^My Account/ })).toContainText('MR');
  await expect(page.getByRole('button', { name: /^My Account/ })).toContainText('My Account');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: /My Account/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expectToast(page, 'You have been successfully logged out.');
  await expect(page.getByRole('link', { name: 'Get Started' }).first()).toBeVisible();

  await signIn(page, parent.email, 'a-wrong-password');
  await expectToast(page, 'Login failed');
  await expectToast(page, '401: Invalid email or password');
  await signIn(page, parent.email, parent.password);
  await expectToast(page, `Welcome back, ${parent.fullName}!`);
  await expect(page.getByRole('heading', { name: 'Welcome, Maya Rose Patel' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome, Maya Rose Patel' })).toBeVisible();
});

test('the layout: navigation, user menu, mobile menu and footer', async ({ page }) => {
  await registerAndCompleteProfile(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const label of ['Dashboard', 'Children', 'Activities', 'Assessments', 'Reports']) {
    await expect(nav.getByRole('link', { name: label })).toBeVisible();
  }
  // A new parent has nothing unread: the bell is there without its unread dot.
  await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
  await expect(page.getByTestId('unread-dot')).toHaveCount(0);
  await expect(page.getByText(`© ${new Date().getFullYear()} Flourishly. All rights reserved.`)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Help Center' })).toHaveAttribute(
    'href',
    '/help',
  );
  for (const label of ['Help Center', 'Privacy Policy', 'Terms of Service', 'Contact Us']) {
    await expect(page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: label })).toBeVisible();
  }
  await expect(page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
    'href',
    'mailto:hello@flourishly.app',
  );
  await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(nav).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: /My Account/ }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Change password' })).toBeVisible();
  await page.getByRole('button', { name: /My Account/ }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Your Profile' })).toBeVisible();

  await page.setViewportSize({ width: 375, height: 740 });
  await expect(nav).toBeHidden();
  // Below md the mobile menu takes over the user menu's links.
  await expect(page.getByRole('button', { name: /My Account/ })).toBeHidden();
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.click();
  const mobile = page.getByRole('navigation', { name: 'Mobile' });
  await expect(mobile.getByRole('link', { name: 'Notifications' })).toBeVisible();
  await mobile.getByRole('link', { name: 'Profile' }).focus();
  await page.keyboard.press('Escape');
  await expect(mobile).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await mobile.getByRole('link', { name: 'Children' }).click();
  await expect(page).toHaveURL(/\/children$/);
  await expect(mobile).toBeHidden();
});

test('unknown routes show 404 Page Not Found', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});

test('/games without a game id goes home; a child address without a numeric id is Child Not Found', async ({ page }) => {
  const parent = await registerAndCompleteProfile(page);
  await page.goto('/games');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${parent.fullName}` })).toBeVisible();
  await page.goto('/child/abc');
  await expect(page.getByRole('heading', { name: 'Child Not Found' })).toBeVisible();
  await expect(page.getByText("The child profile you're looking for doesn't exist or you don't have access to it.")).toBeVisible();
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toHaveCount(0);
});

test('a remote that cannot load shows its fallback while the rest of the app works', async ({ browser, page: firstPage }, testInfo) => {
  const parent = await registerAndCompleteProfile(firstPage);
  // Sign in from another browser: clearing this one's cookies would race the dashboard's
  // requests still in flight, whose answers renew the rolling session cookie.
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const page = await context.newPage();
  await page.route('**/remotes/dashboard/**', (route) => route.abort());
  await page.goto('/auth');
  await signIn(page, parent.email, parent.password);
  await expect(page.getByText('This part of Flourishly is unavailable right now')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Children' }).click();
  await expect(page.getByRole('heading', { name: 'Children' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByText('This part of Flourishly is unavailable right now')).toBeVisible();
  await page.unroute('**/remotes/dashboard/**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: `Welcome, ${parent.fullName}` })).toBeVisible();
  await context.close();
});
