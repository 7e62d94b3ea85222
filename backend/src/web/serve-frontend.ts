import { REMOTE_NAMES, type RuntimeConfig } from '@flourishly/contracts';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type Response } from 'express';
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { releaseFolderOf, type RemoteReleases } from './remote-releases';
import { hasSessionCookie, StartHints } from './start-hints';

/** Files that name the current release: always revalidated. */
const UNHASHED_ENTRY_FILES = /^(index\.html|mf-manifest\.json|mf-stats\.json|remoteEntry\.js)$/;
/** Content-hashed build output ([name].[contenthash:8].ext): cached for a year. */
const HASHED_FILE = /\.[0-9a-f]{8}\.[a-z0-9]+(\.map)?$/;

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Cache-Control of one served file: no-cache for entries and manifests, immutable for hashed
 * chunks and for every other file of a release folder (`inRelease`: never rewritten).
 */
export function cacheControlFor(filePath: string, inRelease = false): string {
  const name = basename(filePath);
  if (UNHASHED_ENTRY_FILES.test(name)) return 'no-cache';
  if (inRelease || HASHED_FILE.test(name)) return IMMUTABLE;
  return 'public, max-age=3600';
}

const setHeaders = (response: Response, filePath: string) => response.setHeader('Cache-Control', cacheControlFor(filePath));
const setReleaseHeaders = (response: Response, filePath: string) => response.setHeader('Cache-Control', cacheControlFor(filePath, true));

/** The build folder of a remote: mf_games -> <root>/mf-games/dist, served at /remotes/games/. */
export const remoteDistDir = (staticRoot: string, name: string) => join(staticRoot, name.replace('_', '-'), 'dist');

/** id of the JSON data block in index.html that carries the runtime configuration. */
export const RUNTIME_CONFIG_ELEMENT_ID = 'flourishly-runtime-config';

/**
 * The shell's index.html with the runtime configuration (what /remotes.json answers) inlined as
 * a JSON data block before </head>, so the shell need not fetch it before loading a remote. A
 * data block is never executed, so the CSP's script-src 'self' stays as it is; `<` is escaped
 * so no value can close the element. `hints` (HTML, see start-hints.ts) goes just before it.
 */
export function withRuntimeConfig(html: string, config: RuntimeConfig, hints = ''): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const block = `${hints}<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${json}</script>`;
  return html.includes('</head>') ? html.replace('</head>', `${block}</head>`) : `${block}${html}`;
}

/**
 * Serves the built shell at /, each remote's build at /remotes/<short name>/, every kept release
 * at /releases/<remote folder>/<version>/ (scripts/release.mjs), and answers any other GET
 * outside /api with the shell's index.html (client-side routes) carrying `runtimeConfig()`,
 * computed per page so a newly activated release is picked up without a restart.
 */
export function serveFrontend(
  app: NestExpressApplication,
  staticRoot: string,
  releases: RemoteReleases,
  runtimeConfig: () => RuntimeConfig,
): void {
  // Source maps hold the whole source: builds keep them for error reports, the public never gets them.
  app.use((request: express.Request, response: express.Response, next: express.NextFunction) =>
    request.path.endsWith('.map') ? response.status(404).json({ statusCode: 404, message: 'Not Found' }) : next(),
  );
  for (const name of REMOTE_NAMES) {
    app.use(`/remotes/${name.replace('mf_', '')}`, express.static(remoteDistDir(staticRoot, name), { index: false, setHeaders }));
    if (releases.releasesDir) {
      const folder = releaseFolderOf(name);
      app.use(`/releases/${folder}`, express.static(join(releases.releasesDir, folder), { index: false, setHeaders: setReleaseHeaders }));
    }
  }
  const shellDist = join(staticRoot, 'shell', 'dist');
  const hints = new StartHints(shellDist);
  app.use(express.static(shellDist, { index: false, setHeaders }));
  app.use((request: express.Request, response: express.Response, next: express.NextFunction) => {
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    const isReserved = /^\/(api|remotes|releases)(\/|$)|^\/remotes\.json$/.test(request.path);
    if (!isPageRequest || isReserved) return next();
    // A report link's page: its token must not leak through Referer, nor the page into search indexes.
    if (request.path.startsWith('/shared/')) {
      response.setHeader('Referrer-Policy', 'no-referrer');
      response.setHeader('X-Robots-Tag', 'noindex, nofollow');
    }
    readFile(join(shellDist, 'index.html'), 'utf8').then(
      (html) => {
        response.setHeader('Cache-Control', 'no-cache');
        const config = runtimeConfig();
        const signedIn = hasSessionCookie(request.headers.cookie);
        response.type('html').send(withRuntimeConfig(html, config, hints.linksFor(request.path, signedIn, config)));
      },
      () => next(),
    );
  });
}
