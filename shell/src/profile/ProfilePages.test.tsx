import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_USER_SETTINGS, PROFILE_MESSAGES, type User } from '@flourishly/contracts';
import { handlers, testUser } from '@flourishly/platform/testing';
import { answerSession, renderApp } from '../testing/render-app';
import { resetProfileGate } from '../session/useProfileGate';

// The route loads this page as a chunk of its own; load it before the tests so the first one
// does not wait for it.
beforeAll(async () => {
  await import('./ProfileCompletionPage');
  await import('./AccountSettingsPage');
});

const user = (profileCompleted: boolean): User => ({
  ...testUser,
  id: 3,
  fullName: 'Asha Rao',
  email: 'asha@example.com',
  profileCompleted,
});

// Typing 60 characters takes seconds when the machine is busy.
jest.setTimeout(20_000);

describe('the profile form on its three screens', () => {
  beforeEach(() => resetProfileGate());

  it("reads 'Complete Your Profile' on /profile-completion", async () => {
    answerSession(user(false));
    renderApp('/profile-completion');
    expect(await screen.findByRole('form', { name: 'Complete Your Profile' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Complete Your Profile' })).toBeInTheDocument();
  });

  it("reads as editing ('Your Profile') on /profile", async () => {
    answerSession(user(true));
    renderApp('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Your Profile' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your Profile' })).toBeInTheDocument();
    expect(screen.queryByText('Complete Your Profile')).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Change password' })).not.toBeInTheDocument();
  });

  it('keeps the password and the account data on /settings, a page of its own', async () => {
    answerSession(user(true));
    handlers.settings.settings(DEFAULT_USER_SETTINGS);
    renderApp('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your data' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Your Profile' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'your profile' })).toHaveAttribute('href', '/profile');
  });

  it('says when a phone number or school website is too long or not a web address, without sending', async () => {
    answerSession(user(true));
    const saved = handlers.users.saveProfile(user(true));
    const userEvents = userEvent.setup();
    renderApp('/profile');
    await screen.findByRole('form', { name: 'Your Profile' });
    await userEvents.type(screen.getByLabelText('Phone number'), '1'.repeat(41));
    await userEvents.type(screen.getByLabelText('School website'), 'javascript:alert(1)');
    await userEvents.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText(PROFILE_MESSAGES.phoneNumberTooLong)).toBeInTheDocument();
    expect(screen.getByText(PROFILE_MESSAGES.schoolUrl)).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});
