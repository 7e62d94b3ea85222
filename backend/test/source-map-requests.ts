import type { TestApp } from './test-app';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Ways to spell a request for `<dir>/<file>.map` that a check on the raw URL misses: percent-encoded
 * letters and dots (once and twice), mixed case, doubled slashes, dot segments, a trailing slash
 * or dot, a precompressed copy's name and a query string.
 */
export function sourceMapDisguises(dir: string, file: string): string[] {
  const d = dir.replace(/\/$/, '');
  return [
    `${d}/${file}.map`,
    `${d}/${file}.ma%70`,
    `${d}/${file}%2Emap`,
    `${d}/${file}%2emap`,
    `${d}/${file}%252Emap`,
    `${d}/${file}.%6D%61%70`,
    `${d}/${file}.MAP`,
    `${d}/${file}.Map`,
    `${d}/${file}.map?x=1`,
    `${d}/${file}.map/`,
    `${d}/${file}.map.`,
    `${d}/${file}.map.br`,
    `${d}//${file}.map`,
    `/${d}/${file}.map`,
    `${d}/./${file}.map`,
    `${d}/x/../${file}.map`,
    `${d}/x/%2E%2E/${file}.map`,
    `${d}/%2e/${file}.ma%70`,
    ...(d ? [`${d}%2F${file}.map`, `${d.toUpperCase()}/${file}.map`] : []),
  ];
}

/**
 * GET of `path` exactly as written (supertest would normalise dot segments), on the app's own
 * server. Answers the status and body.
 */
export async function rawGet(testApp: TestApp, path: string): Promise<{ status: number; body: string }> {
  const server = testApp.app.getHttpServer();
  if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}
