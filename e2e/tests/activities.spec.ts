import { expect, test, type Page } from '@playwright/test';
import { createChild, expectNoSeriousA11yViolations, expectToast, isoDate, registerAndCompleteProfile } from './support';

const longDate = (date: Date) => date.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
/** A week-strip day button's name: its visible text first ("Sun 22"), then month and year ("Sun 22, November 2026"). */
const dayLabel = (date: Date) =>
  `${date.toLocaleDateString('en-US', { weekday: 'short' })} ${date.getDate()}, ${date.toLocaleDateString('en-US', { month: 'long', year: 'numeric' })}`;
/** The answers this spec's children were always created with (the plan depends on them). */
const LANGUAGE_FOCUSED_GIRL = { gender: 'female', primaryDevelopmentalConcern: 'language' };
const addDays = (date: Date, days: number) => new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);

/** Selects `date` in the plan's week strip, moving a week ahead first when it lies in the next week. */
async function selectDay(page: Page, date: Date, today: Date) {
  if (date.getDay() < today.getDay() && date > today) await page.getByRole('button', { name: 'Next week' }).click();
  await page.getByRole('button', { name: new RegExp(`^${dayLabel(date)}`) }).click();
  await expect(page.getByTestId('plan-date')).toHaveText(longDate(date));
}

