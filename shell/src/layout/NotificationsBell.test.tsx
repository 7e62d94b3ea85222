import { act, screen, waitFor } from '@testing-library/react';
import { PAGE_CONTENT } from '@flourishly/platform';
import { handlers, testUser } from '@flourishly/platform/testing';
import { renderApp } from '../testing/render-app';
import { resetProfileGate } from '../session/useProfileGate';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(async () => ({ default: () => <p>Remote page</p> })),
  registerRemotes: jest.fn(),
}));

/** The browser's Element Timing, reported when the test says the page's content is painted. */
class ElementTimingObserver {
  static supportedEntryTypes = ['element'];
  static instances: ElementTimingObserver[] = [];
  constructor(private readonly report: (list: { getEntries: () => { identifier: string }[] }) => void) {
    ElementTimingObserver.instances.push(this);
  }
  observe() {}
  disconnect() {}
  paint(identifier: string) {
    this.report({ getEntries: () => [{ identifier }] });
  }
}

describe('the bell', () => {
  const original = globalThis.PerformanceObserver;
  beforeEach(() => {
    resetProfileGate();
    globalThis.PerformanceObserver = ElementTimingObserver as unknown as typeof PerformanceObserver;
  });
  afterEach(() => {
    ElementTimingObserver.instances = [];
    if (original) globalThis.PerformanceObserver = original;
    else delete (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
  });

  it("asks for the unread count once the page's content is painted, then shows the dot", async () => {
    handlers.auth.currentUser(testUser);
    const notificationRequests = handlers.notifications.notifications({ unreadCount: 2, notifications: [] });
    renderApp('/children');
    await screen.findByText('Remote page');
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    expect(notificationRequests).toHaveLength(0);

    act(() => ElementTimingObserver.instances.forEach((observer) => observer.paint(PAGE_CONTENT)));
    expect(await screen.findByTestId('unread-dot')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notifications, unread' })).toBeInTheDocument();
    await waitFor(() => expect(notificationRequests).toHaveLength(1));
  });
});
