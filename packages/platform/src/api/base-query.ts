import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { formatHttpErrorMessage, messageFromErrorBody } from '@flourishly/contracts';
import { OFFLINE_QUEUED_HEADER, OFFLINE_SAVED_AT_HEADER } from '../offline/offline-protocol';
import { noteOfflineCopy, offlineStatus, outOfDateNewsCount, readsSkipCopies } from '../offline/offline-status';

/** One API request: a path under the app origin, with optional method, JSON body and query. */
export interface ApiRequest {
  url: string;
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  params?: Record<string, string | number | boolean | undefined>;
  /** false: do not read the response body (docs/product.md: logout). */
  parseResponse?: boolean;
}

/**
 * The error of a failed call. `status` is the HTTP status, 'FETCH_ERROR' when no response came,
 * or 'OFFLINE_QUEUED' when the service worker kept a write to send when the network returns
 * (docs/architecture.md, "Offline and installed"); `message` follows docs/product.md ("{status}: {body or status text}"); `bodyText` is the
 * raw body so callers can show a server's own message.
 */
export interface ApiError {
  status: number | 'FETCH_ERROR' | 'OFFLINE_QUEUED';
  message: string;
  bodyText: string;
}

/** Builds the request URL: path plus the query string of the defined params. */
export function buildUrl(url: string, params?: ApiRequest['params']): string {
  if (!params) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
}

/**
 * Answers the app's start already asked for (shell/src/start/start-requests.ts): a GET whose URL
 * is there takes that answer, once, instead of asking again. Given to the store as the thunk's
 * extra argument ({@link createStore}); see docs/architecture.md, "Page budgets".
 */
export interface StartResponses {
  /** The start's response for `url`, handed out once; undefined when the start did not ask it. */
  take(url: string): Promise<Response> | undefined;
  /** Forgets every response not taken: called before any call that changes data (sign-out included). */
  clear(): void;
}

/** The start responses in a base query's `extra` (the store's thunk extra argument), if any. */
const startResponsesOf = (extra: unknown): StartResponses | undefined =>
  (extra as { startResponses?: StartResponses } | undefined)?.startResponses;

/**
 * Resolves in a later task: `scheduler.yield()` where the browser has it, else a timer. The
 * queries a render starts together (the child page's cards) then each send their request in a
 * task of their own instead of adding it to the render's long task (docs/architecture.md, "Page
 * budgets").
 */
function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The language of the screens on this device, so that localised answers match them while the
 * parent has not chosen one for their account (which the server prefers).
 */
function acceptLanguage(state: unknown): Record<string, string> {
  const locale = (state as { locale?: { locale?: string } }).locale?.locale;
  return locale ? { 'Accept-Language': locale } : {};
}

/**
 * The base query of docs/product.md: cookies always sent, a JSON content type only when a body
 * exists, any non-OK response an {@link ApiError}, default responses parsed as JSON (an empty
 * body gives null). A GET the app's start already asked takes that answer ({@link StartResponses});
 * any other request is sent in a task of its own (`yieldToMain`).
 */
export const flourishlyBaseQuery: BaseQueryFn<string | ApiRequest, unknown, ApiError> = async (args, { signal, extra, getState }) => {
  const request: ApiRequest = typeof args === 'string' ? { url: args } : args;
  const hasBody = request.body !== undefined;
  const method = request.method ?? 'GET';
  const url = buildUrl(request.url, request.params);
  const startResponses = startResponsesOf(extra);
  // A change may make what the start asked stale (and a sign-out makes it someone else's).
  if (method !== 'GET') startResponses?.clear();
  const send = (skipCopies: boolean) =>
    yieldToMain().then(() =>
      fetch(url, {
        method,
        credentials: 'include',
        // Just after the answers on screen went out of date, past the service worker's copies.
        ...(method === 'GET' && skipCopies ? { cache: 'no-cache' as const } : {}),
        headers: { ...(hasBody ? { 'Content-Type': 'application/json' } : {}), ...acceptLanguage(getState()) },
        body: hasBody ? JSON.stringify(request.body) : undefined,
        signal,
      }),
    );
  const newsBefore = outOfDateNewsCount();
  let response: Response;
  try {
    // The start's answer may be a copy the service worker has since said is out of date.
    response = await ((method === 'GET' && !readsSkipCopies() ? startResponses?.take(url) : undefined) ?? send(readsSkipCopies()));
  } catch (cause) {
    const detail = cause instanceof Error ? cause.message : String(cause);
    return { error: { status: 'FETCH_ERROR', message: `Network error: ${detail}`, bodyText: '' } };
  }
  // Offline: a write the service worker queued, or a read it answered from its copy.
  if (response.status === 202 && response.headers.get(OFFLINE_QUEUED_HEADER)) {
    return { error: { status: 'OFFLINE_QUEUED', message: 'Will be saved when you are back online', bodyText: '' } };
  }
  // Online, a copy is shown only until the service worker says the server's answer differs.
  const savedAt = response.headers.get(OFFLINE_SAVED_AT_HEADER);
  if (savedAt && !offlineStatus().online) noteOfflineCopy(savedAt);
  if (!response.ok) {
    const bodyText = await response.text().catch(() => '');
    return {
      error: {
        status: response.status,
        message: formatHttpErrorMessage(response.status, bodyText, response.statusText),
        bodyText,
      },
    };
  }
  if (request.parseResponse === false) return { data: null };
  let text = await response.text();
  // A copy read while the worker said the answers changed may be from before: ask again, past the copies.
  if (method === 'GET' && savedAt && outOfDateNewsCount() !== newsBefore && offlineStatus().online) {
    try {
      const fresh = await send(true);
      if (fresh.ok) text = await fresh.text();
    } catch {
      // No network after all: the copy stands.
    }
  }
  if (text.length === 0) return { data: null };
  try {
    return { data: JSON.parse(text) as unknown };
  } catch {
    return {
      error: { status: response.status, message: `${response.status}: Invalid JSON in response`, bodyText: text },
    };
  }
};

/** Narrows an unknown thrown value (e.g. from `.unwrap()`) to an {@link ApiError}. */
export function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && 'status' in error && 'message' in error;
}

/**
 * The message to show a person for any error of a call: the section-8 form "{status}: {text}",
 * where a JSON error body is reduced to its `message` (parents never see raw JSON).
 * Falls back to `fallback` for values that carry no message.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error)) {
    if (typeof error.status !== 'number' || error.bodyText.length === 0) return error.message;
    return `${error.status}: ${messageFromErrorBody(error.bodyText)}`;
  }
  if (error instanceof Error) return error.message;
  return fallback;
}

/** Whether a call's error is a write the service worker queued offline (sent when the network returns). */
export function isOfflineQueued(error: unknown): boolean {
  return isApiError(error) && error.status === 'OFFLINE_QUEUED';
}

/**
 * Whether a mutation's result (RTK Query's `queryFulfilled`) failed as a write the service worker
 * queued offline: false when it succeeded or failed otherwise. For the screens that show such a
 * write at once, marked as saved later (docs/architecture.md, "Offline and installed").
 */
export async function wasQueuedOffline(result: Promise<unknown>): Promise<boolean> {
  try {
    await result;
    return false;
  } catch (failure) {
    return isOfflineQueued((failure as { error?: unknown }).error);
  }
}
