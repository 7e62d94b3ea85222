import { expect, test, type Page } from '@playwright/test';
import { APP_ORIGIN, expectNoSeriousA11yViolations, isoDate, registerAndCompleteProfile } from './support';

/** A first name that is one 60-character word: it must wrap, not widen the page. */
const LONG_NAME = `${'Ananya'.repeat(10)} Verma`;

/**
 * A 10-month-old born at 30 weeks whose parent answered "lost skills: yes", assessed and shared
 * through the API (the assessment and sharing screens have their own tests). Returns the child's
 * id and the shared report's path.
 */
async function pretermChildWithSharedReport(page: Page): Promise<{ childId: number; sharedPath: string }> {
  const me = await (await page.request.get('/api/user')).json();
  const birth = new Date();
  birth.setMonth(birth.getMonth() - 10);
  const headers = { Origin: APP_ORIGIN };
  const created = await page.request.post('/api/child-profiles', {
    headers,
    data: {
      parentId: me.id,
      name: LONG_NAME,
      dateOfBirth: isoDate(birth),
      gender: 'female',
      primaryDevelopmentalConcern: 'none',
      gestationalAgeAtBirthWeeks: 30,
      profileCompleted: true,
    },
  });
  expect(created.status()).toBe(201);
  const childId = (await created.json()).id as number;
  const form = await (await page.request.get(`/api/child-profiles/${childId}/milestone-checklist`)).json();
  const answers = Object.fromEntries(form.checklist.items.map((item: { key: string }) => [item.key, 'yes']));
  const submitted = await page.request.post(`/api/child-profiles/${childId}/assessments`, {
    headers,
    data: {
      checklistKey: form.checklist.key,
      answers,
      doctorQuestions: { lostSkills: 'yes', lostSkillsDetails: 'She stopped babbling', childLikes: 'Bath time' },
    },
  });
  expect(submitted.status()).toBe(201);
  const link = await page.request.post(`/api/child-profiles/${childId}/report-links`, { headers, data: { expiresInDays: 7 } });
  expect(link.status()).toBe(201);
  return { childId, sharedPath: new URL((await link.json()).url).pathname };
}

/** Fails when the page scrolls sideways: the document is wider than the viewport. */
async function expectNoHorizontalOverflow(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

test('the report and the shared report fit a phone and give the doctor the preterm child’s ages, the parent’s answers and the screenings', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await registerAndCompleteProfile(page);
  const { childId, sharedPath } = await pretermChildWithSharedReport(page);
  for (const width of [360, 412]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/child/${childId}/development-report`);
    await expect(page.getByRole('heading', { name: `Development Report for ${LONG_NAME}`, level: 1 })).toBeVisible();
    await expect(page.getByText('Age: 10 months (corrected: 7 months) · born at 30 weeks')).toBeVisible();
    await expect(page.getByRole('table', { name: /^All assessments \(1\)/ })).toBeVisible();
    // 7 months corrected: every screening is still to come, the first at 9 months.
    const screenings = page.getByRole('region', { name: 'Recommended screenings' });
    await expect(screenings.getByRole('listitem')).toHaveCount(5);
    await expect(screenings.getByRole('listitem').first()).toContainText(
      /^General developmental screeningat 9 months · \d+ \w+ \d{4}Upcoming$/,
    );
    await expectNoHorizontalOverflow(page);

    await page.goto(sharedPath);
    const firstName = LONG_NAME.split(' ')[0];
    await expect(page.getByRole('heading', { name: `Development Report for ${firstName}`, level: 1 })).toBeVisible();
    await expect(page.getByText('Age: 10 months (corrected: 7 months) · born at 30 weeks')).toBeVisible();
    const doctor = page.getByRole('region', { name: 'To talk about with the doctor' });
    await expect(doctor.getByRole('region', { name: 'Don’t wait: act early' })).toContainText(
      'The parent reports that the child has lost skills they once had',
    );
    await expect(doctor).toContainText('Has the child lost any skills they once had?Yes: “She stopped babbling”');
    const doctorScreenings = page.getByRole('region', { name: 'Recommended screenings' });
    await expect(doctorScreenings).toContainText('The AAP’s recommended developmental and autism screenings');
    await expect(doctorScreenings.getByRole('listitem')).toHaveCount(5);
    await expect(page.locator('body')).not.toContainText(/you said|next visit/i);
    await expectNoHorizontalOverflow(page);
  }
  await expectNoSeriousA11yViolations(page);

  // The child dashboard's card, with its rows and statuses in words.
  await page.goto(`/child/${childId}`);
  const card = page.getByRole('region', { name: 'Recommended screenings' });
  await expect(card.getByRole('listitem')).toHaveCount(5);
  await expect(card.getByRole('listitem').nth(2)).toContainText(/^Autism screeningat 18 months · \d+ \w+ \d{4}Upcoming$/);
  await expect(card).toContainText('Source: American Academy of Pediatrics (AAP)');
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yViolations(page);
});
