import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@flourishly/contracts';
import { apiError, handlers, noNotifications, testUser, type ErrorAnswer } from '@flourishly/platform/testing';
import { recordRequests, renderApp } from '../testing/render-app';
import { resetProfileGate } from '../session/useProfileGate';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(async () => ({ default: () => <p>Remote page</p> })),
  registerRemotes: jest.fn(),
}));

const maya: User = { ...testUser, id: 7, fullName: 'Maya Rose Patel' };

/** Signed in as Maya; POST /api/logout answers `refusal`, or signs her out. Returns the logout's calls. */
function signedIn(refusal?: ErrorAnswer) {
  let signedOut = false;
  handlers.auth.currentUser(() => (signedOut ? apiError(401) : maya));
  handlers.notifications.notifications(noNotifications);
  return handlers.auth.logout(() => {
    if (refusal) return refusal;
    signedOut = true;
    return undefined;
  });
}

describe('the mobile menu', () => {
  beforeEach(() => resetProfileGate());

  it('closes on Escape and gives focus back to its toggle, even from a link inside', async () => {
    signedIn();
    const user = userEvent.setup();
    renderApp('/children');
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(panel).getByText('Maya Rose Patel')).toBeInTheDocument();
    within(panel).getByRole('link', { name: 'Notifications' }).focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});

describe("the 'My Account' user menu", () => {
  beforeEach(() => resetProfileGate());

  it('has a name that starts with its visible text, the initials being decorative', async () => {
    signedIn();
    renderApp('/children');
    const trigger = await screen.findByRole('button', { name: /My Account/ });
    expect(trigger).toHaveAccessibleName(/^My Account\s*\(Maya Rose Patel\)$/);
    // What a sighted user reads on the button: the words 'My Account' beside the initials.
    expect(within(trigger).getByText('My Account')).toBeVisible();
    expect(trigger).toHaveTextContent('MR');
    expect(within(trigger).getByText('MR')).toHaveAttribute('aria-hidden', 'true');
  });

  it("shows the 'Logout failed' toast with the error message when logging out fails", async () => {
    signedIn(apiError(500, 'Session store unavailable'));
    const user = userEvent.setup();
    const router = renderApp('/children');
    await user.click(await screen.findByRole('button', { name: /My Account/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Logout failed');
    expect(toast).toHaveTextContent('500: Session store unavailable');
    // Still signed in, on the same page.
    expect(router.state.location.pathname).toBe('/children');
    expect(screen.getByRole('button', { name: /My Account/ })).toBeInTheDocument();
  });

  it("logs out from a protected page with the 'Logged out' toast and goes home", async () => {
    const logouts = signedIn();
    const user = userEvent.setup();
    const router = renderApp('/children');
    const seen: string[] = [];
    router.subscribe((state) => seen.push(state.location.pathname));
    await user.click(await screen.findByRole('button', { name: /My Account/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('You have been successfully logged out.');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // Straight home: the protected page it left does not send the visitor to /auth meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toEqual(['/']);
    expect(logouts).toHaveLength(1);
  });

  it('asks the API nothing more once signed out: the page it leaves does not ask for its data again', async () => {
    signedIn();
    const requests = recordRequests();
    const user = userEvent.setup();
    const router = renderApp('/notifications');
    await waitFor(() => expect(requests.some((request) => request.startsWith('GET /api/notifications'))).toBe(true));
    await user.click(await screen.findByRole('button', { name: /My Account/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await screen.findByText('Remote page');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(requests).toContain('POST /api/logout');
    expect(requests.slice(requests.indexOf('POST /api/logout') + 1)).toEqual([]);
  });
});
