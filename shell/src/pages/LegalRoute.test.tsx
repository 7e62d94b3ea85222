import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@flourishly/contracts';
import { testUser } from '@flourishly/platform/testing';
import { answerSession, renderApp } from '../testing/render-app';
import { resetProfileGate } from '../session/useProfileGate';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(async (id: string) => ({
    default: ({ page }: { page?: string }) => <p>{`Remote ${id} page=${page ?? '-'}`}</p>,
  })),
  registerRemotes: jest.fn(),
}));

const parent: User = { ...testUser, id: 9, fullName: 'Nila Das', email: 'nila@example.com', profileCompleted: false };

describe('the legal notices (/privacy, /terms, /cookies, /coppa)', () => {
  beforeEach(() => resetProfileGate());

  it.each(['privacy', 'terms', 'cookies', 'coppa'])(
    '/%s is open to a signed-out visitor, in the public frame, from the landing remote',
    async (page) => {
      answerSession(null);
      const router = renderApp(`/${page}`);
      expect(await screen.findByText(`Remote mf_landing/LegalPage page=${page}`)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(`/${page}`);
      expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/auth');
      expect(screen.getByRole('main')).toContainElement(screen.getByText(`Remote mf_landing/LegalPage page=${page}`));
    },
  );

  it('is shown to a signed-in parent in the app layout, without the profile gate sending them away', async () => {
    answerSession(parent);
    const router = renderApp('/privacy');
    expect(await screen.findByText('Remote mf_landing/LegalPage page=privacy')).toBeInTheDocument();
    // The app layout's user menu, not the public frame's Log In link.
    expect(screen.getByRole('button', { name: /My Account/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/privacy');
  });

  it("links the app footer's Privacy Policy and Terms of Service to the notices, and Contact Us to our address", async () => {
    answerSession({ ...parent, profileCompleted: true });
    const user = userEvent.setup();
    const router = renderApp('/children');
    const footer = within(await screen.findByRole('navigation', { name: 'Footer' }));
    expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(footer.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', 'mailto:hello@flourishly.app');
    expect(footer.getByRole('link', { name: 'Help Center' })).toHaveAttribute('href', '/help');
    await user.click(footer.getByRole('link', { name: 'Terms of Service' }));
    expect(router.state.location.pathname).toBe('/terms');
    expect(await screen.findByText('Remote mf_landing/LegalPage page=terms')).toBeInTheDocument();
  });

  it("opens the footer's Help Center on a help page, signed in or out", async () => {
    answerSession(null);
    const user = userEvent.setup();
    const router = renderApp('/privacy');
    await user.click(within(await screen.findByRole('navigation', { name: 'Footer' })).getByRole('link', { name: 'Help Center' }));
    expect(router.state.location.pathname).toBe('/help');
    expect(await screen.findByRole('heading', { level: 1, name: 'Help Center' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Assessments and the development report' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'hello@flourishly.app' })).toHaveAttribute('href', 'mailto:hello@flourishly.app');
  });
});
