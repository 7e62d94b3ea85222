import { REMOTE_NAMES } from '@flourishly/contracts';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type Response } from 'express';
import { basename, join } from 'node:path';

/** Files that name the current release: always revalidated. */
const UNHASHED_ENTRY_FILES = /^(index\.html|mf-manifest\.json|mf-stats\.json|remoteEntry\.js)$/;
/** Content-hashed build output ([name].[contenthash:8].ext): cached for a year. */
const HASHED_FILE = /\.[0-9a-f]{8}\.[a-z0-9]+(\.map)?$/;

/** Cache-Control of one served file: no-cache for entries and manifests, immutable for hashed chunks. */
export function cacheControlFor(filePath: string): string {
  const name = basename(filePath);
  if (UNHASHED_ENTRY_FILES.test(name)) return 'no-cache';
  if (HASHED_FILE.test(name)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

const setHeaders = (response: Response, filePath: string) => response.setHeader('Cache-Control', cacheControlFor(filePath));

/** The build folder of a remote: mf_games -> <root>/mf-games/dist, served at /remotes/games/. */
export const remoteDistDir = (staticRoot: string, name: string) => join(staticRoot, name.replace('_', '-'), 'dist');

/**
 * Serves the built shell at / and each remote's build at /remotes/<short name>/, and answers
 * any other GET outside /api with the shell's index.html (client-side routes).
 */
export function serveFrontend(app: NestExpressApplication, staticRoot: string): void {
  for (const name of REMOTE_NAMES) {
    app.use(`/remotes/${name.replace('mf_', '')}`, express.static(remoteDistDir(staticRoot, name), { index: false, setHeaders }));
  }
  const shellDist = join(staticRoot, 'shell', 'dist');
  app.use(express.static(shellDist, { index: false, setHeaders }));
  app.use((request: express.Request, response: express.Response, next: express.NextFunction) => {
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    const isReserved = /^\/(api|remotes)(\/|$)|^\/remotes\.json$/.test(request.path);
    if (!isPageRequest || isReserved) return next();
    response.setHeader('Cache-Control', 'no-cache');
    // A report link's page: its token must not leak through Referer, nor the page into search indexes.
    if (request.path.startsWith('/shared/')) {
      response.setHeader('Referrer-Policy', 'no-referrer');
      response.setHeader('X-Robots-Tag', 'noindex, nofollow');
    }
    response.sendFile(join(shellDist, 'index.html'), (error) => {
      if (error) next();
    });
  });
}
