import { expect, test } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { expectNoSeriousA11yViolations, newParent, registerAndCompleteProfile, signIn } from './support';

/** As in playwright.config.ts: the app's SMTP_URL points here. */
const SMTP_PORT = Number(process.env.E2E_PORT ?? 3100) + 25;
const NEW_PASSWORD = 'Quiet-harbour-lantern-57';

/** The mail server the app sends to (SMTP_URL in playwright.config.ts): keeps what arrives. */
const received: ParsedMail[] = [];
const server = new SMTPServer({
  disabledCommands: ['STARTTLS', 'AUTH'],
  authOptional: true,
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream).then(
      (mail) => {
        received.push(mail);
        callback();
      },
      (error: Error) => callback(error),
    );
  },
});

test.beforeAll(async () => {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(SMTP_PORT, '127.0.0.1', () => resolve());
  });
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const mailTo = (email: string) =>
  received.find((mail) => mail.to && !Array.isArray(mail.to) && mail.to.value.some((address) => address.address === email));

test('a forgotten password is reset through the emailed link; the old session ends', async ({ browser, page }) => {
  const parent = await registerAndCompleteProfile(page, newParent('Ann Rivers'));

  // Another browser, signed out, asks for a reset from the sign-in form.
  const other = await browser.newContext();
  const visitor = await other.newPage();
  await visitor.goto('/auth');
  await visitor.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(visitor).toHaveURL(/\/forgot-password$/);
  await expect(visitor.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await expectNoSeriousA11yViolations(visitor);
  await visitor.getByLabel('Email').fill(parent.email);
  await visitor.getByRole('button', { name: 'Send reset link' }).click();
  await expect(visitor.getByRole('status').filter({ hasText: 'If an account exists for that address' })).toBeVisible();

  // The email arrives at the test SMTP server with the link.
  await expect.poll(() => mailTo(parent.email)?.subject, { timeout: 15_000 }).toBe('Reset your Flourishly password');
  const link = /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]{43}/.exec(mailTo(parent.email)?.text ?? '')?.[0];
  expect(link).toBeDefined();

  await visitor.goto(link as string);
  await expect(visitor.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expectNoSeriousA11yViolations(visitor);
  await visitor.getByLabel('New password', { exact: true }).fill('password123');
  await visitor.getByLabel('Confirm new password').fill('password123');
  await visitor.getByRole('button', { name: 'Set new password' }).click();
  await expect(visitor.getByText(/This password is too easy to guess/)).toBeVisible();
  await visitor.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await visitor.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await visitor.getByRole('button', { name: 'Set new password' }).click();
  await expect(visitor).toHaveURL(/\/login$/);
  await expect(visitor.getByRole('status').filter({ hasText: 'Your password was changed' })).toBeVisible();

  await signIn(visitor, parent.email, NEW_PASSWORD);
  await expect(visitor.getByRole('heading', { name: `Welcome, ${parent.fullName}` })).toBeVisible();

  // The first browser's session ended with the reset.
  await page.goto('/children');
  await expect(page).toHaveURL(/\/auth$/);
  await other.close();
});
