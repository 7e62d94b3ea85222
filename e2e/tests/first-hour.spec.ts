import { expect, test, type Browser, type Page } from '@playwright/test';
import { APP_ORIGIN, createChild, expectNoSeriousA11yViolations, expectToast, newParent, registerAndCompleteProfile } from './support';

/**
 * A parent's first hour (docs/product.md): the screens a new parent walks through log no error
 * in the console and get no failed answer from the API, apart from the answers the product gives
 * on purpose (listed in EXPECTED_FAILURES).
 */

/** Failed answers the product gives by design: who is signed in, before anyone is; a game never played. */
const EXPECTED_FAILURES: readonly { status: number; path: RegExp; why: string }[] = [
  { status: 401, path: /^\/api\/user$/, why: 'the session check of a signed-out visitor' },
  // The spec's "404 means no progress" (docs/product.md, "Games").
  { status: 404, path: /^\/api\/child-profiles\/\d+\/game-progress$/, why: 'a game the child has not played yet' },
];

interface Problem {
  page: string;
  what: string;
}

/** Records console errors, uncaught exceptions and failed API answers of `page`, except the expected ones. */
function watchProblems(page: Page): Problem[] {
  const problems: Problem[] = [];
  const where = () => new URL(page.url()).pathname;
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // A failed request is logged by the browser as well; it is judged below by its status.
    if (/Failed to load resource/.test(message.text())) return;
    problems.push({ page: where(), what: `console: ${message.text()}` });
  });
  page.on('pageerror', (error) => problems.push({ page: where(), what: `exception: ${error.message}` }));
  page.on('response', (response) => {
    if (response.status() < 400) return;
    const url = new URL(response.url());
    if (EXPECTED_FAILURES.some((expected) => expected.status === response.status() && expected.path.test(url.pathname))) return;
    problems.push({ page: where(), what: `${response.request().method()} ${url.pathname} answered ${response.status()}` });
  });
  page.on('requestfailed', (request) => {
    // A navigation away cancels the requests still in flight: that is not a failure.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    problems.push({
      page: where(),
      what: `${request.method()} ${new URL(request.url()).pathname} failed: ${request.failure()?.errorText}`,
    });
  });
  return problems;
}

/** Opens `path` and waits for its main heading and for the API calls it starts to settle. */
async function visit(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** Opens a tab of the child page from its tab bar and waits for its calls to settle. */
async function openChildTab(page: Page, label: string) {
  await page.getByRole('navigation', { name: 'Child sections' }).getByRole('link', { name: label, exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Child sections' }).getByRole('link', { name: label, exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.waitForLoadState('networkidle');
}

test('the first hour: every screen a new parent opens logs no error and gets no unexpected failure', async ({ page }) => {
  test.setTimeout(240_000);
  const problems = watchProblems(page);

  await visit(page, '/', 'Understand your child. Support every stage of growing up.');
  const parent = await registerAndCompleteProfile(page, newParent('Priya Nair'));
  await page.waitForLoadState('networkidle');
  const childId = await createChild(page, 'Arjun', 3);

  await visit(page, '/', `Welcome, ${parent.fullName}`);
  await visit(page, '/children', /Children/);
  await visit(page, `/child/${childId}`, 'Arjun');
  for (const tab of ['Learning Path', 'Activities', 'Games', 'Progress Reports', 'Dashboard']) await openChildTab(page, tab);

  // The first assessment's form, then a first game.
  await page.getByRole('region', { name: 'Development Profile' }).getByRole('link', { name: 'Take First Assessment' }).click();
  await expect(page.getByRole('heading', { name: 'New Assessment for Arjun' })).toBeVisible();
  await expect(page.getByText(/^Step 1 of \d+/)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.goBack();
  await openChildTab(page, 'Games');
  await page
    .getByRole('link', { name: /^Play Game: / })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');

  for (const [path, heading] of [
    ['/activities', /Activities/],
    ['/assessments', /Assessments/],
    ['/reports', /Reports/],
    ['/parent-tips', /Tips/],
    ['/profile', /Profile/],
    ['/settings', /Settings/],
    ['/help', /Help/],
  ] as const) {
    await visit(page, path, heading);
  }

  // Sign out from the account menu; the landing page then loads signed out.
  await page.getByRole('button', { name: /My Account/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: /My Account/ })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await visit(page, '/', 'Understand your child. Support every stage of growing up.');

  expect(problems).toEqual([]);
});

/** A second browser, signed out. */
async function signedOutVisitor(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  return { context, page };
}

test('a signed-out invitee sees who invites them to which child, signs up from the link, accepts and lands on the child', async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  await registerAndCompleteProfile(page, newParent('Olivia Brown'));
  const childId = await createChild(page, 'Maya', 4);
  const created = await page.request.post(`/api/child-profiles/${childId}/invitations`, {
    headers: { Origin: APP_ORIGIN },
    data: { role: 'caregiver' },
  });
  expect(created.status()).toBe(201);
  const { url: link } = (await created.json()) as { url: string };
  expect(link).toMatch(new RegExp(`^${APP_ORIGIN}/invite/[A-Za-z0-9_-]{43}$`));

  const visitor = await signedOutVisitor(browser);
  const problems = watchProblems(visitor.page);

  // A link that cannot be used says so, like any other bad link.
  await visitor.page.goto(`/invite/${'x'.repeat(43)}`);
  await expect(visitor.page.getByRole('heading', { name: 'Invitation not available' })).toBeVisible();
  await expect(visitor.page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  problems.splice(0); // the 404 of the bad link's preview is the answer that page is about

  // The real link: first names only, with sign-up first.
  await visitor.page.goto(link);
  await expect(visitor.page.getByRole('heading', { name: 'Olivia invited you to see Maya' })).toBeVisible();
  await expect(visitor.page.getByText('Brown')).toHaveCount(0);
  await expectNoSeriousA11yViolations(visitor.page);
  const invitee = newParent('Sam Okafor');
  await visitor.page.getByLabel('Full name').fill(invitee.fullName);
  await visitor.page.getByLabel('Email').fill(invitee.email);
  await visitor.page.getByLabel('Password', { exact: true }).fill(invitee.password);
  await visitor.page.getByLabel('Confirm password').fill(invitee.password);
  await visitor.page.getByRole('button', { name: 'Create account' }).click();

  // Back on the invitation, signed in: accept, then the profile form, then the child.
  await expect(visitor.page).toHaveURL(new RegExp('/invite/'));
  await expect(visitor.page.getByRole('heading', { name: "Join Maya's profile" })).toBeVisible();
  await visitor.page.getByRole('button', { name: 'Accept invitation' }).click();
  await expectToast(visitor.page, "You can now see Maya's profile");
  await expect(visitor.page).toHaveURL(/\/profile-completion$/);
  await visitor.page.getByRole('button', { name: 'Complete profile' }).click();
  await expect(visitor.page).toHaveURL(new RegExp(`/child/${childId}$`));
  await expect(visitor.page.getByRole('heading', { level: 1, name: 'Maya' })).toBeVisible();

  // The link is used: opening it again signed out says so.
  const reopened = await visitor.page.request.get(`/api/invitation-previews/${link.split('/').pop()}`);
  expect(reopened.status()).toBe(404);
  expect(problems.filter((problem) => !problem.what.startsWith('GET /api/invitation-previews/'))).toEqual([]);
  await visitor.context.close();
});
