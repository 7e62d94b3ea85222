import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { ChildListItem, ChildProfile, ChildRole } from '@flourishly/contracts';
import { childrenApi } from '@flourishly/platform';
import {
  apiError,
  forChild,
  forUser,
  handlers,
  makeChildListItem,
  makeChildProfile,
  renderWithPlatform,
  testUser,
} from '../../testing/render-with-platform';
import { EditChildPage } from './EditChildPage';

const child = makeChildProfile();

/**
 * Child 7 answers `profile`, in the parent's list as `role`; a change answers `saved` (the
 * profile by default). Returns the calls that change (PATCH) and delete the child.
 */
function childApi(profile: ChildProfile = child, { role = 'owner', saved = profile }: { role?: ChildRole; saved?: ChildProfile } = {}) {
  const listed = makeChildListItem({
    id: 7,
    name: profile.name,
    dateOfBirth: profile.dateOfBirth,
    role,
    sharedBy: role === 'owner' ? null : 'Ann',
  });
  handlers.children.childList(forUser([listed]));
  handlers.children.child(forChild(7, profile));
  return {
    updates: handlers.children.updateChild(forChild(7, saved)),
    deletions: handlers.children.deleteChild(forChild(7, undefined)),
  };
}

// Many user events per test: leave room when the machine is busy (CI runs every project at once).
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5000 });

