import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '@flourishly/platform/theme';
import { LegalPage } from '../../exposes/LegalPage';
import { formatLegalDate, LegalDocument } from './LegalDocument';
import { LEGAL_DOCUMENTS } from './legal-documents';

/** The notices' routes, as the shell serves them. */
function renderNotices(path: string) {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/privacy" element={<LegalPage page="privacy" />} />
          <Route path="/terms" element={<LegalPage page="terms" />} />
          <Route path="/cookies" element={<LegalPage page="cookies" />} />
          <Route path="/coppa" element={<LegalPage page="coppa" />} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

/** All the text a notice shows. */
const noticeText = () => screen.getByRole('article').textContent ?? '';

describe('legal notices', () => {
  it.each([
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
    ['/cookies', 'Cookie Policy'],
    ['/coppa', 'Children’s Privacy (COPPA)'],
  ])('%s shows "%s", last updated 28 November 2026, with a way to reach us', (path, title) => {
    renderNotices(path);
    const article = screen.getByRole('article', { name: title });
    expect(within(article).getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(within(article).getByText('28 November 2026')).toHaveAttribute('dateTime', '2026-11-28');
    expect(article).toHaveTextContent('Last updated: 28 November 2026');
    expect(within(article).getByRole('link', { name: 'hello@flourishly.app' })).toHaveAttribute('href', 'mailto:hello@flourishly.app');
    expect(document.title).toBe(`${title} | Flourishly`);
  });

  it('links every notice to the others, marking the one being read', async () => {
    const user = userEvent.setup();
    renderNotices('/privacy');
    const nav = screen.getByRole('navigation', { name: 'Legal notices' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
      ['Cookie Policy', '/cookies'],
      ['Children’s Privacy (COPPA)', '/coppa'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(nav).getByRole('link', { name: 'Cookie Policy' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeInTheDocument();
  });

  it('the privacy policy says what is kept, that passwords are hashed with argon2id, and how to delete a child', () => {
    renderNotices('/privacy');
    const text = noticeText();
    expect(text).toContain('argon2id');
    expect(text).toContain('Children do not have accounts');
    expect(text).toContain('Deleting a child removes the profile and all of its data');
    expect(text).toContain('steps, active minutes and sleep');
    expect(text).toContain('no third-party trackers');
  });

  it('the cookie policy names the session cookie and the signed-in marker, and nothing else', () => {
    renderNotices('/cookies');
    const text = noticeText();
    expect(text).toContain('Flourishly uses two cookies, both only for keeping you signed in.');
    expect(text).toContain('flourishly.sid');
    expect(text).toContain('flourishly.signed-in');
    expect(text).toContain('httpOnly');
    expect(text).toContain('No advertising or analytics cookies');
  });

  it('the COPPA notice says parents create and control every child profile', () => {
    renderNotices('/coppa');
    const text = noticeText();
    expect(text).toContain('Children do not have accounts and do not sign in.');
    expect(text).toContain('A parent creates and controls every child profile');
  });

  it('makes no promise the product cannot keep: no response times, legal entity or jurisdiction', () => {
    for (const notice of Object.values(LEGAL_DOCUMENTS)) {
      const text = JSON.stringify(notice);
      expect(text).not.toMatch(/within \d+ (hours|days)|business days|Ltd|Inc\.|LLC|Pvt|governed by|jurisdiction|courts of/i);
    }
  });

  it('restores the browser tab title when the notice is left', () => {
    document.title = 'Flourishly';
    const { unmount } = render(
      <ThemeProvider theme={theme}>
        <MemoryRouter>
          <LegalDocument page="terms" />
        </MemoryRouter>
      </ThemeProvider>,
    );
    expect(document.title).toBe('Terms of Service | Flourishly');
    unmount();
    expect(document.title).toBe('Flourishly');
  });

  it('formats the date the same in every time zone', () => {
    expect(formatLegalDate('2026-11-24')).toBe('24 November 2026');
  });
});
