import { configureStore } from '@reduxjs/toolkit';
import { HttpResponse } from 'msw';
import { DEFAULT_USER_SETTINGS, type ActivityAssignment } from '@flourishly/contracts';
import { buildUrl, errorMessage, flourishlyBaseQuery, isOfflineQueued, type ApiError } from './base-query';
import { OFFLINE_QUEUED_HEADER, OFFLINE_SAVED_AT_HEADER, SERVICE_WORKER_NEWS_EVENT } from '../offline/offline-protocol';
import { clearOfflineCopies, offlineStatus } from '../offline/offline-status';
import { api } from './base-api';
import { apiServer } from '../testing/api-mock';
import { handlers } from '../testing/handlers';
import { createStore } from '../store';

const baseQueryApi = {
  signal: new AbortController().signal,
  abort: () => undefined,
  dispatch: () => undefined,
  getState: () => ({}),
  extra: undefined,
  endpoint: 'test',
  type: 'query' as const,
};

/** An activity of a child's plan (GET /api/child-profiles/{childId}/activity-assignments). */
const planned = (id: number): ActivityAssignment => ({
  id,
  status: 'upcoming',
  scheduledFor: '2026-11-22T09:00:00',
  activity: {
    id: 3,
    title: 'Story Dice',
    description: '',
    domainType: 'language',
    duration: 15,
    sourceName: null,
    sourceUrl: null,
    sourceKind: null,
  },
  reason: null,
  source: 'parent',
  completedAt: null,
});

describe('flourishlyBaseQuery', () => {
  it('always sends cookies and no content type without a body', async () => {
    const headers: Headers[] = [];
    handlers.games.games([]);
    apiServer.events.on('request:start', ({ request }) => {
      headers.push(request.headers);
    });
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    const result = await flourishlyBaseQuery('/api/games', baseQueryApi, {});
    expect(result).toEqual({ data: [] });
    // The credentials mode is not visible on the intercepted request: check what the code asked for.
    expect(fetchSpy.mock.calls[0]?.[1]).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(headers[0]?.get('content-type')).toBeNull();
    apiServer.events.removeAllListeners();
  });

  it('sends a request in a later task than the one that asks for it', async () => {
    handlers.games.games([]);
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    fetchSpy.mockClear();
    const pending = flourishlyBaseQuery('/api/games', baseQueryApi, {});
    await Promise.resolve();
    // Still the asking task (microtasks included): nothing sent yet.
    expect(fetchSpy).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(await pending).toEqual({ data: [] });
  });

  it('sends a JSON body with a JSON content type', async () => {
    const contentTypes: (string | null)[] = [];
    apiServer.events.on('request:start', ({ request }) => {
      contentTypes.push(request.headers.get('content-type'));
    });
    const calls = handlers.settings.updateSettings(DEFAULT_USER_SETTINGS);
    const body = { reminders: { checklists: true } };
    const result = await flourishlyBaseQuery({ url: '/api/users/5/settings', method: 'PATCH', body }, baseQueryApi, {});
    expect(result).toEqual({ data: DEFAULT_USER_SETTINGS });
    expect(contentTypes).toEqual(['application/json']);
    expect(calls).toMatchObject([{ method: 'PATCH', url: '/api/users/5/settings', body }]);
    apiServer.events.removeAllListeners();
  });

  it('turns a non-OK response into "{status}: {body}"', async () => {
    handlers.children.child(new HttpResponse('Not here', { status: 404, statusText: 'Not Found' }));
    const result = await flourishlyBaseQuery('/api/child-profiles/9', baseQueryApi, {});
    expect(result.error).toEqual({ status: 404, message: '404: Not here', bodyText: 'Not here' });
  });

  it('uses the status text when the error body is empty', async () => {
    handlers.auth.currentUser(new HttpResponse('', { status: 500, statusText: 'Internal Server Error' }));
    const result = await flourishlyBaseQuery('/api/user', baseQueryApi, {});
    expect(result.error?.message).toBe('500: Internal Server Error');
  });

  it('does not read the body when asked not to (logout)', async () => {
    handlers.auth.logout(new HttpResponse('ignored', { status: 200 }));
    const result = await flourishlyBaseQuery({ url: '/api/logout', method: 'POST', parseResponse: false }, baseQueryApi, {});
    expect(result).toEqual({ data: null });
  });

  it('reports a network failure', async () => {
    handlers.auth.currentUser(HttpResponse.error());
    const result = await flourishlyBaseQuery('/api/user', baseQueryApi, {});
    expect(result.error).toMatchObject({ status: 'FETCH_ERROR', message: 'Network error: Failed to fetch' });
  });
});

