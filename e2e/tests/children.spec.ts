import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, expectToast, registerAndCompleteProfile } from './support';

/** ISO date `years` years and `extraDays` days before today (local time). */
function yearsAgo(years: number, extraDays = 0): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  date.setDate(date.getDate() - extraDays);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const wizard = (page: Page) => page.getByRole('dialog', { name: 'Add Child Profile' });

/** Step 1 with the mouse: name, date of birth, developmental focus. */
async function fillBasics(page: Page, name: string, dateOfBirth: string, concern?: string) {
  const dialog = wizard(page);
  await dialog.getByLabel("Child's name").fill(name);
  await dialog.getByLabel('Date of birth').fill(dateOfBirth);
  if (concern) await dialog.getByLabel('Primary developmental focus').selectOption(concern);
  await dialog.getByRole('button', { name: 'Next Step' }).click();
}

/** The id in /child/{id} of the current URL. */
const childIdOf = (page: Page) => Number(new URL(page.url()).pathname.split('/')[2]);

/** Presses Tab until the focused control's text (or its wrapping label's) is `name` (keyboard only). */
async function tabTo(page: Page, name: string) {
  for (let presses = 0; presses < 40; presses += 1) {
    await page.keyboard.press('Tab');
    const text = await page.evaluate(() => {
      const active = document.activeElement;
      return (active?.closest('label') ?? active)?.textContent?.trim() ?? '';
    });
    if (text === name) return;
  }
  throw new Error(`Could not reach "${name}" with Tab`);
}

