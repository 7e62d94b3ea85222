import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithPlatform } from '../../testing/render-with-platform';
import { EditChildPage } from './EditChildPage';

const child = {
  id: 7,
  name: 'Maya',
  dateOfBirth: '2019-01-15',
  avatarUrl: null,
  personaType: 1,
  gender: 'female',
  primaryDevelopmentalConcern: 'cognitive',
  temperament: 'calm',
  socialInteractionPreference: null,
  preferredActivity: ['building'],
  moodWhenFacingChallenges: null,
  physicalActivityLevel: null,
  socialSkillsHandling: null,
  parentalInvolvement: 'balanced',
  familyActivityPreferences: [],
  familyDevelopmentFocus: [],
  profileCompleted: true,
  personaName: 'Curious Scholar',
  personaReasons: ['cognitive focus'],
};

// Many user events per test: leave room when the machine is busy (CI runs every project at once).
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5000 });

describe('EditChildPage', () => {
  it('shows every answer, previews the persona and saves the changes', async () => {
    const calls = mockApi((call) => {
      if (call.url !== '/api/child-profiles/7') return undefined;
      if (call.method === 'PATCH') return { status: 200, body: { ...child, ...(call.body as object), personaType: 2, personaName: 'Expressive Communicator' } };
      return { status: 200, body: child };
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
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toMatchObject({ primaryDevelopmentalConcern: 'language', preferredActivity: [], temperament: 'calm', physicalActivityLevel: null });
    expect(patch?.body).not.toHaveProperty('personaType');
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
  });

  it('asks before deleting, then deletes and goes home', async () => {
    const calls = mockApi((call) => {
      if (call.url !== '/api/child-profiles/7') return undefined;
      return call.method === 'DELETE' ? { status: 204 } : { status: 200, body: child };
    });
    const user = userEvent.setup();
    const { router } = renderWithPlatform(<EditChildPage childId={7} />, { path: '/child/7/edit' });
    await user.click(await screen.findByRole('button', { name: 'Delete Profile' }));
    expect(screen.getByRole('dialog', { name: "Delete Maya's profile?" })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Profile' }));
    await user.click(screen.getByRole('button', { name: 'Delete profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    expect(await screen.findByText('Child profile deleted')).toBeInTheDocument();
  });

  it('validates with the contract messages', async () => {
    const calls = mockApi(() => ({ status: 200, body: child }));
    const user = userEvent.setup();
    renderWithPlatform(<EditChildPage childId={7} />, { path: '/child/7/edit' });
    const name = await screen.findByLabelText("Child's name");
    await user.clear(name);
    await user.type(name, 'M');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText("Child's name must be at least 2 characters")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);
  });
});
