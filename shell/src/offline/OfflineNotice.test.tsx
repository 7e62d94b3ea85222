import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SERVICE_WORKER_NEWS_EVENT, type ServiceWorkerNews } from '@flourishly/platform/offline-protocol';
import { clearOfflineCopies, offlineStatus, sessionApi } from '@flourishly/platform';
import { handlers, renderWithPlatform, testUser } from '@flourishly/platform/testing';
import { OfflineNotice } from './OfflineNotice';

const news = (detail: ServiceWorkerNews) => act(() => void window.dispatchEvent(new CustomEvent(SERVICE_WORKER_NEWS_EVENT, { detail })));
const goOffline = () => act(() => void window.dispatchEvent(new Event('offline')));
const goOnline = () => act(() => void window.dispatchEvent(new Event('online')));

describe('OfflineNotice', () => {
  afterEach(() => {
    goOnline();
    news({ type: 'writes-queued', queued: 0 });
    clearOfflineCopies();
  });

  it('shows nothing while online with nothing waiting', () => {
    renderWithPlatform(<OfflineNotice />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says the page is offline, when its copies were saved and how many changes wait', async () => {
    const { store } = renderWithPlatform(<OfflineNotice />);
    goOffline();
    expect(await screen.findByRole('status')).toHaveTextContent('You are offline.');
    const response = new Response('[]', { headers: { 'Offline-Saved-At': '2026-11-29T09:30:00.000Z' } });
    jest.spyOn(globalThis, 'fetch').mockResolvedValueOnce(response);
    await act(() => store.dispatch(sessionApi.endpoints.getUser.initiate(undefined, { forceRefetch: true })));
    expect(screen.getByRole('status')).toHaveTextContent(/Showing what was saved on 29 November 2026 at \d{1,2}:30/);
    news({ type: 'writes-queued', queued: 2 });
    expect(screen.getByRole('status')).toHaveTextContent('2 changes will be saved when you are back online.');
    news({ type: 'writes-queued', queued: 1 });
    expect(screen.getByRole('status')).toHaveTextContent('1 change will be saved when you are back online.');
  });

  it('asks every answer again when the network returns after copies were shown, and then hides', async () => {
    const { store } = renderWithPlatform(<OfflineNotice />);
    const asked = handlers.auth.currentUser(testUser);
    goOffline();
    jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(new Response('{}', { headers: { 'Offline-Saved-At': '2026-11-29T09:30:00.000Z' } }));
    await act(() => store.dispatch(sessionApi.endpoints.getUser.initiate(undefined, { forceRefetch: true })));
    goOnline();
    expect(offlineStatus().savedAt).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    await waitFor(() => expect(asked).toHaveLength(1));
  });

  it('asks every answer again when the server’s answers changed from the copies shown', async () => {
    const { store } = renderWithPlatform(<OfflineNotice />);
    const subscription = store.dispatch(sessionApi.endpoints.getUser.initiate(undefined));
    const asked = handlers.auth.currentUser(testUser);
    news({ type: 'answers-changed' });
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(screen.queryByRole('status')).toBeNull();
    subscription.unsubscribe();
  });

  it('announces a new version and reloads into it only when the parent asks', async () => {
    const reload = jest.fn();
    renderWithPlatform(<OfflineNotice />);
    news({ type: 'update-ready', reload });
    expect(await screen.findByRole('status')).toHaveTextContent('A new version is ready.');
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
