import { MikroORM } from '@mikro-orm/core';
import { createOrmOptions } from '../src/database/orm-options';
import { migrateDatabase } from '../src/database/migrate';
import { createTestApp, createTestDatabase, TEST_DIALECTS, type TestApp } from './test-app';

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
    expect((await testApp.agent().get('/api/health/ready').expect(200)).body).toEqual({ status: 'ok', database: 'up', redis: 'not configured' });
  });

  it('GET /api/health/ready answers 503 when Redis is configured but unreachable', async () => {
    const unreachable = await createTestApp('sqlite', { REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const response = await unreachable.agent().get('/api/health/ready').expect(503);
      expect(response.body).toEqual({ statusCode: 503, message: 'Redis unavailable' });
      await unreachable.agent().get('/api/health/live').expect(200);
    } finally {
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

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await testApp.agent().get('/api/nothing-here').expect(404);
    expect(response.body.statusCode).toBe(404);
  });
});