describe('buildUrl', () => {
  it('appends defined params only', () => {
    expect(buildUrl('/api/games', { domain: '', minAge: 0, maxAge: 7, extra: undefined })).toBe('/api/games?domain=&minAge=0&maxAge=7');
  });
});

describe('errorMessage', () => {
  it('shows the message of a JSON error body after the status', () => {
    const error: ApiError = {
      status: 401,
      message: '401: {"message":"Invalid email or password"}',
      bodyText: '{"message":"Invalid email or password"}',
    };
    expect(errorMessage(error, 'fallback')).toBe('401: Invalid email or password');
  });

  it('falls back for values without a message', () => {
    expect(errorMessage(42, 'fallback')).toBe('fallback');
  });
});

describe('api defaults', () => {
  it('does not retry a failed query', async () => {
    const calls = handlers.notifications.notifications(new HttpResponse('boom', { status: 500 }));
    const probeApi = api.injectEndpoints({
      endpoints: (build) => ({ probe: build.query<unknown, void>({ query: () => '/api/notifications' }) }),
    });
    const store = configureStore({
      reducer: { [api.reducerPath]: api.reducer },
      middleware: (getDefault) => getDefault().concat(api.middleware),
    });
    const result = await store.dispatch(probeApi.endpoints.probe.initiate());
    expect(result.error).toMatchObject({ message: '500: boom' });
    expect(calls).toHaveLength(1);
  });

  it("takes a GET's answer from the start's responses once, and asks the network for anything else", async () => {
    const plan = '/api/child-profiles/7/activity-assignments';
    const fromStart = [planned(1)];
    const fromNetwork = [planned(2)];
    const reads = handlers.activities.activityAssignments(fromNetwork);
    const saves = handlers.activities.createActivityAssignment(planned(3));
    const started = new Map([[`${plan}?date=2026-11-22`, Promise.resolve(Response.json(fromStart))]]);
    const startResponses = {
      take: (url: string) => {
        const response = started.get(url);
        started.delete(url);
        return response;
      },
      clear: () => started.clear(),
    };
    const probeApi = api.injectEndpoints({
      endpoints: (build) => ({
        probeStart: build.query<unknown, string>({ query: (date) => ({ url: plan, params: { date } }) }),
        probeSave: build.mutation<unknown, void>({
          query: () => ({ url: `${plan}?date=2026-11-22`, method: 'POST', body: { date: '2026-11-22', time: '09:00', activityId: 3 } }),
        }),
      }),
    });
    const store = createStore(undefined, { startResponses });
    const first = await store.dispatch(probeApi.endpoints.probeStart.initiate('2026-11-22'));
    expect(first.data).toEqual(fromStart);
    expect(reads).toHaveLength(0);
    // Taken once: asked again, and for other URLs or methods, it goes to the network.
    const again = await store.dispatch(probeApi.endpoints.probeStart.initiate('2026-11-22', { forceRefetch: true }));
    expect(again.data).toEqual(fromNetwork);
    await store.dispatch(probeApi.endpoints.probeSave.initiate());
    expect(reads.map((call) => `${call.method} ${call.url}`)).toEqual([`GET ${plan}?date=2026-11-22`]);
    expect(saves.map((call) => `${call.method} ${call.url}`)).toEqual([`POST ${plan}?date=2026-11-22`]);
    // A change forgets what the start asked and nobody took.
    started.set(`${plan}?date=2026-11-23`, Promise.resolve(Response.json(fromStart)));
    await store.dispatch(probeApi.endpoints.probeSave.initiate());
    expect((await store.dispatch(probeApi.endpoints.probeStart.initiate('2026-11-23'))).data).toEqual(fromNetwork);
    expect(reads.map((call) => call.query)).toEqual([{ date: '2026-11-22' }, { date: '2026-11-23' }]);
  });
});

