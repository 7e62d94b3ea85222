import { configureStore } from '@reduxjs/toolkit';
import { buildUrl, errorMessage, flourishlyBaseQuery, type ApiError } from './base-query';
import { api } from './base-api';

const baseQueryApi = {
  signal: new AbortController().signal,
  abort: () => undefined,
  dispatch: () => undefined,
  getState: () => ({}),
  extra: undefined,
  endpoint: 'test',
  type: 'query' as const,
};

function mockFetch(response: { status: number; body?: string; statusText?: string }) {
  const fetchMock = jest.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      ({
        ok: response.status >= 200 && response.status < 300,
        status: response.status,
        statusText: response.statusText ?? '',
        text: async () => response.body ?? '',
      }) as Response,
  );
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

describe('flourishlyBaseQuery', () => {
  it('always sends cookies and no content type without a body', async () => {
    const fetchMock = mockFetch({ status: 200, body: '[]' });
    const result = await flourishlyBaseQuery('/api/games', baseQueryApi, {});
    expect(result).toEqual({ data: [] });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(init?.headers).toBeUndefined();
  });

  it('sends a JSON body with a JSON content type', async () => {
    const fetchMock = mockFetch({ status: 201, body: '{"id":7}' });
    const result = await flourishlyBaseQuery({ url: '/api/game-sessions', method: 'POST', body: { score: 10 } }, baseQueryApi, {});
    expect(result).toEqual({ data: { id: 7 } });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(init?.body).toBe('{"score":10}');
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
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
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
    const fetchMock = mockFetch({ status: 500, body: 'boom' });
    const probeApi = api.injectEndpoints({
      endpoints: (build) => ({ probe: build.query<unknown, void>({ query: () => '/api/probe' }) }),
    });
    const store = configureStore({
      reducer: { [api.reducerPath]: api.reducer },
      middleware: (getDefault) => getDefault().concat(api.middleware),
    });
    const result = await store.dispatch(probeApi.endpoints.probe.initiate());
    expect(result.error).toMatchObject({ message: '500: boom' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
