import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormattedMessage } from 'react-intl';
import { CatalogMessages, chooseDeviceLocale, LOCALE_STORAGE_KEY, type MessageCatalog } from '@flourishly/platform/device-locale';
import { LandingRoot, startLanding } from './start-landing';

/** The landing remote's catalog as it ships: English bundled, Hindi a chunk that arrives on `arrive()`. */
let catalog: MessageCatalog;
let arrive: () => void;

// The landing remote, as the shell loads it: its own messages over the landing start's language.
jest.mock('@flourishly/platform/remote-loader', () => ({
  loadRemoteModule: async () => ({
    default: () => (
      <CatalogMessages catalog={catalog}>
        <h1>
          <FormattedMessage id="landing.title" />
        </h1>
        {/* The landing page's language switch stores the choice the same way. */}
        <button type="button" onClick={() => chooseDeviceLocale('en')}>
          English
        </button>
      </CatalogMessages>
    ),
  }),
  resetRemote: () => undefined,
  registerRuntimeRemotes: () => undefined,
}));

beforeEach(() => {
  const hindi = new Promise<{ default: Record<string, string> }>((resolve) => {
    arrive = () => resolve({ default: { 'landing.title': 'अपने बच्चे को समझें' } });
  });
  catalog = { en: { 'landing.title': 'Understand your child' }, load: { hi: () => hindi } };
});

afterEach(() => {
  localStorage.clear();
  document.documentElement.lang = '';
  document.getElementById('first-screen')?.remove();
});

describe('LandingRoot', () => {
  it('renders the landing page in the device’s language and sets <html lang>; a choice on the page changes both', async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'hi');
    await act(async () => render(<LandingRoot appHost="" />));
    await act(async () => arrive());
    expect(await screen.findByRole('heading', { name: 'अपने बच्चे को समझें' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi');
    const errors = jest.spyOn(console, 'error');

    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Understand your child' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en');
    expect(errors).not.toHaveBeenCalled();
  });

  it('keeps the English first screen for a Hindi visitor until the Hindi page can take its place', async () => {
    jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['hi-IN', 'en']);
    const errors = jest.spyOn(console, 'error');
    document.body.insertAdjacentHTML('afterbegin', '<div id="first-screen"><h1>Understand your child</h1></div>');
    await act(async () => render(<LandingRoot appHost="" />));
    // The remote has loaded, its Hindi messages not yet: the prerendered page stays, nothing blank.
    expect(screen.getByRole('heading', { name: 'Understand your child' })).toBeInTheDocument();
    await act(async () => arrive());
    expect(screen.getByRole('heading', { name: 'अपने बच्चे को समझें' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Understand your child' })).not.toBeInTheDocument();
    expect(document.getElementById('first-screen')).toBeNull();
    expect(errors).not.toHaveBeenCalled();
  });

  it('marks the prerendered first screen as English while <html lang> is already the visitor’s', async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'hi');
    document.body.insertAdjacentHTML('afterbegin', '<div id="first-screen"><h1>Understand your child</h1></div>');
    const container = document.body.appendChild(document.createElement('div'));
    await act(async () => startLanding(container, { appHost: '', remotes: [] }));
    expect(document.documentElement.lang).toBe('hi');
    expect(document.getElementById('first-screen')).toHaveAttribute('lang', 'en');
    await act(async () => arrive());
    expect(document.getElementById('first-screen')).toBeNull();
    container.remove();
  });
});
