import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format, subYears } from 'date-fns';
import { useState } from 'react';
import { HttpResponse } from 'msw';
import {
  apiError,
  forChild,
  forUser,
  handlers,
  makeChildListItem,
  makeChildProfile,
  renderWithPlatform,
  testUser,
  type Answer,
  type Resolver,
} from '../../testing/render-with-platform';
import { childProfileDefaults, childProfileFieldsOfSteps, personaTypeOf, type ChildListItem, type endpoints } from '@flourishly/contracts';
import { AddChildDialog } from './AddChildDialog';

const yearsAgo = (years: number) => format(subYears(new Date(), years), 'yyyy-MM-dd');
const created = (name: string) => makeChildProfile({ id: 9, name, dateOfBirth: '2022-01-01', personaType: 6 });

type Creation = Answer<typeof endpoints.createChild> | Resolver<typeof endpoints.createChild>;

/** The parent's `children` (none by default, as step 3 looks for a previous child's answers); a new child answers `creation`. Returns the creations. */
function answerChildren(creation: Creation = created('Leo'), children: ChildListItem[] = []) {
  handlers.children.childList(forUser(children));
  return handlers.children.createChild(creation);
}

function Harness({ onSuccess }: { onSuccess?: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open wizard
      </button>
      <AddChildDialog open={open} onOpenChange={setOpen} onSuccess={onSuccess} />
    </>
  );
}

async function fillBasics(user: ReturnType<typeof userEvent.setup>, name: string, dateOfBirth: string) {
  await user.type(screen.getByLabelText("Child's name"), name);
  const date = screen.getByLabelText('Date of birth');
  await user.clear(date);
  await user.type(date, dateOfBirth);
}

// Many user events per test: leave room when the machine is busy (CI runs every project at once).
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5000 });

