import { act, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '@flourishly/platform/theme';
import { LegalPage } from '../../exposes/LegalPage';
import { formatLegalDate } from './LegalDocument';

/** A notice inside the app in Hindi (the app's LocaleRoot formats with hi-IN). */
async function renderHindiNotice() {
  await act(async () =>
    render(
      <ThemeProvider theme={theme}>
        <IntlProvider locale="hi-IN" defaultLocale="en">
          <MemoryRouter initialEntries={['/privacy']}>
            <LegalPage page="privacy" />
          </MemoryRouter>
        </IntlProvider>
      </ThemeProvider>,
    ),
  );
}

describe('legal notices in Hindi', () => {
  it('frame the English notice in Hindi: title, date, a word that the text is English, the way to reach us and the other notices', async () => {
    await renderHindiNotice();
    const article = await screen.findByRole('article', { name: 'गोपनीयता नीति' });
    expect(article).toHaveTextContent('पिछली बार बदला गया: 28 नवंबर 2026');
    expect(within(article).getByText('अभी यह सूचना सिर्फ़ अंग्रेज़ी में है।')).toBeInTheDocument();
    // The untranslated text says it is English, for screen readers and the browser.
    expect(
      within(article)
        .getByText(/Flourishly helps parents and caregivers/)
        .closest('[lang]'),
    ).toHaveAttribute('lang', 'en');
    expect(within(article).getByRole('link', { name: 'hello@flourishly.app' })).toHaveAttribute('href', 'mailto:hello@flourishly.app');
    const nav = screen.getByRole('navigation', { name: 'कानूनी सूचनाएँ' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['गोपनीयता नीति', 'सेवा की शर्तें', 'कुकी नीति', 'बच्चों की गोपनीयता (COPPA)']);
    expect(document.title).toBe('गोपनीयता नीति | Flourishly');
  });

  it('writes the date in Hindi with Western digits', () => {
    expect(formatLegalDate('2026-11-24', 'hi')).toBe('24 नवंबर 2026');
    expect(formatLegalDate('2026-11-24', 'en')).toBe('24 November 2026');
  });
});
