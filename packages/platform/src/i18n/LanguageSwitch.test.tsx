import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormattedMessage } from 'react-intl';
import { DEFAULT_USER_SETTINGS } from '@flourishly/contracts';
import { apiServer, handlers, renderWithPlatform, testUser } from '../testing/render-with-platform';
import type { MessageCatalog } from './catalog';
import { LanguageSwitch } from './LanguageSwitch';
import { LOCALE_STORAGE_KEY } from './locale-slice';
import { Messages } from './Messages';

const greetings: MessageCatalog = {
  en: { 'test.greeting': 'Hello {name}, {count, plural, one {# child} other {# children}}' },
  load: { hi: async () => ({ default: { 'test.greeting': 'नमस्ते {name}, {count, plural, one {# बच्चा} other {# बच्चे}}' } }) },
};

function Page() {
  return (
    <Messages catalog={greetings}>
      <LanguageSwitch />
      <p>
        <FormattedMessage id="test.greeting" values={{ name: 'Maya', count: 2 }} />
      </p>
    </Messages>
  );
}

afterEach(() => {
  localStorage.clear();
  document.documentElement.lang = '';
});

describe('LanguageSwitch', () => {
  it('shows the page in the chosen language at once, with <html lang>, and remembers it on a signed-out device', async () => {
    renderWithPlatform(<Page />, { user: null });
    expect(screen.getByText('Hello Maya, 2 children')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'hi');

    expect(await screen.findByText('नमस्ते Maya, 2 बच्चे')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'भाषा' })).toHaveValue('hi');
    expect(document.documentElement.lang).toBe('hi');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('hi');
  });

  it('saves a signed-in parent’s choice in their settings, so their other devices follow', async () => {
    const saved = handlers.settings.updateSettings(({ body }) => ({ ...DEFAULT_USER_SETTINGS, locale: body.locale ?? null }));
    const languages: (string | null)[] = [];
    const record = ({ request }: { request: Request }) => languages.push(request.headers.get('accept-language'));
    apiServer.events.on('request:start', record);
    const { store } = renderWithPlatform(<Page />, { user: testUser });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'hi');

    await waitFor(() => expect(saved).toHaveLength(1));
    apiServer.events.removeListener('request:start', record);
    expect(saved[0].params).toEqual({ userId: String(testUser.id) });
    expect(saved[0].body).toEqual({ locale: 'hi' });
    expect(store.getState().locale.locale).toBe('hi');
    // Every request after the switch names the screens' language, for answers the account does not decide.
    expect(languages).toEqual(['hi']);
  });

  it('starts in the language this device chose before', async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'hi');
    await act(async () => renderWithPlatform(<Page />, { user: null }));
    expect(await screen.findByText('नमस्ते Maya, 2 बच्चे')).toBeInTheDocument();
  });
});
