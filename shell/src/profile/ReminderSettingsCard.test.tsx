import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applySettingsPatch, DEFAULT_USER_SETTINGS, SETTINGS_TEXT, type User } from '@flourishly/contracts';
import { apiError, handlers, testUser, type ErrorAnswer } from '@flourishly/platform/testing';
import { answerSession, renderApp } from '../testing/render-app';
import { resetProfileGate } from '../session/useProfileGate';

beforeAll(async () => {
  await import('./AccountSettingsPage');
});

beforeEach(() => resetProfileGate());

jest.setTimeout(20_000);

const asha: User = { ...testUser, id: 3, fullName: 'Asha Rao', email: 'asha@example.com' };

/** Asha's API: her settings as stored, changed by a PATCH unless `refusal` answers it. Returns the PATCH calls. */
function settingsApi(refusal?: ErrorAnswer) {
  let settings = DEFAULT_USER_SETTINGS;
  answerSession(asha);
  handlers.settings.settings(() => settings);
  return handlers.settings.updateSettings(({ body }) => {
    if (refusal) return refusal;
    settings = applySettingsPatch(settings, body);
    return settings;
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
    const patches = settingsApi();
    const user = userEvent.setup();
    renderApp('/settings');
    const checklists = await screen.findByRole('switch', { name: 'Milestone checklist reminders' });
    checklists.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(checklists).toBeChecked());
    expect(patches.map(({ url, body }) => ({ url, body }))).toEqual([
      { url: '/api/users/3/settings', body: { reminders: { checklists: true } } },
    ]);
  });

  it('moves the switch back and says so when the save fails', async () => {
    settingsApi(apiError(500, 'Something went wrong'));
    const user = userEvent.setup();
    renderApp('/settings');
    const immunisations = await screen.findByRole('switch', { name: 'Immunisation reminders' });
    await user.click(immunisations);
    expect(await screen.findByText('500: Something went wrong')).toBeInTheDocument();
    await waitFor(() => expect(immunisations).toBeChecked());
  });
});
