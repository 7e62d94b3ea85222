import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { LOCALE_STORAGE_KEY } from '@flourishly/platform/device-locale';
import { renderWithTheme } from '../testing/render-with-theme';
import { LandingPage } from './LandingPage';

const HINDI_TITLE = 'अपने बच्चे को समझें। बड़े होने के हर पड़ाव पर उसका साथ दें।';
const HINDI_CLOSING = 'अपने बच्चे को सही समय पर सही मदद दें';

/**
 * Latin words a Hindi page may show: the product's and people's names, the placeholder schools,
 * codes (COPPA, AI), the contact address and English named in itself in the language switch.
 */
const LATIN_ALLOWED = new Set(
  [
    'Flourishly',
    'COPPA',
    'AI',
    'English',
    'hello',
    'flourishly',
    'app',
    'Priya',
    'S',
    'Daniel',
    'M',
    'Ms',
    'Fernandes',
    ...[
      'Greenfield Montessori',
      'Riverside Primary',
      'Little Oaks Preschool',
      'Sunrise International School',
      'Maple Leaf Academy',
    ].flatMap((school) => school.split(' ')),
  ].map((word) => word.toLowerCase()),
);

/** The Latin words of the page's text and accessible names that are not on the allow-list. */
function englishLeft(root: HTMLElement): string[] {
  const labels = [...root.querySelectorAll('[aria-label]')].map((element) => element.getAttribute('aria-label') ?? '');
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const texts: string[] = [];
  while (walker.nextNode()) texts.push(walker.currentNode.textContent ?? '');
  const words = [...texts, ...labels].join(' ').match(/[A-Za-z]+/g) ?? [];
  return [...new Set(words.filter((word) => !LATIN_ALLOWED.has(word.toLowerCase())))];
}

/** Renders the page and waits for the sections below the first screen and the footer, in Hindi. */
async function renderHindiLanding() {
  // Awaited: the page suspends while its Hindi messages load.
  const result = await act(async () => renderWithTheme(<LandingPage />));
  await screen.findByRole('heading', { name: HINDI_CLOSING }, { timeout: 15000 });
  await screen.findByRole('contentinfo', {}, { timeout: 15000 });
  return result;
}

afterEach(() => {
  localStorage.clear();
});

describe('the landing page in Hindi', () => {
  it('speaks Hindi on a device that chose Hindi: the first screen, every section and the footer, with no English left', async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'hi');
    const { container } = await renderHindiLanding();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(HINDI_TITLE);
    expect(screen.getByRole('navigation', { name: 'पेज के हिस्से' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'मुफ़्त ट्रायल शुरू करें' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('heading', { name: 'माता-पिता Flourishly क्यों चुनते हैं' })).toBeInTheDocument();
    expect(within(screen.getByRole('contentinfo')).getByLabelText('ईमेल पता')).toBeInTheDocument();
    expect(englishLeft(container)).toEqual([]);
  });

  it('speaks Hindi to a browser whose first language we speak is Hindi', async () => {
    jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['hi-IN', 'en-GB']);
    await renderHindiLanding();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(HINDI_TITLE);
  });

  it('prices the plans in rupees with Western digits, and names the child limits in Hindi', async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'hi');
    await renderHindiLanding();
    const plan = (name: string) => screen.getByRole('article', { name });
    expect(within(plan('बेसिक')).getByText('₹749')).toBeInTheDocument();
    expect(within(plan('बेसिक')).getByText('1 बच्चे की प्रोफ़ाइल')).toBeInTheDocument();
    expect(within(plan('प्लस')).getByText('₹1,499')).toBeInTheDocument();
    expect(within(plan('प्लस')).getByText('3 बच्चों तक की प्रोफ़ाइल')).toBeInTheDocument();
    expect(within(plan('प्रीमियम')).getByText('₹2,399')).toBeInTheDocument();
    expect(within(plan('स्कूल')).getByText('पूछने पर')).toBeInTheDocument();
    expect(screen.getAllByText('प्रति माह')).toHaveLength(3);
    expect(within(plan('प्लस')).getByRole('link', { name: 'प्लस के साथ मुफ़्त ट्रायल शुरू करें' })).toBeInTheDocument();
  });

  it('opens the contact form in Hindi and thanks the visitor in Hindi', async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'hi');
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup();
    await renderHindiLanding();
    await user.click(screen.getByRole('button', { name: 'डेमो बुक करें' }));
    const dialog = await screen.findByRole('dialog', { name: 'हमारी टीम से संपर्क करें' });
    expect(within(dialog).getByLabelText('फ़ोन (ज़रूरी नहीं)')).toBeInTheDocument();
    expect(
      within(within(dialog).getByLabelText('विषय'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['स्कूल', 'बेसिक प्लान', 'प्लस प्लान', 'प्रीमियम प्लान', 'सामान्य पूछताछ']);
    expect(englishLeft(dialog)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'पूछताछ भेजें' }));
    expect(alert).toHaveBeenCalledWith('पूछताछ के लिए धन्यवाद। हमारी टीम जल्द ही आपसे संपर्क करेगी!');
  });
});

describe('the language switch', () => {
  it('is labelled, names each language in itself, changes the page at once and remembers the choice on this device', async () => {
    const user = userEvent.setup();
    renderWithTheme(<LandingPage />);
    await screen.findByRole('heading', { name: 'Give your child the right support at the right time' }, { timeout: 15000 });
    const english = screen.getByRole('combobox', { name: 'Language' });
    expect(english).toHaveValue('en');
    expect(within(english).getByRole('option', { name: 'हिन्दी' })).toHaveAttribute('lang', 'hi');
    expect(within(english).getByRole('option', { name: 'English' })).toHaveAttribute('lang', 'en');

    await user.selectOptions(english, 'hi');

    expect(await screen.findByRole('heading', { level: 1, name: HINDI_TITLE })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: HINDI_CLOSING })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'भाषा' })).toHaveValue('hi');
    // The app reads this key when it starts (after sign-in or sign-up), so it starts in Hindi too.
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('hi');

    await user.selectOptions(screen.getByRole('combobox', { name: 'भाषा' }), 'en');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Understand your child. Support every stage of growing up.' }),
    ).toBeInTheDocument();
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en');
  });

  it('is in the mobile menu too, a native select that works from the keyboard', async () => {
    const user = userEvent.setup();
    renderWithTheme(<LandingPage />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const switches = screen.getAllByRole('combobox', { name: 'Language' });
    expect(switches).toHaveLength(2);
    expect(switches[1].tagName).toBe('SELECT');
    await user.selectOptions(switches[1], 'hi');
    await waitFor(() => expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('hi'));
    expect(await screen.findByRole('button', { name: 'मेन्यू' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('follows the language of the page around it (the shell’s landing start)', async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'en');
    await act(async () =>
      renderWithTheme(
        <IntlProvider locale="hi-IN" defaultLocale="en">
          <LandingPage />
        </IntlProvider>,
      ),
    );
    expect(await screen.findByRole('heading', { level: 1, name: HINDI_TITLE })).toBeInTheDocument();
  });
});