test('daily plan: generated plan with reasons, week navigation, mark done, first achievement, custom activity', async ({ page }) => {
  test.setTimeout(180_000);
  await registerAndCompleteProfile(page);
  const childId = await createChild(page, 'Ava', 6, LANGUAGE_FOCUSED_GIRL);
  const today = new Date();
  const tomorrow = addDays(today, 1);

  // The parent dashboard's card shows today's generated plan.
  await page.goto('/');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Ava' }) });
  await expect(card.getByText('3 activities planned for today')).toBeVisible();
  await expect(card.getByText("Today's progress: 0%")).toBeVisible();
  await card.getByRole('link', { name: 'View Dashboard for Ava' }).click();
  await expect(page).toHaveURL(new RegExp(`/child/${childId}$`));

  // Today's plan: long date, three activities in time order, each with its reason.
  const plan = page.getByRole('region', { name: "Today's Learning Plan" });
  await expect(plan.getByTestId('plan-date')).toHaveText(longDate(today));
  const cards = plan.getByTestId('activity-card');
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(0).getByText('9:00 AM')).toBeVisible();
  await expect(cards.nth(1).getByText('3:30 PM')).toBeVisible();
  await expect(cards.nth(2).getByText('6:30 PM')).toBeVisible();
  for (let index = 0; index < 3; index += 1) {
    await expect(cards.nth(index).getByText('Why this activity:')).toBeVisible();
    await expect(cards.nth(index).getByText('Upcoming')).toBeVisible();
  }
  await expect(cards.nth(0).getByText(/main focus/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recent Achievements' }).getByText('No achievements yet.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A week ahead and back.
  await plan.getByRole('button', { name: 'Next week' }).click();
  await expect(plan.getByTestId('plan-date')).toHaveText(longDate(addDays(today, 7)));
  await plan.getByRole('button', { name: 'Previous week' }).click();
  await expect(plan.getByTestId('plan-date')).toHaveText(longDate(today));

  // Tap another day of the week, then today again.
  const otherDay = addDays(today, today.getDay() === 6 ? -1 : 1);
  await plan.getByRole('button', { name: new RegExp(`^${dayLabel(otherDay)}`) }).click();
  await expect(plan.getByTestId('plan-date')).toHaveText(longDate(otherDay));
  await expect(plan.getByRole('button', { name: new RegExp(`^${dayLabel(otherDay)}`) })).toHaveAttribute('aria-pressed', 'true');
  await plan.getByRole('button', { name: `${dayLabel(today)} (today)` }).click();
  await expect(plan.getByTestId('plan-date')).toHaveText(longDate(today));

  // Mark the first activity done: badge, greyed card, first achievement with its relative time.
  const first = cards.nth(0);
  const title = (await first.getByRole('heading').textContent()) ?? '';
  await first.getByRole('button', { name: `Mark done: ${title}` }).click();
  await expect(first.getByText('Completed')).toBeVisible();
  await expect(first).toHaveAttribute('data-status', 'completed');
  await expect(first).toHaveCSS('background-color', 'rgb(241, 242, 240)');
  const achievements = page.getByRole('region', { name: 'Recent Achievements' });
  await expect(achievements.getByRole('heading', { name: 'First Steps' })).toBeVisible();
  await expect(achievements.getByText('less than a minute ago')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The parent dashboard card shows the progress.
  await page.goto('/');
  await expect(card.getByText("Today's progress: 33%")).toBeVisible();
  await expect(card.getByText(`Last activity: Today (${title})`)).toBeVisible();

  // A custom activity for tomorrow.
  await page.goto(`/child/${childId}/add-activity`);
  await expect(page.getByRole('heading', { name: 'Add Activity for Ava' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('radio', { name: 'Your own activity' }).check();
  await page.getByLabel('Title').fill('Bake muffins together');
  await page.getByLabel('Description').fill('Measure, pour and count the muffins.');
  await page.getByLabel('Duration (minutes)').fill('30');
  await page.getByLabel('Date').fill(isoDate(tomorrow));
  await page.getByLabel('Time').fill('17:00');
  await page.getByRole('button', { name: 'Add to Plan' }).click();
  await expectToast(page, 'Activity added');
  await expect(page).toHaveURL(new RegExp(`/child/${childId}$`));
  await selectDay(page, tomorrow, today);
  const custom = plan.getByTestId('activity-card').filter({ hasText: 'Bake muffins together' });
  await expect(custom.getByText('5:00 PM')).toBeVisible();
  await expect(custom.getByText('30 minutes')).toBeVisible();
  await expect(plan.getByTestId('activity-card')).toHaveCount(4);
});

test('learning path, activity history, family week and notifications', async ({ page }) => {
  test.setTimeout(180_000);
  await registerAndCompleteProfile(page);
  const childId = await createChild(page, 'Ben', 9, LANGUAGE_FOCUSED_GIRL);
  await page.goto(`/child/${childId}`);
  const plan = page.getByRole('region', { name: "Today's Learning Plan" });
  const first = plan.getByTestId('activity-card').first();
  const title = (await first.getByRole('heading').textContent()) ?? '';
  await expect(page.getByTestId('unread-dot')).toBeVisible();
  await first.getByRole('button', { name: `Mark done: ${title}` }).click();
  await expect(first.getByText('Completed')).toBeVisible();

  // Learning Path: the coming week grouped by domain, each with its reason.
  await page.goto(`/child/${childId}/learning-path`);
  const groups = page.getByTestId('path-group');
  await expect(groups.first()).toBeVisible();
  await expect(
    groups
      .first()
      .getByText(/^Why: /)
      .first(),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Activities tab: history with statuses and completion rates.
  await page.goto(`/child/${childId}/activities`);
  await expect(page.getByRole('heading', { name: 'Completion rate by domain' })).toBeVisible();
  await page.getByLabel('Status').selectOption('completed');
  await expect(page.getByTestId('history-row')).toHaveCount(1);
  await expect(page.getByTestId('history-row').getByText(title)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The family week.
  await page.goto('/activities');
  await expect(page.getByTestId('family-week-child').getByRole('heading', { name: 'Ben' })).toBeVisible();
  await expect(page.getByTestId('family-week-child').getByText(title)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Notifications: a new week's plan and the first achievement; marking read clears the dot.
  await page.getByRole('link', { name: 'Notifications, unread' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { name: 'Unread: Ben earned "First Steps"' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Ben's plan for the week of .* is ready$/ }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByTestId('unread-dot')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
});

test("a baby's Add Activity library starts at its months: nothing for sitters until the parent picks a whole year", async ({ page }) => {
  await registerAndCompleteProfile(page);
  const childId = await createChild(page, 'Noor', 0);
  await page.goto(`/child/${childId}/add-activity`);
  await expect(page.getByRole('heading', { name: 'Add Activity for Noor' })).toBeVisible();
  await expect(page.getByLabel('Age', { exact: true })).toHaveValue('child');
  await expect(page.getByLabel('Age', { exact: true }).locator('option:checked')).toHaveText("Noor's age");
  // Every activity offered is for a few months of a baby's life, shown in months.
  const options = page.getByRole('radio');
  await expect(options.first()).toBeVisible();
  const details = page.getByText(/ minutes · /);
  for (const text of await details.allTextContents()) expect(text).toMatch(/ · [0-9]+-[0-9]+ months · /);
  await page.getByLabel('Search activities').fill('Supported Sitting');
  await expect(page.getByText('No activities match. Try another search or filter.')).toBeVisible();
  // The whole first year, as the parent may choose, has it.
  await page.getByLabel('Age', { exact: true }).selectOption({ label: '0 years' });
  await expect(page.getByRole('radio', { name: 'Supported Sitting' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
