import type { RuntimeConfig, User } from '@flourishly/contracts';
import { userStartRequests } from '@flourishly/contracts/routes';

/** What GET /api/user answered at start: the user, 'signed-out' (401), or 'unknown' (not asked or failed). */
export type StartSession = { status: 'signed-in'; user: User } | { status: 'signed-out' } | { status: 'unknown' };

const EMPTY_CONFIG: RuntimeConfig = { appHost: '', remotes: [] };

/**
 * A light structural check of the runtime configuration (the contracts' zod schema would add
 * the schema library to every page's first render; a remote name nobody loads is harmless).
 */
export function looksLikeRuntimeConfig(value: unknown): value is RuntimeConfig {
  if (typeof value !== 'object' || value === null) return false;
  const { appHost, remotes } = value as Record<string, unknown>;
  return (
    typeof appHost === 'string' &&
    Array.isArray(remotes) &&
    remotes.every(
      (remote) =>
        typeof remote === 'object' &&
        remote !== null &&
        typeof (remote as Record<string, unknown>).name === 'string' &&
        typeof (remote as Record<string, unknown>).entry === 'string',
    )
  );
}

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
    const response = await fetch('/api/user', { credentials: 'include' });
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

export interface StartRequests {
  config: Promise<RuntimeConfig>;
  session: Promise<StartSession>;
}

/**
 * Starts the requests the first screen depends on, before the app's code has loaded: the
 * remotes manifest and the current user (at `/` it decides between the landing page and the
 * dashboard; elsewhere the app starts with it instead of asking once its code has loaded).
 */
export function startRequests(): StartRequests {
  return { config: fetchRuntimeConfig(), session: fetchStartSession() };
}

/** At `/`, a visitor the server answered 401 for gets the landing page without the app's code. */
export function shouldStartLanding(pathname: string, session: StartSession): boolean {
  return pathname === '/' && session.status === 'signed-out';
}

/**
 * Preloads the GETs a signed-in page's frame asks first and that only the user names
 * (`userStartRequests` of the contracts: the child list and the notifications) once the session
 * is known, while the app's code still loads. A `<link rel="preload" as="fetch">` with
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
