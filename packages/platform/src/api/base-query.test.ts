import { configureStore } from '@reduxjs/toolkit';
import { HttpResponse } from 'msw';
import { buildUrl, errorMessage, flourishlyBaseQuery, type ApiError } from './base-query';
import { api } from './base-api';
import { apiServer, mockApi } from '../testing/api-mock';
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

/** Answers every request with `response` (its body as raw text); returns the recorded calls. */
const mockFetch = (response: { status: number; body?: string; statusText?: string }) =>
  mockApi(() => new HttpResponse(response.body ?? null, { status: response.status, statusText: response.statusText }));

describe('flourishlyBaseQuery', () => {
  it('always sends cookies and no content type without a body', async () => {
    const headers: Headers[] = [];
    mockApi(() => new HttpResponse('[]', { status: 200 }));
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
    mockApi(() => new HttpResponse('[]', { status: 200 }));
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
    const calls = mockFetch({ status: 201, body: '{"id":7}' });
    const result = await flourishlyBaseQuery({ url: '/api/game-sessions', method: 'POST', body: { score: 10 } }, baseQueryApi, {});
    expect(result).toEqual({ data: { id: 7 } });
    expect(contentTypes).toEqual(['application/json']);
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/game-sessions', body: { score: 10 } });
    apiServer.events.removeAllListeners();
  });

  it('turns a non-OK response into "{status}: {body}"', async () => {
    mockFetch({ status: 404, body: 'Not here', statusText: 'Not Found' });
    const result = await flourishlyBaseQuery('/api/child-profiles/9', baseQueryApi, {});
    expect(result.error).toEqual({ status: 404, message: '404: Not here', bodyText: 'Not here' });
  });

  it('uses the status text when the error body is empty', async () => {
    mockFetch({ status: 500, body: '', statusText: 'Internal Server Error' });
    const result = await flourishlyBaseQuery('/api/user', baseQueryApi, {});
    expect(result.error?.message).toBe('500: Internal Server Error');
  });

  it('does not read the body when asked not to (logout)', async () => {
    mockFetch({ status: 200, body: 'ignored' });
    const result = await flourishlyBaseQuery({ url: '/api/logout', method: 'POST', parseResponse: false }, baseQueryApi, {});
    expect(result).toEqual({ data: null });
  });

  it('reports a network failure', async () => {
    mockApi(() => HttpResponse.error());
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
    const calls = mockFetch({ status: 500, body: 'boom' });
    const probeApi = api.injectEndpoints({
      endpoints: (build) => ({ probe: build.query<unknown, void>({ query: () => '/api/probe' }) }),
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
    const calls = mockFetch({ status: 200, body: '{"from":"network"}' });
    const started = new Map([['/api/probe-start?x=1', Promise.resolve(new Response('{"from":"start"}', { status: 200 }))]]);
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
        probeStart: build.query<unknown, number>({ query: (x) => ({ url: '/api/probe-start', params: { x } }) }),
        probeSave: build.mutation<unknown, void>({ query: () => ({ url: '/api/probe-start?x=1', method: 'POST' }) }),
      }),
    });
    const store = createStore(undefined, { startResponses });
    const first = await store.dispatch(probeApi.endpoints.probeStart.initiate(1));
    expect(first.data).toEqual({ from: 'start' });
    expect(calls).toHaveLength(0);
    // Taken once: asked again, and for other URLs or methods, it goes to the network.
    const again = await store.dispatch(probeApi.endpoints.probeStart.initiate(1, { forceRefetch: true }));
    expect(again.data).toEqual({ from: 'network' });
    await store.dispatch(probeApi.endpoints.probeSave.initiate());
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['GET /api/probe-start?x=1', 'POST /api/probe-start?x=1']);
    // A change forgets what the start asked and nobody took.
    started.set('/api/probe-start?x=2', Promise.resolve(new Response('{"from":"start"}', { status: 200 })));
    await store.dispatch(probeApi.endpoints.probeSave.initiate());
    expect((await store.dispatch(probeApi.endpoints.probeStart.initiate(2))).data).toEqual({ from: 'network' });
  });
});
