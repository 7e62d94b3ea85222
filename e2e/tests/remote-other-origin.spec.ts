import { expect, test } from '@playwright/test';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { REPO, startOwnApp } from './own-app';
import { registerAndCompleteProfile } from './support';

// A remote served from its own host (a CDN): a static server on another port with the CORS
// headers docs/deploying-remotes.md asks of a remote host, and an app instance configured with
// REMOTE_MF_GAMES_URL at it.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const CDN_PORT = PORT + 7;
const APP_PORT = PORT + 8;
const CDN = `http://localhost:${CDN_PORT}`;
const APP = `http://localhost:${APP_PORT}`;
const GAMES_DIST = join(REPO, 'mf-games', 'dist');
const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.css': 'text/css',
};

test.use({ baseURL: APP });

let cdn: Server;
let stopApp: () => void;

function startCdn() {
  cdn = createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    if (request.method === 'OPTIONS') return void response.writeHead(204).end();
    const file = join(GAMES_DIST, normalize(new URL(request.url ?? '/', CDN).pathname).replace(/^(\.\.[/\\])+/, ''));
    if (!file.startsWith(GAMES_DIST) || !existsSync(file) || !statSync(file).isFile()) return void response.writeHead(404).end();
    response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise<void>((resolve) => cdn.listen(CDN_PORT, resolve));
}

test.beforeAll(async () => {
  await startCdn();
  stopApp = await startOwnApp(APP_PORT, { REMOTE_MF_GAMES_URL: `${CDN}/mf-manifest.json` });
});

test.afterAll(async () => {
  stopApp?.();
  await new Promise((resolve) => cdn?.close(resolve));
});

test('a remote served from another origin loads, and the CSP allows it', async ({ page }) => {
  const cspErrors: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspErrors.push(message.text());
  });
  const config = await (await fetch(`${APP}/remotes.json`)).json();
  expect(config.remotes).toContainEqual({ name: 'mf_games', entry: `${CDN}/mf-manifest.json` });
  const headers = (await fetch(`${APP}/`)).headers;
  expect(headers.get('content-security-policy')).toContain(CDN);

  await registerAndCompleteProfile(page);
  const fromCdn: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(CDN) && response.ok()) fromCdn.push(new URL(response.url()).pathname);
  });
  await page.goto('/games/1?childId=1');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect.poll(() => fromCdn).toEqual(expect.arrayContaining(['/mf-manifest.json', '/remoteEntry.js']));
  await expect(page.getByText('This part of Flourishly is unavailable right now')).toHaveCount(0);
  expect(cspErrors).toEqual([]);
});
