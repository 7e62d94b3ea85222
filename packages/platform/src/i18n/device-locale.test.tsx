import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageCatalog } from './catalog';
import { CatalogMessages, chooseDeviceLocale, DeviceLocaleRoot, LOCALE_STORAGE_KEY } from './device-locale';

const HINDI = { default: { 'test.greeting': 'नमस्ते {name}' } };

let greetings: MessageCatalog;
/** Hindi arrives when `arrive` is called (each test has a catalog of its own, so it loads anew). */
let arrive: () => void;
beforeEach(() => {
  const hindi = new Promise<typeof HINDI>((resolve) => {
    arrive = () => resolve(HINDI);
  });
  greetings = { en: { 'test.greeting': 'Hello {name}' }, load: { hi: () => hindi } };
});

function Greeting() {
  const intl = useIntl();
  return (
    <p data-locale={intl.locale}>
      <FormattedMessage id="test.greeting" values={{ name: 'Maya' }} />
    </p>
  );
}

function Page() {
  return (
    <DeviceLocaleRoot>
      <Suspense fallback={<p>Loading</p>}>
        <CatalogMessages catalog={greetings}>
          <Greeting />
        </CatalogMessages>
      </Suspense>
    </DeviceLocaleRoot>
  );
}

afterEach(() => {
  localStorage.clear();
  document.documentElement.lang = '';
});

describe('the device’s language without the store', () => {
  it('starts in the browser’s first language we speak, with <html lang>', async () => {
    jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'hi-IN', 'en-GB']);
    await act(async () => render(<Page />));
    await act(async () => arrive());
    expect(await screen.findByText('नमस्ते Maya')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi');
  });

  it('prefers the language chosen on this device before', async () => {
    jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['hi-IN']);
    localStorage.setItem(LOCALE_STORAGE_KEY, 'en');
    await act(async () => render(<Page />));
    expect(screen.getByText('Hello Maya')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it('follows a choice made on the page, stores it, and keeps the page until the new messages are there', async () => {
    await act(async () => render(<Page />));
    expect(screen.getByText('Hello Maya')).toBeInTheDocument();
    await act(async () => chooseDeviceLocale('hi'));
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('hi');
    // No Suspense fallback in between: the English page stays until Hindi has loaded.
    expect(screen.getByText('Hello Maya')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    await act(async () => arrive());
    expect(screen.getByText('नमस्ते Maya')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi');
  });

  it('follows a choice made in another tab', async () => {
    await act(async () => render(<Page />));
    await act(async () => {
      localStorage.setItem(LOCALE_STORAGE_KEY, 'hi');
      window.dispatchEvent(new StorageEvent('storage', { key: LOCALE_STORAGE_KEY, newValue: 'hi' }));
      arrive();
    });
    expect(await screen.findByText('नमस्ते Maya')).toBeInTheDocument();
  });

  it('changes the language for this visit when storage is off', async () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('storage is off');
    });
    await act(async () => render(<Page />));
    await act(async () => {
      chooseDeviceLocale('hi');
      arrive();
    });
    expect(await screen.findByText('नमस्ते Maya')).toBeInTheDocument();
  });

  it('speaks the device’s language where no react-intl provider is around', async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'hi');
    await act(async () => {
      render(
        <CatalogMessages catalog={greetings}>
          <Greeting />
        </CatalogMessages>,
      );
      arrive();
    });
    expect(await screen.findByText('नमस्ते Maya')).toHaveAttribute('data-locale', 'hi-IN');
  });
});
