import { MikroORM } from '@mikro-orm/core';
import { Logger } from '@nestjs/common';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync } from 'node:zlib';
import { join } from 'node:path';
import { createOrmOptions } from '../src/schema/orm-options';
import { migrateDatabase } from '../src/database/migrate';
import { rawGet, sourceMapDisguises } from './source-map-requests';
import { createTestApp, createTestDatabase, registerParent, TEST_DIALECTS, type TestApp } from './test-app';

describe.each(TEST_DIALECTS)('migrations (%s)', (dialect) => {
  it('bring an empty database to exactly the schema of the entities (no drift)', async () => {
    const database = await createTestDatabase(dialect);
    const orm = await MikroORM.init(createOrmOptions({ dialect, url: database.url }));
    try {
      const applied = await migrateDatabase(orm);
      expect(applied.length).toBeGreaterThan(0);
      const drift = await orm.getSchemaGenerator().getUpdateSchemaSQL({ wrap: false });
      expect(drift.trim()).toBe('');
      expect(await migrateDatabase(orm)).toEqual([]);
    } finally {
      await orm.close(true);
      await database.drop();
    }
  });
});

describe('platform endpoints', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp('sqlite', { REMOTE_MF_GAMES_URL: 'https://cdn.example/games/mf-manifest.json' });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('GET /api/health reports the database', async () => {
    const response = await testApp.agent().get('/api/health').expect(200);
    expect(response.body).toEqual({ status: 'ok', database: 'up' });
  });

  it('GET /api/health/live answers without checking dependencies; /api/health/ready checks them', async () => {
    expect((await testApp.agent().get('/api/health/live').expect(200)).body).toEqual({ status: 'ok' });
    expect((await testApp.agent().get('/api/health/ready').expect(200)).body).toEqual({
      status: 'ok',
      database: 'up',
      redis: 'not configured',
    });
  });

  it('GET /api/health/ready answers 200 degraded when Redis is configured but unreachable, logged once through the logger', async () => {
    // The app's logger writes JSON (pino); outside a request it is the first app's of the
    // process, so the calls are counted here rather than the lines.
    const warnings = jest.spyOn(Logger.prototype, 'warn');
    const stderr = jest.spyOn(process.stderr, 'write');
    const unreachable = await createTestApp('sqlite', { REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const response = await unreachable.agent().get('/api/health/ready').expect(200);
      expect(response.body).toEqual({ status: 'degraded', database: 'up', redis: 'down' });
      await unreachable.agent().get('/api/health/live').expect(200);
      // ioredis retries several times meanwhile; the change is logged once.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const down = warnings.mock.calls.filter(([message]) => (message as { redis?: string } | undefined)?.redis === 'down');
      expect(down).toHaveLength(1);
      const written = stderr.mock.calls.map((call) => String(call[0])).join('');
      expect(written).not.toContain('Unhandled error event');
    } finally {
      warnings.mockRestore();
      stderr.mockRestore();
      await unreachable.close();
    }
  });

  it('GET /remotes.json lists every remote from configuration, uncached', async () => {
    const response = await testApp.agent().get('/remotes.json').expect(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toEqual({
      appHost: '',
      remotes: [
        { name: 'mf_landing', entry: '/remotes/landing/mf-manifest.json' },
        { name: 'mf_dashboard', entry: '/remotes/dashboard/mf-manifest.json' },
        { name: 'mf_children', entry: '/remotes/children/mf-manifest.json' },
        { name: 'mf_games', entry: 'https://cdn.example/games/mf-manifest.json' },
      ],
    });
  });

  it('serves the OpenAPI document', async () => {
    const response = await testApp.agent().get('/api/docs/openapi.json').expect(200);
    expect(Object.keys(response.body.paths)).toEqual(expect.arrayContaining(['/api/register', '/api/login', '/api/user']));
  });

  it('sends helmet security headers on every answer, the CSP allowing the origins of remotes', async () => {
    for (const path of ['/api/health', '/api/nothing-here', '/remotes.json']) {
      const { headers } = await testApp.agent().get(path);
      expect(headers['content-security-policy']).toBe(
        "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';" +
          "img-src 'self' data: https://cdn.example;object-src 'none';script-src 'self' https://cdn.example;script-src-attr 'none';" +
          "style-src 'self' https: 'unsafe-inline';connect-src 'self' https://cdn.example",
      );
      expect(headers).toMatchObject({
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'cross-origin',
        'referrer-policy': 'no-referrer',
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
      });
      expect(headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await testApp.agent().get('/api/nothing-here').expect(404);
    expect(response.body.statusCode).toBe(404);
  });
});

describe('HSTS whenever the request is secure', () => {
  let behindProxy: TestApp;
  let direct: TestApp;

  beforeAll(async () => {
    behindProxy = await createTestApp('sqlite', { TRUST_PROXY: 'true', COOKIE_SECURE: 'auto' });
    direct = await createTestApp('sqlite', { COOKIE_SECURE: 'auto' });
  });

  afterAll(async () => {
    await behindProxy?.close();
    await direct?.close();
  });

  it('sends it behind a trusted proxy that says https, on the API and elsewhere', async () => {
    for (const path of ['/api/health', '/api/nothing-here', '/remotes.json']) {
      const { headers } = await behindProxy.agent().get(path).set('X-Forwarded-Proto', 'https');
      expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('does not send it over plain http, nor on an untrusted X-Forwarded-Proto', async () => {
    expect((await behindProxy.agent().get('/api/health')).headers['strict-transport-security']).toBeUndefined();
    const { headers } = await direct.agent().get('/api/health').set('X-Forwarded-Proto', 'https');
    expect(headers['strict-transport-security']).toBeUndefined();
  });
});

/** A script large enough to be worth compressing. */
const BIG_SCRIPT = `console.log(${JSON.stringify('flourishly '.repeat(400))});`;
const BIG_SCRIPT_BR = brotliCompressSync(BIG_SCRIPT);

describe('the built front end and the session', () => {
  let testApp: TestApp;
  let staticRoot: string;

  beforeAll(async () => {
    staticRoot = mkdtempSync(join(tmpdir(), 'flourishly-static-'));
    mkdirSync(join(staticRoot, 'shell', 'dist'), { recursive: true });
    writeFileSync(join(staticRoot, 'shell', 'dist', 'index.html'), '<html><head></head><body></body></html>');
    writeFileSync(join(staticRoot, 'shell', 'dist', 'main.0a1b2c3d.js'), 'console.log(1);');
    writeFileSync(join(staticRoot, 'shell', 'dist', 'main.0a1b2c3d.js.map'), '{"sources":["secret.ts"]}');
    // The build's precompressed copy of a larger script (packages/webpack-config, precompressed()).
    writeFileSync(join(staticRoot, 'shell', 'dist', 'app.4e5f6a7b.js'), BIG_SCRIPT);
    writeFileSync(join(staticRoot, 'shell', 'dist', 'app.4e5f6a7b.js.br'), BIG_SCRIPT_BR);
    testApp = await createTestApp('sqlite', { SERVE_STATIC: 'true', STATIC_ROOT: staticRoot });
  });

  afterAll(async () => {
    await testApp.close();
    rmSync(staticRoot, { recursive: true, force: true });
  });

  it('serves scripts and pages without touching the session, and never a source map', async () => {
    const { agent } = await registerParent(testApp);
    const script = await agent.get('/main.0a1b2c3d.js').expect(200);
    expect(script.headers['set-cookie']).toBeUndefined();
    const page = await agent.get('/dashboard').expect(200);
    expect(page.headers['set-cookie']).toBeUndefined();
    expect(page.text).toContain('flourishly-runtime-config');
    const map = await agent.get('/main.0a1b2c3d.js.map').expect(404);
    expect(map.text).not.toContain('secret.ts');
  });

  it('never serves a source map, however its path is spelt', async () => {
    for (const path of sourceMapDisguises('', 'main.0a1b2c3d.js')) {
      const response = await rawGet(testApp, path);
      expect({ path, refused: [400, 403, 404].includes(response.status) }).toEqual({ path, refused: true });
      expect(response.body).not.toContain('secret.ts');
    }
    expect((await rawGet(testApp, '/main.0a1b2c3d.js')).status).toBe(200);
    expect((await rawGet(testApp, '/main.0a1b2c3d%2Ejs')).status).toBe(200);
  });

  it("sends the build's brotli copy of a script as it is, cached like the script", async () => {
    const response = await testApp.agent().get('/app.4e5f6a7b.js').set('Accept-Encoding', 'gzip, deflate, br').expect(200);
    expect(response.headers['content-encoding']).toBe('br');
    // The copy's own length: sent from the file, not compressed again per request.
    expect(response.headers['content-length']).toBe(String(BIG_SCRIPT_BR.length));
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends a script without the headers only a page acts on, and the page with them', async () => {
    const script = await testApp.agent().get('/main.0a1b2c3d.js').expect(200);
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(script.headers['content-security-policy']).toBeUndefined();
    expect(script.headers['x-frame-options']).toBeUndefined();
    const page = await testApp.agent().get('/dashboard').expect(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('marks personal API answers no-store', async () => {
    const { agent } = await registerParent(testApp);
    const response = await agent.get('/api/user').expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
