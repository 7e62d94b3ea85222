import type { RuntimeConfig } from '@flourishly/contracts';
import { routePageModule, routeStartRequests } from '@flourishly/contracts/routes';
import escapeHtml from 'escape-html';
import { join } from 'node:path';
import { z } from 'zod';
import { SIGNED_IN_COOKIE_NAME } from '../common/cookies';
import { JsonFiles } from './json-files';

/** What the shell's build writes next to index.html (packages/webpack-config/start-assets-plugin.js). */
const startAssetsSchema = z.record(z.string(), z.array(z.string()));

/** The shell's start chunk groups (`webpackChunkName` in shell/src/index.ts and bootstrap.tsx). */
const SHELL_START = 'bootstrap';
const SHELL_APP = 'app';

/**
 * `<link rel="preload">` hints for the index.html of one address, so that the browser asks for
 * what the first screen needs as soon as it reads the head instead of one round trip after
 * another (docs/architecture.md, "Page budgets"):
 * - GET /api/user, as the shell's start asks it (a fetch with credentials), and for a signed-in
 *   parent the page's first GETs that its address names (`routeStartRequests` of the contracts);
 * - the shell's start files, and its app files unless the page is the landing page
 *   (start-assets.json, written by the shell's build);
 * - the mf-manifest.json of the remote of the address's federated page (`routePageModule` of the
 *   contracts), when this backend serves it. Not the remote's scripts: a script hint that fails
 *   (the remote is down) would be reused by the page's Retry instead of asking again.
 * A missing or malformed start-assets.json means fewer hints, never a failed page.
 */
export class StartHints {
  private readonly files = new JsonFiles();

  /** @param shellDist the shell's build folder */
  constructor(private readonly shellDist: string) {}

  /**
   * The hints (HTML) for `pathname` (and its query string `search`, '?a=b' or ''). `signedIn`:
   * the request carries the signed-in marker ({@link hasSignedInCookie}; not checked: a wrong
   * guess costs only unused downloads). Without one only `/` hints a remote, the landing page;
   * other pages send a visitor to sign in.
   */
  linksFor(pathname: string, signedIn: boolean, config: RuntimeConfig, search = ''): string {
    const links = [preload('/api/user', 'fetch', 'use-credentials')];
    if (signedIn) for (const request of routeStartRequests(pathname, search)) links.push(preload(request, 'fetch', 'use-credentials'));
    const landing = pathname === '/' && !signedIn;
    const page = signedIn || landing ? routePageModule(pathname, signedIn) : null;
    const manifest = page ? config.remotes.find((remote) => remote.name === page.split('/')[0])?.entry : undefined;
    if (manifest && /^\/[^/]/.test(manifest)) links.push(preload(manifest, 'fetch', 'anonymous'));
    const start = this.files.read(join(this.shellDist, 'start-assets.json'), startAssetsSchema) ?? {};
    const scripts = new Set([...(start[SHELL_START] ?? []), ...(landing ? [] : (start[SHELL_APP] ?? []))]);
    for (const file of scripts) links.push(preload(`/${file}`, 'script'));
    return links.join('');
  }
}

/**
 * Whether a page request's Cookie header carries the signed-in marker (present, not checked).
 * The session cookie itself is scoped to /api and never comes with a page.
 */
export function hasSignedInCookie(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((pair) => pair.trim().startsWith(`${SIGNED_IN_COOKIE_NAME}=`));
}

/**
 * One hint. Scripts at low priority, as the deferred entry script and the chunks webpack adds
 * load: at high priority the browser would hold the first paint for them.
 */
function preload(href: string, as: 'fetch' | 'script', crossorigin?: 'anonymous' | 'use-credentials'): string {
  const attributes = as === 'script' ? ' fetchpriority="low"' : ` crossorigin="${crossorigin}"`;
  return `<link rel="preload" href="${escapeHtml(href)}" as="${as}"${attributes}>`;
}
