import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_USER_SETTINGS, type User } from '@flourishly/contracts';
import { handlers, testUser } from '@flourishly/platform/testing';
import { answerSession, renderApp } from '../testing/render-app';
import { resetProfileGate } from '../session/useProfileGate';

beforeAll(async () => {
  await import('./ProfileCompletionPage');
  await import('./AccountSettingsPage');
});

/** A signed-in parent who chose Hindi for their account. */
const hindiParent: User = { ...testUser, id: 3, fullName: 'Asha Rao', email: 'asha@example.com', profileCompleted: true, locale: 'hi' };

jest.setTimeout(20_000);

beforeEach(() => resetProfileGate());
afterEach(() => {
  document.documentElement.lang = '';
});

describe('the account pages in Hindi', () => {
  it('shows /profile in Hindi: labels, grades and interests, and the profile schema’s messages', async () => {
    answerSession(hindiParent);
    const user = userEvent.setup();
    renderApp('/profile');

    expect(await screen.findByRole('heading', { level: 1, name: 'मेरी प्रोफ़ाइल' })).toBeInTheDocument();
    expect(screen.getByText('Asha Rao (asha@example.com) के रूप में साइन इन')).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'आपकी प्रोफ़ाइल' });
    expect(within(form).getByRole('option', { name: 'कक्षा 3' })).toBeInTheDocument();
    expect(within(form).getByRole('checkbox', { name: 'गणित' })).toBeInTheDocument();

    await user.type(within(form).getByLabelText('फ़ोन नंबर'), '12345');
    await user.click(within(form).getByRole('button', { name: 'प्रोफ़ाइल सहेजें' }));
    expect(await within(form).findByText('फ़ोन नंबर कम से कम 10 अंकों का होना चाहिए')).toBeInTheDocument();
  });

  it('shows /settings in Hindi: reminders, calendar feed, password and your data', async () => {
    answerSession(hindiParent);
    handlers.settings.settings(DEFAULT_USER_SETTINGS);
    renderApp('/settings');

    expect(await screen.findByRole('heading', { level: 1, name: 'सेटिंग्स' })).toBeInTheDocument();
    const reminders = await screen.findByRole('region', { name: 'ईमेल रिमाइंडर' });
    expect(await within(reminders).findByRole('switch', { name: 'टीकाकरण रिमाइंडर' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'कैलेंडर लिंक बनाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'पासवर्ड बदलें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'मेरा डेटा डाउनलोड करें' })).toBeInTheDocument();
    expect(screen.queryByText('Settings')).not.toBeInTheDocument();
  });

  it('asks a Hindi parent to complete the profile in Hindi', async () => {
    answerSession({ ...hindiParent, profileCompleted: false });
    renderApp('/profile-completion');
    expect(await screen.findByRole('heading', { level: 1, name: 'Flourishly में आपका स्वागत है' })).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'अपनी प्रोफ़ाइल पूरी करें' })).toBeInTheDocument();
  });
});
