import type { RuntimeConfig, User } from '@flourishly/contracts';
import { routeStartFollowUps, routeStartRequests, userStartRequests, type StartFollowUp } from '@flourishly/contracts/routes';
import type { StartResponses } from '@flourishly/platform';
import { endpointPath, currentUserRoute } from '@flourishly/contracts/endpoint-paths';
// By path: the platform's index would load its whole bundle (see route-remote.ts).
import { looksLikeRuntimeConfig } from '@flourishly/platform/remote-loader';

/** What GET /api/user answered at start: the user, 'signed-out' (401), or 'unknown' (not asked or failed). */
export type StartSession = { status: 'signed-in'; user: User } | { status: 'signed-out' } | { status: 'unknown' };

const EMPTY_CONFIG: RuntimeConfig = { appHost: '', remotes: [] };

/** id of the JSON data block the server inlines in index.html (backend/src/web/serve-frontend.ts). */
export const RUNTIME_CONFIG_ELEMENT_ID = 'flourishly-runtime-config';

/** The runtime configuration inlined in index.html, or null when absent or malformed. */
export function inlineRuntimeConfig(): RuntimeConfig | null {
  const text = document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return looksLikeRuntimeConfig(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * The runtime configuration: inlined in index.html by the server (no round trip), else read
 * from /remotes.json; without either the app still starts and each remote area shows its fallback.
 */
async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  const inlined = inlineRuntimeConfig();
  if (inlined) return inlined;
  try {
    const response = await fetch('/remotes.json', { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`${response.status}`);
    const body: unknown = await response.json();
    if (!looksLikeRuntimeConfig(body)) throw new Error('unexpected shape');
    return body;
  } catch (error) {
    console.error('Could not read /remotes.json', error);
    return EMPTY_CONFIG;
  }
}

/** Asks GET /api/user once (docs/product.md: a 401 means nobody is signed in). */
async function fetchStartSession(): Promise<StartSession> {
  try {
    const response = await fetch(endpointPath(currentUserRoute), { credentials: 'include' });
    if (!response.ok) {
      // Read the error body anyway: an unread no-store body keeps the request open in the browser.
      await response.text().catch(() => undefined);
      return { status: response.status === 401 ? 'signed-out' : 'unknown' };
    }
    return { status: 'signed-in', user: (await response.json()) as User };
  } catch {
    return { status: 'unknown' };
  }
}

/** How long the start's answers wait to be taken: they are for the first screen only. */
export const START_RESPONSES_TTL_MS = 30_000;

/**
 * The GETs the start asked for the page at its address, which the app's API takes instead of
 * asking again ({@link StartResponses}): each answer is handed out once, and what is not taken
 * within {@link START_RESPONSES_TTL_MS}, or before the first call that changes data, is dropped
 * (its body cancelled), so a later visit to the same data asks afresh.
 */
export class StartResponseCache implements StartResponses {
  private readonly responses = new Map<string, Promise<Response>>();
  private expiry: ReturnType<typeof setTimeout> | null = null;

  take(url: string): Promise<Response> | undefined {
    const response = this.responses.get(url);
    this.responses.delete(url);
    return response;
  }

  /**
   * Asks `url` (a fetch with credentials, as the API asks it, so that the server's preload hint
   * of the same URL is taken) and keeps the answer; once it is in, each follow-up's URL is asked
   * too, before the answer is handed out, so nothing asks a follow-up ahead of the start.
   */
  ask(url: string, followUps: StartFollowUp[] = []): void {
    const fetched = fetch(url, { credentials: 'include' });
    const response =
      followUps.length === 0
        ? fetched
        : fetched.then(async (answer) => {
            const body: unknown = answer.ok
              ? await answer
                  .clone()
                  .json()
                  .catch(() => null)
              : null;
            for (const followUp of followUps) {
              const next = followUp.next({ status: answer.status, body });
              if (next) this.ask(next);
            }
            return answer;
          });
    // A failure is the taker's to report; one nobody takes is no unhandled rejection.
    response.catch(() => undefined);
    this.responses.set(url, response);
    this.expiry ??= setTimeout(() => this.clear(), START_RESPONSES_TTL_MS);
  }

  /** Forgets every answer not taken, cancelling its body (an unread body keeps its request open). */
  clear(): void {
    for (const response of this.responses.values())
      response.then(
        (answer) => answer.body?.cancel(),
        () => undefined,
      );
    this.responses.clear();
  }
}

export interface StartRequests {
  config: Promise<RuntimeConfig>;
  session: Promise<StartSession>;
  /** The signed-in page's first GETs, asked once the session is known (see {@link startRequests}). */
  responses: StartResponseCache;
}

/**
 * Starts the requests the first screen depends on, before the app's code has loaded: the
 * remotes manifest and the current user (at `/` it decides between the landing page and the
 * dashboard; elsewhere the app starts with it instead of asking once its code has loaded). For a
 * signed-in parent it then asks the GETs the page at `location` names (`routeStartRequests`,
 * which the server hinted in index.html, so their answers come from those hints) and what
 * follows from their answers (`routeStartFollowUps`), and preloads the GETs the user names
 * ({@link preloadUserRequests}).
 */
export function startRequests(location: Pick<Location, 'pathname' | 'search'> = window.location): StartRequests {
  const { pathname, search } = location;
  const responses = new StartResponseCache();
  const session = fetchStartSession();
  void session.then((answer) => {
    if (answer.status !== 'signed-in') return;
    const followUps = routeStartFollowUps(pathname, search);
    for (const url of routeStartRequests(pathname, search))
      responses.ask(
        url,
        followUps.filter((followUp) => followUp.after === url),
      );
    preloadUserRequests(pathname, answer);
  });
  return { config: fetchRuntimeConfig(), session, responses };
}

/** At `/`, a visitor the server answered 401 for gets the landing page without the app's code. */
export function shouldStartLanding(pathname: string, session: StartSession): boolean {
  return pathname === '/' && session.status === 'signed-out';
}

/**
 * Preloads the GETs a signed-in page's frame asks first and that only the user names
 * (`userStartRequests` of the contracts: the child list) once the session is known, while the
 * app's code still loads. A `<link rel="preload" as="fetch">` with
 * credentials, as the server's hints in index.html: the platform's own fetch of the same URL
 * takes the preloaded answer instead of asking again. Nothing for anyone not signed in.
 */
export function preloadUserRequests(pathname: string, session: StartSession): void {
  if (session.status !== 'signed-in') return;
  for (const href of userStartRequests(pathname, session.user)) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'fetch');
    link.crossOrigin = 'use-credentials';
    link.href = href;
    document.head.append(link);
  }
}
