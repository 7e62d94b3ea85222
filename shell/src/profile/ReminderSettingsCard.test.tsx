import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_USER_SETTINGS, SETTINGS_TEXT, type UserSettings } from '@flourishly/contracts';
import { mockApi, renderApp } from '../testing/render-app';
import { resetProfileGate } from '../session/useProfileGate';

beforeAll(async () => {
  await import('./AccountSettingsPage');
});

beforeEach(() => resetProfileGate());

jest.setTimeout(20_000);

const asha = {
  id: 3,
  fullName: 'Asha Rao',
  email: 'asha@example.com',
  profileCompleted: true,
  phoneNumber: null,
  address: null,
  schoolName: null,
  schoolUrl: null,
  grade: null,
  selectedInterests: [],
};

/** Asha's API: her settings as stored, changed by a PATCH unless `patchStatus` refuses it. */
function settingsApi(patchStatus = 200) {
  let settings: UserSettings = structuredClone(DEFAULT_USER_SETTINGS);
  return mockApi((url, init) => {
    if (url === '/api/user') return { status: 200, body: asha };
    if (url === '/api/users/3/settings' && init.method === 'GET') return { status: 200, body: settings };
    if (url === '/api/users/3/settings' && init.method === 'PATCH') {
      if (patchStatus !== 200) return { status: patchStatus, body: { statusCode: patchStatus, message: 'Something went wrong' } };
      const patch = JSON.parse(init.body ?? '{}') as { reminders: Partial<UserSettings['reminders']> };
      settings = { reminders: { ...settings.reminders, ...patch.reminders } };
      return { status: 200, body: settings };
    }
    return { status: 200, body: [] };
  });
}

describe('Email reminders on /settings', () => {
  it('shows the four labelled switches with the quiet default: immunisations on, the rest off', async () => {
    settingsApi();
    renderApp('/settings');
    const card = await screen.findByRole('region', { name: SETTINGS_TEXT.remindersTitle });
    expect(await within(card).findByRole('switch', { name: 'Immunisation reminders' })).toBeChecked();
    expect(within(card).getByRole('switch', { name: 'Milestone checklist reminders' })).not.toBeChecked();
    expect(within(card).getByRole('switch', { name: 'Screening reminders' })).not.toBeChecked();
    expect(within(card).getByRole('switch', { name: 'Weekly plan digest' })).not.toBeChecked();
  });

  it('saves one choice with the keyboard (Space), sending only that choice', async () => {
    const requests = settingsApi();
    const user = userEvent.setup();
    renderApp('/settings');
    const checklists = await screen.findByRole('switch', { name: 'Milestone checklist reminders' });
    checklists.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(checklists).toBeChecked());
    const patch = requests.mock.calls.find(([, init]) => init.method === 'PATCH');
    expect(patch?.[0]).toBe('/api/users/3/settings');
    expect(JSON.parse(patch?.[1].body ?? '')).toEqual({ reminders: { checklists: true } });
  });

  it('moves the switch back and says so when the save fails', async () => {
    settingsApi(500);
    const user = userEvent.setup();
    renderApp('/settings');
    const immunisations = await screen.findByRole('switch', { name: 'Immunisation reminders' });
    await user.click(immunisations);
    expect(await screen.findByText('500: Something went wrong')).toBeInTheDocument();
    await waitFor(() => expect(immunisations).toBeChecked());
  });
});