describe('flourishlyBaseQuery offline', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    window.dispatchEvent(new Event('online'));
    clearOfflineCopies();
  });

  it('reports a write the service worker queued as OFFLINE_QUEUED, which callers can tell apart', async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 202, headers: { [OFFLINE_QUEUED_HEADER]: 'true' } }));
    const result = await flourishlyBaseQuery(
      { url: '/api/child-profiles/1/activity-assignments/2', method: 'PATCH', body: { status: 'completed' } },
      baseQueryApi,
      {},
    );
    expect(result.error?.status).toBe('OFFLINE_QUEUED');
    expect(isOfflineQueued(result.error)).toBe(true);
    expect(errorMessage(result.error, 'x')).toBe('Will be saved when you are back online');
    expect(isOfflineQueued({ status: 500, message: '500: x', bodyText: 'x' })).toBe(false);
  });

  it('answers a copy the service worker kept, and offline notes the oldest copy shown', async () => {
    const copy = (savedAt: string) => new Response('[]', { status: 200, headers: { [OFFLINE_SAVED_AT_HEADER]: savedAt } });
    jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(copy('2026-11-29T10:00:00.000Z'))
      .mockResolvedValueOnce(copy('2026-11-29T09:00:00.000Z'));
    expect(offlineStatus().savedAt).toBeNull();
    window.dispatchEvent(new Event('offline'));
    expect(await flourishlyBaseQuery('/api/games', baseQueryApi, {})).toEqual({ data: [] });
    expect(offlineStatus().savedAt).toBe('2026-11-29T10:00:00.000Z');
    await flourishlyBaseQuery('/api/notifications', baseQueryApi, {});
    expect(offlineStatus().savedAt).toBe('2026-11-29T09:00:00.000Z');
  });

  it('asks past the service worker’s copies just after it says the answers changed, for a few seconds', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('[]'));
    const cacheModes = () => fetchSpy.mock.calls.map((call) => call[1]?.cache);
    window.dispatchEvent(new CustomEvent(SERVICE_WORKER_NEWS_EVENT, { detail: { type: 'answers-changed' } }));
    await flourishlyBaseQuery('/api/games', baseQueryApi, {});
    await flourishlyBaseQuery({ url: '/api/games', method: 'POST', body: {} }, baseQueryApi, {});
    expect(cacheModes()).toEqual(['no-cache', undefined]);
    const later = Date.now() + 5000;
    jest.spyOn(Date, 'now').mockReturnValue(later);
    await flourishlyBaseQuery('/api/games', baseQueryApi, {});
    expect(cacheModes()).toEqual(['no-cache', undefined, undefined]);
  });

  it('asks again, past the copies, when the worker says the answers changed while a copy was on its way', async () => {
    // Past the few seconds an earlier test's news opened.
    jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 60_000);
    const fetchSpy = jest
      .spyOn(globalThis, 'fetch')
      .mockImplementationOnce(async () => {
        window.dispatchEvent(new CustomEvent(SERVICE_WORKER_NEWS_EVENT, { detail: { type: 'answers-changed' } }));
        return new Response('["copy"]', { headers: { [OFFLINE_SAVED_AT_HEADER]: '2026-11-29T10:00:00.000Z' } });
      })
      .mockImplementationOnce(async () => new Response('["fresh"]'));
    expect(await flourishlyBaseQuery('/api/games', baseQueryApi, {})).toEqual({ data: ['fresh'] });
    expect(fetchSpy.mock.calls.map((call) => call[1]?.cache)).toEqual([undefined, 'no-cache']);
  });

  it('shows a copy online without calling the page offline', async () => {
    jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response('[]', { headers: { [OFFLINE_SAVED_AT_HEADER]: '2026-11-29T10:00:00.000Z' } }));
    expect(await flourishlyBaseQuery('/api/games', baseQueryApi, {})).toEqual({ data: [] });
    expect(offlineStatus().savedAt).toBeNull();
  });
});