describe('EditChildPage', () => {
  it('shows every answer, previews the persona and saves the changes', async () => {
    const { updates } = childApi(child, {
      saved: {
        ...child,
        primaryDevelopmentalConcern: 'language',
        preferredActivity: [],
        personaType: 2,
        personaName: 'Expressive Communicator',
      },
    });
    const user = userEvent.setup();
    const { router } = renderWithPlatform(<EditChildPage childId={7} />, { path: '/child/7/edit' });
    expect(await screen.findByRole('heading', { name: "Edit Maya's profile" })).toBeInTheDocument();
    expect(screen.getByLabelText("Child's name")).toHaveValue('Maya');
    expect(screen.getByLabelText('Temperament')).toHaveValue('calm');
    expect(screen.getByLabelText('Physical activity level')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Building and puzzles' })).toBeChecked();
    expect(screen.getByTestId('persona-badge')).toHaveTextContent('Curious Scholar');
    expect(screen.getByText(/not a diagnosis/)).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Primary developmental focus'), 'language');
    await user.click(screen.getByRole('checkbox', { name: 'Building and puzzles' }));
    expect(screen.getByTestId('persona-badge')).toHaveTextContent('Expressive Communicator');

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/child/7'));
    expect(updates).toHaveLength(1);
    const patch = updates[0];
    expect(patch?.body).toMatchObject({
      primaryDevelopmentalConcern: 'language',
      preferredActivity: [],
      temperament: 'calm',
      physicalActivityLevel: null,
    });
    expect(patch?.body).not.toHaveProperty('personaType');
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
  });

  it('edits the weeks of pregnancy at birth, and clears them back to null', async () => {
    const { updates } = childApi({ ...child, gestationalAgeAtBirthWeeks: 31, gestationalAgeAtBirthDays: 2 });
    const user = userEvent.setup();
    renderWithPlatform(<EditChildPage childId={7} />, { path: '/child/7/edit' });
    const weeks = await screen.findByLabelText('Weeks of pregnancy at birth (optional)');
    expect(weeks).toHaveValue('31');
    const days = screen.getByLabelText('And days (0-6, optional)');
    expect(days).toHaveValue('2');
    await user.clear(weeks);
    await user.type(weeks, '33');
    await user.clear(days);
    await user.type(days, '5');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]?.body).toMatchObject({
      gestationalAgeAtBirthWeeks: 33,
      gestationalAgeAtBirthDays: 5,
    });
  });

  it('sets a daily game limit with the AAP guidance beside it, off by default', async () => {
    const { updates } = childApi();
    const user = userEvent.setup();
    renderWithPlatform(<EditChildPage childId={7} />, { path: '/child/7/edit' });
    const limit = await screen.findByLabelText('Daily game limit');
    expect(limit).toHaveValue('');
    expect(screen.getByRole('option', { name: 'No limit' })).toBeInTheDocument();
    expect(screen.getByText(/about an hour a day of screen time for children aged 2 to 5/)).toBeInTheDocument();
    await user.selectOptions(limit, '60');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]?.body).toMatchObject({ dailyGameLimitMinutes: 60 });
  });

  it('shows a caregiver the daily game limit without a way to change it, and saves it unchanged', async () => {
    const { updates } = childApi({ ...child, dailyGameLimitMinutes: 30 }, { role: 'caregiver' });
    const user = userEvent.setup();
    renderWithPlatform(<EditChildPage childId={7} />, { path: '/child/7/edit' });
    expect(await screen.findByText(/Daily game limit: 30 minutes a day\. Only the child’s owner can change it\./)).toBeInTheDocument();
    expect(screen.queryByLabelText('Daily game limit')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]?.body).toMatchObject({ dailyGameLimitMinutes: 30 });
  });

  it('keeps an unusual saved limit selectable and turns the limit off as null', async () => {
    const { updates } = childApi({ ...child, dailyGameLimitMinutes: 50 });
    const user = userEvent.setup();
    renderWithPlatform(<EditChildPage childId={7} />, { path: '/child/7/edit' });
    const limit = await screen.findByLabelText('Daily game limit');
    expect(limit).toHaveValue('50');
    await user.selectOptions(limit, '');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]?.body).toMatchObject({ dailyGameLimitMinutes: null });
  });

  it('asks before deleting, then deletes and goes home', async () => {
    const { deletions } = childApi();
    const user = userEvent.setup();
    const { router } = renderWithPlatform(<EditChildPage childId={7} />, { path: '/child/7/edit' });
    await user.click(await screen.findByRole('button', { name: 'Delete Profile' }));
    expect(screen.getByRole('dialog', { name: "Delete Maya's profile?" })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(deletions).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Profile' }));
    await user.click(screen.getByRole('button', { name: 'Delete profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(deletions.map((call) => call.url)).toEqual(['/api/child-profiles/7']);
    expect(await screen.findByText('Child profile deleted')).toBeInTheDocument();
  });

  it('gives a viewer a note with the way back instead of the form, never showing the form', async () => {
    let answerList: (list: ChildListItem[]) => void = () => undefined;
    const lists = handlers.children.childList(forUser(() => new Promise<ChildListItem[]>((resolve) => (answerList = resolve))));
    handlers.children.child(forChild(7, child));
    const { store } = renderWithPlatform(<EditChildPage childId={7} />, { path: '/child/7/edit' });
    // The child has loaded, the role not yet: the page waits rather than showing the form.
    await waitFor(() => expect(childrenApi.endpoints.getChild.select(7)(store.getState()).isSuccess).toBe(true));
    expect(lists.map((call) => call.url)).toContain(`/api/users/${testUser.id}/child-profiles`);
    expect(screen.queryByLabelText("Child's name")).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading child profile');
    answerList([makeChildListItem({ id: 7, name: 'Maya', role: 'viewer', sharedBy: 'Ann' })]);
    expect(await screen.findByRole('heading', { name: "Maya's profile", level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent("You can view Maya's profile but not change it.");
    expect(screen.getByRole('link', { name: "Back to Maya's page" })).toHaveAttribute('href', '/child/7');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Child's name")).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Save Changes|Delete/ })).not.toBeInTheDocument();
  });

  it('validates with the contract messages', async () => {
    const { updates } = childApi();
    const user = userEvent.setup();
    renderWithPlatform(<EditChildPage childId={7} />, { path: '/child/7/edit' });
    const name = await screen.findByLabelText("Child's name");
    await user.clear(name);
    await user.type(name, 'M');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText("Child's name must be at least 2 characters")).toBeInTheDocument();
    expect(updates).toHaveLength(0);
  });
  it('says Child Not Found only for a child that is not there (404)', async () => {
    handlers.children.childList(forUser([]));
    handlers.children.child.fail(404, 'Child profile not found');
    renderWithPlatform(<EditChildPage childId={7} />, { path: '/child/7/edit' });
    expect(await screen.findByRole('heading', { name: 'Child Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The child profile you're looking for doesn't exist or you don't have access to it.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('shows the real error with Try again for any other failure, and keeps it up while retrying', async () => {
    let answer: (profile: ChildProfile) => void = () => undefined;
    // The child list (the user's role on the child) answers at once; only the child's own loads are counted.
    handlers.children.childList(forUser([]));
    let attempts = 0;
    handlers.children.child(
      forChild(7, () => {
        attempts += 1;
        if (attempts === 1) return apiError(503, 'The service is busy, please try again');
        return new Promise<ChildProfile>((resolve) => {
          answer = resolve;
        });
      }),
    );
    const user = userEvent.setup();
    renderWithPlatform(<EditChildPage childId={7} />, { path: '/child/7/edit' });
    expect(await screen.findByRole('heading', { name: 'Failed to fetch child profile' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The service is busy, please try again');
    expect(screen.queryByRole('heading', { name: 'Child Not Found' })).not.toBeInTheDocument();

    const retry = screen.getByRole('button', { name: 'Try again' });
    retry.focus();
    await user.keyboard('{Enter}');
    const retrying = await screen.findByRole('button', { name: 'Trying again...' });
    expect(retrying).toHaveAttribute('aria-disabled', 'true');
    expect(retrying).toHaveFocus();
    await user.click(retrying);
    expect(attempts).toBe(2);

    answer(child);
    expect(await screen.findByRole('heading', { name: "Edit Maya's profile" })).toBeInTheDocument();
  });

  it('suggests checking the connection when no answer came', async () => {
    handlers.children.childList(() => HttpResponse.error());
    handlers.children.child(() => HttpResponse.error());
    renderWithPlatform(<EditChildPage childId={7} />, { path: '/child/7/edit' });
    expect(await screen.findByRole('heading', { name: 'Failed to fetch child profile' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please check your connection and try again.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows the server message when saving fails', async () => {
    childApi();
    handlers.children.updateChild.fail(400, {
      message: 'Choose one of the built-in avatars',
      errors: [{ path: 'avatarUrl', message: 'Choose one of the built-in avatars' }],
    });
    const user = userEvent.setup();
    renderWithPlatform(<EditChildPage childId={7} />, { path: '/child/7/edit' });
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Update failed')).toBeInTheDocument();
    expect(screen.getByText('Choose one of the built-in avatars')).toBeInTheDocument();
  });

  it('speaks Hindi to a parent who chose it: sections, questions, the persona preview and the game limit', async () => {
    childApi(makeChildProfile({ dailyGameLimitMinutes: 30 }));
    await act(async () =>
      renderWithPlatform(<EditChildPage childId={7} />, { path: '/child/7/edit', user: { ...testUser, locale: 'hi' } }),
    );
    expect(await screen.findByRole('heading', { name: 'Maya की प्रोफ़ाइल बदलें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Maya के पेज पर वापस जाएँ' })).toHaveAttribute('href', '/child/7');
    for (const section of ['बुनियादी जानकारी', 'आपके बच्चे के बारे में', 'परिवार के बारे में', 'खेल', 'पर्सोना']) {
      expect(screen.getByRole('heading', { name: section, level: 2 })).toBeInTheDocument();
    }
    expect(screen.getByLabelText('बच्चे का नाम')).toHaveValue('Maya');
    expect(screen.getByLabelText('स्वभाव')).toHaveDisplayValue('आम तौर पर शांत और आसानी से ढल जाने वाला');
    expect(screen.getByRole('checkbox', { name: 'जोड़ने-बनाने वाले खेल और पहेलियाँ' })).toBeChecked();
    expect(screen.getByLabelText('रोज़ खेलने की सीमा')).toHaveDisplayValue('रोज़ 30 मिनट');
    expect(screen.getByText(/^अमेरिकन एकेडमी ऑफ़ पीडियाट्रिक्स की सलाह है/)).toBeInTheDocument();
    // The preview is worked out on this page, so its persona is named in the page's language.
    expect(screen.getByTestId('persona-badge')).toHaveTextContent('जिज्ञासु विद्यार्थी');
    expect(screen.getByTestId('persona-reasons')).toHaveTextContent('क्यों: सोचने-समझने के विकास पर ध्यान, चीज़ें बनाना और पहेलियाँ पसंद हैं');
    expect(screen.getByText(/^यह जानना अच्छा लगता है कि चीज़ें कैसे काम करती हैं/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'प्रोफ़ाइल हटाएँ' }));
    const dialog = screen.getByRole('dialog', { name: 'Maya की प्रोफ़ाइल हटाएँ?' });
    expect(within(dialog).getByRole('button', { name: 'रद्द करें' })).toHaveFocus();
  });

  it('tells a caregiver in Hindi that the game limit is the owner’s', async () => {
    childApi(makeChildProfile({ dailyGameLimitMinutes: null }), { role: 'caregiver' });
    await act(async () =>
      renderWithPlatform(<EditChildPage childId={7} />, { path: '/child/7/edit', user: { ...testUser, locale: 'hi' } }),
    );
    expect(await screen.findByText('रोज़ खेलने की सीमा: कोई सीमा नहीं। इसे सिर्फ़ बच्चे की प्रोफ़ाइल के मालिक बदल सकते हैं।')).toBeInTheDocument();
  });

  it('says in Hindi that saving failed, with a server message it knows in Hindi', async () => {
    childApi();
    handlers.children.updateChild.fail(400, {
      message: 'Choose one of the built-in avatars',
      errors: [{ path: 'avatarUrl', message: 'Choose one of the built-in avatars' }],
    });
    await act(async () =>
      renderWithPlatform(<EditChildPage childId={7} />, { path: '/child/7/edit', user: { ...testUser, locale: 'hi' } }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'बदलाव सहेजें' }));
    expect(await screen.findByText('अपडेट नहीं हो सका')).toBeInTheDocument();
    expect(screen.getByText('दिए गए अवतारों में से एक चुनें')).toBeInTheDocument();
  });
});