describe('AddChildDialog', () => {
  it('shows step 1 with the defaults of docs/product.md and the date bounds', () => {
    answerChildren();
    renderWithPlatform(<Harness />);
    const dialog = screen.getByRole('dialog', { name: 'Add Child Profile' });
    expect(dialog).toHaveTextContent("Let's start with some basic information about your child.");
    expect(within(dialog).getByRole('listitem', { current: 'step' })).toHaveTextContent('1');
    expect(screen.getByLabelText("Child's name")).toHaveValue('');
    const date = screen.getByLabelText('Date of birth');
    expect(date).toHaveValue(format(new Date(), 'yyyy-MM-dd'));
    expect(date).toHaveAttribute('min', '1900-01-01');
    expect(date).toHaveAttribute('max', format(new Date(), 'yyyy-MM-dd'));
    expect(screen.getByLabelText('Gender')).toHaveValue('prefer-not-to-say');
    expect(screen.getByLabelText('Primary developmental focus')).toHaveValue('none');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next Step' })).toBeInTheDocument();
  });

  it('blocks step 1 with the contract messages', async () => {
    answerChildren();
    const user = userEvent.setup();
    renderWithPlatform(<Harness />);
    await user.type(screen.getByLabelText("Child's name"), 'A');
    await user.clear(screen.getByLabelText('Date of birth'));
    await user.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(await screen.findByText("Child's name must be at least 2 characters")).toBeInTheDocument();
    expect(screen.getByText('Date of birth is required')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toHaveTextContent("Let's start with some basic information");
  });

  it('creates a 4-year-old through the young-child form, then resets, closes and calls back', async () => {
    const creations = answerChildren(created('Leo'));
    const onSuccess = jest.fn();
    const user = userEvent.setup();
    renderWithPlatform(<Harness onSuccess={onSuccess} />);
    await fillBasics(user, 'Leo', yearsAgo(4));
    await user.selectOptions(screen.getByLabelText('Primary developmental focus'), 'cognitive');
    await user.click(screen.getByRole('radio', { name: 'Owl' }));
    await user.click(screen.getByRole('button', { name: 'Next Step' }));

    expect(await screen.findByText("Tell us about your young child's temperament and preferences.")).toBeInTheDocument();
    expect(screen.queryByLabelText('Physical activity level')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Temperament'), 'persistent');
    await user.click(screen.getByRole('checkbox', { name: 'Building and puzzles' }));
    await user.click(screen.getByRole('button', { name: 'Next Step' }));

    expect(await screen.findByText('Finally, share some information about your family context.')).toBeInTheDocument();
    expect(screen.getByLabelText('Family involvement')).toHaveValue('balanced');
    await user.click(screen.getByRole('checkbox', { name: 'Reading together' }));
    await user.click(screen.getByRole('button', { name: 'Add Child' }));

    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(expect.objectContaining({ name: 'Leo' })));
    expect(creations.map((call) => call.url)).toEqual(['/api/child-profiles']);
    const post = creations[0];
    // Every answer of the wizard is sent; those the parent left at their declared default.
    const wizardKeys: string[] = childProfileFieldsOfSteps(['basic', 'young', 'older', 'family']);
    const wizardDefaults = Object.fromEntries(Object.entries(childProfileDefaults()).filter(([key]) => wizardKeys.includes(key)));
    expect(post?.body).toEqual({
      ...wizardDefaults,
      parentId: testUser.id,
      name: 'Leo',
      dateOfBirth: yearsAgo(4),
      gender: 'prefer-not-to-say',
      primaryDevelopmentalConcern: 'cognitive',
      avatarUrl: '/api/avatars/owl.svg',
      gestationalAgeAtBirthWeeks: null,
      gestationalAgeAtBirthDays: 0,
      temperament: 'persistent',
      socialInteractionPreference: null,
      preferredActivity: ['building'],
      moodWhenFacingChallenges: null,
      physicalActivityLevel: null,
      socialSkillsHandling: null,
      parentalInvolvement: 'balanced',
      familyActivityPreferences: ['reading'],
      familyDevelopmentFocus: [],
      // A cognitive focus, persistence and building point to the Curious Scholar (docs/persona.md).
      personaType: personaTypeOf('Curious Scholar'),
      profileCompleted: true,
    });
    expect(typeof (post?.body as { personaType: unknown }).personaType).toBe('number');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Child profile created')).toBeInTheDocument();
    expect(screen.getByText("Leo's profile has been created successfully.")).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open wizard' }));
    expect(screen.getByText("Let's start with some basic information about your child.")).toBeInTheDocument();
    expect(screen.getByLabelText("Child's name")).toHaveValue('');
    expect(screen.getByLabelText('Primary developmental focus')).toHaveValue('none');
  });

  it("offers the family answers given for the parent's previous child, and uses them on request", async () => {
    const maya = { id: 3, name: 'Maya', dateOfBirth: '2019-01-15', personaType: 1 };
    const creations = answerChildren(created('Leo'), [
      makeChildListItem({ ...maya, role: 'owner' }),
      makeChildListItem({ ...maya, id: 4, name: 'Sam', role: 'viewer', sharedBy: 'Ann' }),
    ]);
    const profileLoads = handlers.children.child(
      forChild(
        3,
        makeChildProfile({
          ...maya,
          parentalInvolvement: 'highly-involved',
          familyActivityPreferences: ['outdoor', 'cooking'],
          familyDevelopmentFocus: ['creativity'],
        }),
      ),
    );
    const user = userEvent.setup();
    renderWithPlatform(<Harness />);
    await fillBasics(user, 'Leo', yearsAgo(4));
    await user.click(screen.getByRole('button', { name: 'Next Step' }));
    await user.click(await screen.findByRole('button', { name: 'Next Step' }));
    await user.click(await screen.findByRole('button', { name: 'Use the answers you gave for Maya' }));
    expect(screen.getByLabelText('Family involvement')).toHaveValue('highly-involved');
    expect(screen.getByRole('checkbox', { name: 'Outdoor adventures' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Cooking and baking' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Add Child' }));
    await waitFor(() => expect(creations).toHaveLength(1));
    // Maya's answers, not those of Sam, whom the parent only views.
    expect(profileLoads.map((call) => call.url)).toEqual(['/api/child-profiles/3']);
    expect(creations[0]?.body).toMatchObject({
      parentalInvolvement: 'highly-involved',
      familyActivityPreferences: ['outdoor', 'cooking'],
      familyDevelopmentFocus: ['creativity'],
    });
  });

  it('asks the weeks of pregnancy at birth in step 1, explained, and sends them as a number', async () => {
    const creations = answerChildren(created('Ivy'));
    const user = userEvent.setup();
    renderWithPlatform(<Harness />);
    const weeks = screen.getByLabelText('Weeks of pregnancy at birth (optional)');
    expect(weeks).toHaveAccessibleDescription(/born before 37 weeks we use the corrected age/);
    await fillBasics(user, 'Ivy', yearsAgo(1));
    await user.type(weeks, '50');
    await user.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(await screen.findByText('Weeks of pregnancy at birth must be a whole number from 22 to 44')).toBeInTheDocument();
    await user.clear(weeks);
    await user.type(weeks, '29');
    await user.click(screen.getByRole('button', { name: 'Next Step' }));
    await user.click(await screen.findByRole('button', { name: 'Next Step' }));
    await user.click(await screen.findByRole('button', { name: 'Add Child' }));
    await waitFor(() => expect(creations).toHaveLength(1));
    expect(creations[0]?.body).toMatchObject({ name: 'Ivy', gestationalAgeAtBirthWeeks: 29 });
  });

  it('shows a stray letter in the weeks, and takes the days beside them', async () => {
    const creations = answerChildren(created('Ivy'));
    const user = userEvent.setup();
    renderWithPlatform(<Harness />);
    await fillBasics(user, 'Ivy', yearsAgo(1));
    const weeks = screen.getByLabelText('Weeks of pregnancy at birth (optional)');
    await user.type(weeks, '3e');
    expect(weeks).toHaveValue('3e');
    await user.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(await screen.findByText('Weeks of pregnancy at birth must be a whole number from 22 to 44')).toBeInTheDocument();
    await user.clear(weeks);
    await user.type(weeks, '36');
    const days = screen.getByLabelText('And days (0-6, optional)');
    await user.type(days, '9');
    await user.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(await screen.findByText('Days beyond the weeks must be a whole number from 0 to 6')).toBeInTheDocument();
    await user.clear(days);
    await user.type(days, '4');
    await user.click(screen.getByRole('button', { name: 'Next Step' }));
    await user.click(await screen.findByRole('button', { name: 'Next Step' }));
    await user.click(await screen.findByRole('button', { name: 'Add Child' }));
    await waitFor(() => expect(creations).toHaveLength(1));
    expect(creations[0]?.body).toMatchObject({
      gestationalAgeAtBirthWeeks: 36,
      gestationalAgeAtBirthDays: 4,
    });
  });

  it('shows the older-child form for an 8-year-old and goes back with Back', async () => {
    answerChildren();
    const user = userEvent.setup();
    renderWithPlatform(<Harness />);
    await fillBasics(user, 'Ava', yearsAgo(8));
    await user.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(await screen.findByText("Tell us about your child's behavior and activities.")).toBeInTheDocument();
    for (const label of [
      'Behaviour',
      'When facing a challenge, your child…',
      'Physical activity level',
      'With other children, your child…',
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Physical activity level')).toHaveValue('');
    expect(screen.queryByRole('group', { name: 'Preferred activities' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText("Child's name")).toHaveValue('Ava');
  });

  it('treats exactly 5 as young and just over 5 as older', async () => {
    answerChildren();
    const user = userEvent.setup();
    renderWithPlatform(<Harness />);
    await fillBasics(user, 'Sam', yearsAgo(5));
    await user.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(await screen.findByText("Tell us about your young child's temperament and preferences.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    const date = screen.getByLabelText('Date of birth');
    await user.clear(date);
    await user.type(date, yearsAgo(6));
    await user.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(await screen.findByText("Tell us about your child's behavior and activities.")).toBeInTheDocument();
  });

  it('disables submit and reads Creating... while pending, then shows the server message on failure', async () => {
    let answer: (value: Answer<typeof endpoints.createChild>) => void = () => undefined;
    answerChildren(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    const user = userEvent.setup();
    renderWithPlatform(<Harness />);
    await fillBasics(user, 'Leo', yearsAgo(3));
    await user.click(screen.getByRole('button', { name: 'Next Step' }));
    await user.click(await screen.findByRole('button', { name: 'Next Step' }));
    await user.click(await screen.findByRole('button', { name: 'Add Child' }));
    const pending = await screen.findByRole('button', { name: 'Creating...' });
    expect(pending).toBeDisabled();
    // The API error filter's 400 body: `message` is the first problem's plain message.
    answer(
      apiError(400, {
        message: 'Date of birth cannot be in the future',
        errors: [{ path: 'dateOfBirth', message: 'Date of birth cannot be in the future' }],
      }),
    );
    expect(await screen.findByText('Error creating profile')).toBeInTheDocument();
    const toast = screen.getByText('Error creating profile').closest('li')!;
    expect(within(toast).getByText('Date of birth cannot be in the future')).toBeInTheDocument();
    expect(toast).not.toHaveTextContent('{');
    expect(toast).not.toHaveTextContent('400');
    expect(toast).not.toHaveTextContent('statusCode');
    expect(screen.getByRole('button', { name: 'Add Child' })).toBeEnabled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it.each([
    ['a JSON body without a message', 400, JSON.stringify({ statusCode: 400, errors: [] })],
    ['an empty body', 502, ''],
    ['an HTML error page', 502, '<html><body><h1>502 Bad Gateway</h1></body></html>'],
  ])('falls back to Failed to create child profile for %s', async (_label, status, text) => {
    const creations = answerChildren(() => new HttpResponse(text, { status }));
    const user = userEvent.setup();
    renderWithPlatform(<Harness />);
    await fillBasics(user, 'Leo', yearsAgo(3));
    await user.click(screen.getByRole('button', { name: 'Next Step' }));
    await user.click(await screen.findByRole('button', { name: 'Next Step' }));
    await user.click(await screen.findByRole('button', { name: 'Add Child' }));
    expect(await screen.findByText('Error creating profile')).toBeInTheDocument();
    expect(screen.getByText('Failed to create child profile')).toBeInTheDocument();
    expect(screen.queryByText(/statusCode|Bad Gateway/)).not.toBeInTheDocument();
    // One create, never retried.
    expect(creations).toHaveLength(1);
  });

  it('says you must be logged in when there is no user', async () => {
    const creations = answerChildren();
    const user = userEvent.setup();
    renderWithPlatform(<Harness />, { user: null });
    await fillBasics(user, 'Leo', yearsAgo(3));
    await user.click(screen.getByRole('button', { name: 'Next Step' }));
    await user.click(await screen.findByRole('button', { name: 'Next Step' }));
    await user.click(await screen.findByRole('button', { name: 'Add Child' }));
    expect(await screen.findByText('You must be logged in to create a child profile')).toBeInTheDocument();
    expect(creations).toHaveLength(0);
  });

  it('resets everything when closed', async () => {
    answerChildren();
    const user = userEvent.setup();
    renderWithPlatform(<Harness />);
    await fillBasics(user, 'Ava', yearsAgo(8));
    await user.click(screen.getByRole('button', { name: 'Next Step' }));
    await screen.findByText("Tell us about your child's behavior and activities.");
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open wizard' }));
    expect(screen.getByText("Let's start with some basic information about your child.")).toBeInTheDocument();
    expect(screen.getByLabelText("Child's name")).toHaveValue('');
  });

  it('asks every step in Hindi to a parent who chose it, and says so in Hindi when the child is added', async () => {
    answerChildren(created('Leo'));
    const user = userEvent.setup();
    // The Hindi catalogs load as their own chunks: the first render suspends until they have.
    await act(async () => renderWithPlatform(<Harness />, { user: { ...testUser, locale: 'hi' } }));
    const dialog = await screen.findByRole('dialog', { name: 'बच्चे की प्रोफ़ाइल जोड़ें' });
    expect(dialog).toHaveTextContent('शुरुआत आपके बच्चे की कुछ बुनियादी जानकारी से करते हैं।');
    expect(within(dialog).getByRole('form', { name: 'बच्चे की प्रोफ़ाइल जोड़ें, 3 में से चरण 1' })).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'प्रगति' })).toHaveTextContent('1बुनियादी जानकारी2आपके बच्चे के बारे में3परिवार के बारे में');
    expect(screen.getByLabelText('लिंग')).toHaveValue('prefer-not-to-say');
    expect(screen.getByRole('option', { name: 'नहीं बताना चाहते' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'कोई अवतार नहीं' })).toBeChecked();
    expect(screen.getByText(/^37 हफ़्ते से पहले जन्मे बच्चे के लिए/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('बच्चे का नाम'), 'Leo');
    const date = screen.getByLabelText('जन्म की तारीख');
    await user.clear(date);
    await user.type(date, yearsAgo(3));
    await user.click(screen.getByRole('button', { name: 'अगला चरण' }));

    expect(await screen.findByRole('heading', { name: '3 में से चरण 2: आपके बच्चे के बारे में' })).toBeInTheDocument();
    const temperament = screen.getByLabelText('स्वभाव');
    expect(temperament).toHaveValue('');
    expect(within(temperament).getByRole('option', { name: 'नहीं बताया' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'किताबें और कहानियाँ' }));
    await user.click(screen.getByRole('button', { name: 'अगला चरण' }));

    expect(await screen.findByRole('heading', { name: '3 में से चरण 3: परिवार के बारे में' })).toBeInTheDocument();
    expect(screen.getByLabelText('परिवार की भागीदारी')).toHaveValue('balanced');
    await user.click(screen.getByRole('button', { name: 'बच्चा जोड़ें' }));
    expect(await screen.findByText('बच्चे की प्रोफ़ाइल बन गई')).toBeInTheDocument();
    expect(screen.getByText('Leo की प्रोफ़ाइल बन गई है।')).toBeInTheDocument();
  });
});