test('a parent adds a 4-year-old and an 8-year-old, opens, edits and deletes them', async ({ page }) => {
  await registerAndCompleteProfile(page);
  await expect(page.getByText("Manage your children's learning and development journeys.")).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No Child Profiles Yet' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A 4-year-old: the young-child form.
  await page.getByRole('button', { name: 'Add Your First Child' }).click();
  await expect(wizard(page)).toContainText("Let's start with some basic information about your child.");
  await expectNoSeriousA11yViolations(page);
  await fillBasics(page, 'Leo', yearsAgo(4, 10), 'cognitive');
  await expect(wizard(page)).toContainText("Tell us about your young child's temperament and preferences.");
  await expectNoSeriousA11yViolations(page);
  await wizard(page).getByRole('checkbox', { name: 'Building and puzzles' }).check();
  await wizard(page).getByRole('button', { name: 'Next Step' }).click();
  await expect(wizard(page)).toContainText('Finally, share some information about your family context.');
  await wizard(page).getByRole('checkbox', { name: 'Reading together' }).check();
  await wizard(page).getByRole('button', { name: 'Add Child' }).click();
  await expectToast(page, "Leo's profile has been created successfully.");
  await expect(wizard(page)).toBeHidden();
  await expect(page.getByRole('listitem', { name: 'Leo' })).toContainText('Age: 4 years');

  // An 8-year-old: the older-child form.
  await page.getByRole('button', { name: 'Add Another Child' }).click();
  await expect(wizard(page).getByLabel("Child's name")).toHaveValue('');
  await fillBasics(page, 'Ava', yearsAgo(8, 10));
  await expect(wizard(page)).toContainText("Tell us about your child's behavior and activities.");
  await wizard(page).getByLabel('Behaviour').selectOption('active');
  await wizard(page).getByLabel('Physical activity level').selectOption('very-active');
  await wizard(page).getByRole('button', { name: 'Next Step' }).click();
  await wizard(page).getByRole('button', { name: 'Add Child' }).click();
  await expectToast(page, 'Child profile created');
  await expect(page.getByRole('listitem', { name: 'Ava' })).toContainText('Age: 8 years');
  await expect(page.getByRole('listitem', { name: 'Leo' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Leo's page: persona and the reason.
  await page.getByRole('link', { name: 'View Dashboard for Leo' }).click();
  await expect(page).toHaveURL(/\/child\/\d+$/);
  const leoId = childIdOf(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Leo' })).toBeVisible();
  await expect(page.getByTestId('persona-badge')).toHaveText('Curious Scholar');
  await expect(page.getByText('Why: cognitive focus, loves building and puzzles')).toBeVisible();
  await expect(page.getByText('Personas help us personalise activities; they are not a diagnosis.')).toBeVisible();
  await expect(page.getByText('Age: 4 years')).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Child sections' });
  await expect(tabs.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  await expectNoSeriousA11yViolations(page);
  await tabs.getByRole('link', { name: 'Games' }).click();
  await expect(page).toHaveURL(new RegExp(`/child/${leoId}/games$`));
  await expect(tabs.getByRole('link', { name: 'Games' })).toHaveAttribute('aria-current', 'page');
  await page.goto(`/child-profiles/${leoId}`);
  await expect(tabs.getByRole('link', { name: 'Learning Path' })).toHaveAttribute('href', `/child-profiles/${leoId}/learning-path`);

  // Ava's page, then edit her answers: the persona is recomputed.
  await page.goto('/');
  await page.getByRole('link', { name: 'View Dashboard for Ava' }).click();
  await expect(page.getByTestId('persona-badge')).toHaveText('Energetic Adventurer');
  await expect(page.getByText('Why: very active and energetic, always on the move')).toBeVisible();
  await page.getByRole('link', { name: 'Edit Profile' }).click();
  await expect(page).toHaveURL(/\/child\/\d+\/edit$/);
  await expect(page.getByRole('heading', { name: "Edit Ava's profile" })).toBeVisible();
  await page.getByLabel('Primary developmental focus').selectOption('language');
  await page.getByLabel('Temperament').selectOption('');
  await page.getByLabel('Physical activity level').selectOption('');
  await expect(page.getByTestId('persona-badge')).toHaveText('Expressive Communicator');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Profile updated');
  await expect(page).toHaveURL(/\/child\/\d+$/);
  await expect(page.getByTestId('persona-badge')).toHaveText('Expressive Communicator');
  await expect(page.getByText('Why: language focus')).toBeVisible();

  // Delete Leo from his page's Edit Profile.
  await page.goto(`/child/${leoId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Leo' })).toBeVisible();
  await page.getByRole('link', { name: 'Edit Profile' }).click();
  await expect(page).toHaveURL(new RegExp(`/child/${leoId}/edit$`));
  await page.getByRole('button', { name: 'Delete Profile' }).click();
  await expect(page.getByRole('dialog', { name: "Delete Leo's profile?" })).toBeVisible();
  await page.getByRole('button', { name: 'Delete profile' }).click();
  await expectToast(page, 'Child profile deleted');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('listitem', { name: 'Ava' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Leo' })).toHaveCount(0);
  // Browser Back must not bring the deleted child back from the cache.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/child/${leoId}/edit$`));
  await expect(page.getByRole('heading', { name: 'Child Not Found' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/child/${leoId}$`));
  await expect(page.getByRole('heading', { name: 'Child Not Found' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Leo' })).toHaveCount(0);
  await page.goto(`/child/${leoId}`);
  await expect(page.getByRole('heading', { name: 'Child Not Found' })).toBeVisible();
  await expect(page.getByText("The child profile you're looking for doesn't exist or you don't have access to it.")).toBeVisible();

  // The children list links to Ava.
  await page.goto('/children');
  await expect(page.getByRole('link', { name: 'Ava' })).toHaveAttribute('href', /\/child\/\d+$/);
});

test('the wizard shows the validation messages and keeps future dates out', async ({ page }) => {
  await registerAndCompleteProfile(page);
  await page.getByRole('button', { name: 'Add Your First Child' }).click();
  const dialog = wizard(page);
  await dialog.getByLabel("Child's name").fill('A');
  await dialog.getByLabel('Date of birth').fill('');
  await dialog.getByRole('button', { name: 'Next Step' }).click();
  await expect(dialog.getByText("Child's name must be at least 2 characters")).toBeVisible();
  await expect(dialog.getByText('Date of birth is required')).toBeVisible();
  await expect(dialog.getByLabel('Date of birth')).toHaveAttribute('min', '1900-01-01');
  await expect(dialog.getByLabel('Date of birth')).toHaveAttribute('max', yearsAgo(0));
  await dialog.getByLabel('Date of birth').fill('1899-12-31');
  await dialog.getByRole('button', { name: 'Next Step' }).click();
  await expect(dialog.getByText('Date of birth cannot be before 1900-01-01')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test('the wizard can be completed with the keyboard alone', async ({ page }) => {
  await registerAndCompleteProfile(page);
  await page.getByRole('button', { name: 'Add Your First Child' }).focus();
  await page.keyboard.press('Enter');
  const dialog = wizard(page);
  await expect(dialog.getByLabel("Child's name")).toBeFocused();
  await page.keyboard.type('Kai');
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Date of birth')).toBeFocused();
  const [year, month, day] = yearsAgo(3).split('-');
  await page.keyboard.type(`${month}${day}${year}`);
  await expect(dialog.getByLabel('Date of birth')).toHaveValue(yearsAgo(3));
  await tabTo(page, 'Next Step');
  await page.keyboard.press('Enter');
  await expect(dialog).toContainText("Tell us about your young child's temperament and preferences.");
  await tabTo(page, 'Sensory play');
  await page.keyboard.press('Space');
  await tabTo(page, 'Next Step');
  await page.keyboard.press('Enter');
  await expect(dialog).toContainText('Finally, share some information about your family context.');
  await tabTo(page, 'Add Child');
  await page.keyboard.press('Enter');
  await expectToast(page, "Kai's profile has been created successfully.");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('listitem', { name: 'Kai' })).toContainText('Age: 3 years');
  await page.keyboard.press('Escape');
});
