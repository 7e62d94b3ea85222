import { expect, test, type Browser, type Download, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { PDFParse } from 'pdf-parse';
import {
  APP_ORIGIN,
  createChild,
  expectNoSeriousA11yViolations,
  expectToast,
  isoDate,
  newParent,
  registerAndCompleteProfile,
  signIn,
} from './support';

type Scores = Record<'cognitive' | 'physical' | 'socialEmotional' | 'language' | 'moral', number | null>;

/**
 * Submits an assessment through the API (development.spec.ts walks the form): 'Not yet' for the
 * first milestone of each domain, 'Yes' for the rest. Resolves to the scores the server computed.
 */
async function submitAssessment(page: Page, childId: number): Promise<Scores> {
  const form = await (await page.request.get(`/api/child-profiles/${childId}/milestone-checklist`)).json();
  const seen = new Set<string>();
  const answers: Record<string, string> = {};
  for (const item of form.checklist.items as { key: string; domain: string }[]) {
    answers[item.key] = seen.has(item.domain) ? 'yes' : 'not-yet';
    seen.add(item.domain);
  }
  const response = await page.request.post(`/api/child-profiles/${childId}/assessments`, {
    headers: { Origin: APP_ORIGIN },
    data: { checklistKey: form.checklist.key, answers },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).scores;
}

/** The text of a downloaded PDF (pdf.js through pdf-parse: the app's PDFs are compressed). */
async function pdfText(download: Download): Promise<string> {
  const pdf = await readFile((await download.path()) as string);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

const SCORE_LABELS: Record<keyof Scores, string> = {
  cognitive: 'Cognitive',
  physical: 'Physical',
  socialEmotional: 'Social-Emotional',
  language: 'Language',
  moral: 'Moral',
};

/** Expects the PDF's text to hold the report's title and every score, as the PDF prints them ("Cognitive: 67%"). */
function expectScoresInPdf(text: string, childName: string, scores: Scores) {
  expect(text).toContain(`Development Report for ${childName}`);
  for (const [key, label] of Object.entries(SCORE_LABELS)) {
    const score = scores[key as keyof Scores];
    expect(text).toContain(`${label}: ${score === null ? 'Not scored' : `${score}%`}`);
  }
}

/** A second parent in a browser context of their own, registered and on their dashboard. */
async function secondParent(browser: Browser, name: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const parent = await registerAndCompleteProfile(page, newParent(name));
  return { context, page, parent };
}

/** Opens the child page's sharing dialog (owner: 'Share'). */
async function openSharing(page: Page, childName: string) {
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Sharing ${childName}'s profile` });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a caregiver joins through an invitation, becomes a viewer, then loses access', async ({ browser, page }) => {
  test.setTimeout(180_000);
  const owner = await registerAndCompleteProfile(page, newParent('Rosa Lind'));
  const childId = await createChild(page, 'Ada', 5);

  // The owner invites a caregiver from the child page's sharing panel.
  await page.goto(`/child/${childId}`);
  let dialog = await openSharing(page, 'Ada');
  await expect(dialog.getByLabel('Their role')).toHaveValue('caregiver');
  await dialog.getByRole('button', { name: 'Create invitation link' }).click();
  const link = await dialog.getByLabel('Invitation link').inputValue();
  expect(link).toMatch(new RegExp(`^${APP_ORIGIN}/invite/[A-Za-z0-9_-]{43}$`));
  await expect(dialog.getByRole('list', { name: 'Pending invitations' }).getByRole('listitem')).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The second parent opens the link and accepts.
  const other = await secondParent(browser, 'Sam Okafor');
  await other.page.goto(link);
  await expect(other.page.getByRole('heading', { name: "Join Ada's profile" })).toBeVisible();
  await expect(other.page.getByText(`${owner.fullName} invites you to Ada's profile on Flourishly as a caregiver`)).toBeVisible();
  await expectNoSeriousA11yViolations(other.page);
  await other.page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(other.page).toHaveURL(new RegExp(`/child/${childId}$`));
  await expectToast(other.page, "You can now see Ada's profile");

  // On their dashboard the child carries the owner's name.
  await other.page.goto('/');
  const card = other.page
    .getByRole('list', { name: 'Your children' })
    .getByRole('listitem')
    .filter({ has: other.page.getByRole('heading', { name: 'Ada' }) });
  await expect(card.getByText(`Shared by ${owner.fullName}`)).toBeVisible();

  // The caregiver marks an activity done; the owner sees it done.
  await card.getByRole('link', { name: 'View Dashboard for Ada' }).click();
  await expect(other.page).toHaveURL(new RegExp(`/child/${childId}$`));
  const caregiverPlan = other.page.getByRole('region', { name: "Today's Learning Plan" });
  const first = caregiverPlan.getByTestId('activity-card').first();
  const title = (await first.getByRole('heading').textContent()) ?? '';
  expect(title).not.toBe('');
  await first.getByRole('button', { name: `Mark done: ${title}` }).click();
  await expect(first.getByText('Completed')).toBeVisible();
  await page.reload();
  const ownerCard = page
    .getByRole('region', { name: "Today's Learning Plan" })
    .getByTestId('activity-card')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await expect(ownerCard).toHaveAttribute('data-status', 'completed');

  // The owner makes them a viewer.
  dialog = await openSharing(page, 'Ada');
  const memberRole = dialog.getByLabel(`Role of ${other.parent.fullName}`);
  await expect(memberRole).toHaveValue('caregiver');
  await memberRole.selectOption('viewer');
  await expectToast(page, `${other.parent.fullName} is now a viewer`);

  // After a reload the viewer sees the child but no control that changes it.
  await other.page.reload();
  await expect(other.page.getByRole('heading', { name: 'Ada', level: 1 })).toBeVisible();
  await expect(caregiverPlan.getByTestId('activity-card').first()).toBeVisible();
  await expect(other.page.getByRole('button', { name: 'Sharing', exact: true })).toBeVisible();
  await expect(other.page.getByRole('link', { name: 'Edit Profile' })).toHaveCount(0);
  await expect(other.page.getByRole('link', { name: /Add (New )?Activity/ })).toHaveCount(0);
  await expect(other.page.getByRole('button', { name: /^(Mark done|Skip|Undo)/ })).toHaveCount(0);
  await expect(other.page.getByRole('link', { name: 'Take First Assessment' })).toHaveCount(0);

  // The server refuses a viewer's change, even one from the app's own origin.
  const today = await (
    await other.page.request.get(`/api/child-profiles/${childId}/activity-assignments?date=${isoDate(new Date())}`)
  ).json();
  const done = (today as { id: number; status: string }[]).find((assignment) => assignment.status === 'completed');
  expect(done).toBeDefined();
  const refused = await other.page.request.patch(`/api/child-profiles/${childId}/activity-assignments/${done?.id}`, {
    headers: { Origin: APP_ORIGIN },
    data: { status: 'upcoming' },
  });
  expect(refused.status()).toBe(403);
  const rename = await other.page.request.patch(`/api/child-profiles/${childId}`, {
    headers: { Origin: APP_ORIGIN },
    data: { name: 'Not Ada' },
  });
  expect(rename.status()).toBe(403);

  // The owner removes them: the child is gone for them.
  await dialog.getByRole('button', { name: `Remove ${other.parent.fullName}` }).click();
  await expectToast(page, `${other.parent.fullName} no longer has access`);
  await expect(dialog.getByText(other.parent.fullName, { exact: true })).toHaveCount(0);
  await other.page.reload();
  await expect(other.page.getByRole('heading', { name: 'Child Not Found' })).toBeVisible();
  await other.page.goto('/');
  await expect(other.page.getByRole('heading', { name: 'Ada' })).toHaveCount(0);
  await other.context.close();
});

test('a report link opens without an account, with the scores and the PDF, until the owner revokes it', async ({ browser, page }) => {
  test.setTimeout(180_000);
  await registerAndCompleteProfile(page, newParent('Lena Marsh'));
  const childId = await createChild(page, 'Theo', 4);
  const scores = await submitAssessment(page, childId);
  expect(Object.values(scores).some((score) => score !== null && score < 100)).toBe(true);

  await page.goto(`/child/${childId}/development-report`);
  await expect(page.getByRole('heading', { name: 'Development Report for Theo' })).toBeVisible();
  const [ownCopy] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download PDF' }).click()]);
  expectScoresInPdf(await pdfText(ownCopy), 'Theo', scores);
  const panel = page.getByRole('region', { name: 'Share with a doctor or teacher' });
  await panel.getByRole('button', { name: 'Create Report Link' }).click();
  const url = await panel.getByLabel(/^New link \(shown once\)/).inputValue();
  expect(url).toMatch(/\/shared\/report\/[A-Za-z0-9_-]+$/);

  // A doctor's browser: no cookies, no account.
  const doctorContext = await browser.newContext();
  const doctor = await doctorContext.newPage();
  await doctor.goto(url);
  await expect(doctor.getByRole('heading', { name: 'Development Report for Theo' })).toBeVisible();
  expect(await doctorContext.cookies()).toEqual([]);
  const strengths = doctor.getByRole('region', { name: 'Strengths' });
  for (const [key, label] of Object.entries(SCORE_LABELS)) {
    const score = scores[key as keyof Scores];
    if (score !== null) await expect(strengths.getByRole('progressbar', { name: label })).toHaveAttribute('aria-valuenow', String(score));
  }
  await expectNoSeriousA11yViolations(doctor);

  // The PDF holds the same scores.
  const [download] = await Promise.all([doctor.waitForEvent('download'), doctor.getByRole('link', { name: 'Download PDF' }).click()]);
  expectScoresInPdf(await pdfText(download), 'Theo', scores);

  // The owner revokes it: the page says so.
  await page.reload();
  await expect(panel.getByText(/Opened [1-9]\d* times?/)).toBeVisible();
  await panel.getByRole('button', { name: /^Revoke the link created / }).click();
  await expectToast(page, 'Link revoked');
  await expect(panel.getByText('No active links.')).toBeVisible();
  await doctor.reload();
  await expect(doctor.getByRole('alert')).toHaveText('This report link has expired or was revoked.');
  await expect(doctor.getByRole('heading', { name: 'Development Report', exact: true })).toBeVisible();
  await doctorContext.close();
});

test("the account's data downloads as JSON; deleting the account signs out for good", async ({ page }) => {
  test.setTimeout(120_000);
  const parent = await registerAndCompleteProfile(page, newParent('Iris Vale'));
  await createChild(page, 'Mila', 7);

  await page.goto('/settings');
  const data = page.getByRole('region', { name: 'Your data' });
  const [download] = await Promise.all([page.waitForEvent('download'), data.getByRole('link', { name: 'Download my data' }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.json$/);
  const exported = JSON.parse(await readFile((await download.path()) as string, 'utf8'));
  expect(exported.profile.email).toBe(parent.email);
  expect(exported.children.map((child: { profile: { name: string } }) => child.profile.name)).toEqual(['Mila']);

  // A wrong password keeps the account; the right one deletes it and signs out.
  await data.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByLabel('Your password').fill('not-the-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await dialog.getByLabel('Your password').fill(parent.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expectToast(page, 'Account deleted');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/children');
  await expect(page).toHaveURL(/\/auth$/);

  await signIn(page, parent.email, parent.password);
  await expectToast(page, '401: Invalid email or password');
  await expect(page).toHaveURL(/\/auth$/);
});
