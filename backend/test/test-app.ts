import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import request from 'supertest';
import { createApp, type CreateAppOptions } from '../src/app.factory';
import { loadConfig, type AppConfig, type DatabaseDialect } from '../src/config/app-config';
import { prepareDatabase } from '../src/schema/prepare-database';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const TEST_DIALECTS: DatabaseDialect[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgresql'] : ['sqlite'];

export interface TestDatabase {
  url: string;
  drop: () => Promise<void>;
}

/** A fresh, empty database of the dialect: a temp SQLite file or a new PostgreSQL database. */
export async function createTestDatabase(dialect: DatabaseDialect): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'flourishly-test-'));
    return { url: join(dir, 'test.sqlite'), drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const base = new URL(process.env.TEST_DATABASE_URL as string);
  const name = `flourishly_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new Client({ connectionString: base.toString() });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export interface TestApp {
  app: NestFastifyApplication;
  /** The app's routes as "METHOD /path" (Fastify's patterns, e.g. `GET /api/child-profiles/:childId`), HEAD left out. */
  routes: string[];
  config: AppConfig;
  orm: MikroORM;
  /** A supertest agent: keeps the session cookie between calls, like one browser. */
  agent: () => ReturnType<typeof request.agent>;
  dropDatabase: () => Promise<void>;
  close: () => Promise<void>;
}

async function startApp(config: AppConfig, options: CreateAppOptions = {}) {
  // Silent unless a test captures the log lines (backend/test/logging.e2e-spec.ts).
  const app = await createApp(config, { logLevel: 'silent', ...options });
  const orm = app.get(MikroORM);
  await prepareDatabase(orm);
  // Nest adds its routes to Fastify in init(): collected here, as the router holds them.
  const routes: string[] = [];
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRoute', (route) => {
      for (const method of ([] as string[]).concat(route.method)) if (method !== 'HEAD') routes.push(`${method} ${route.url}`);
    });
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return { app, orm, routes };
}

/** Stops the app and starts a new one on the same database (a server restart). */
export async function restartApp(testApp: TestApp): Promise<TestApp> {
  await testApp.app.close();
  const { app, orm, routes } = await startApp(testApp.config);
  return {
    ...testApp,
    app,
    orm,
    routes,
    agent: () => request.agent(app.getHttpServer()),
    close: async () => {
      await app.close();
      await testApp.dropDatabase();
    },
  };
}

/**
 * The real app on a fresh migrated database of `dialect`. `env` overrides configuration
 * (e.g. LOGIN_RATE_LIMIT), `options` the app's logging. Close it in afterAll.
 */
export async function createTestApp(
  dialect: DatabaseDialect,
  env: Record<string, string> = {},
  options: CreateAppOptions = {},
): Promise<TestApp> {
  const database = await createTestDatabase(dialect);
  // Mail goes to a temporary outbox unless the test gives an SMTP_URL.
  const outbox = mkdtempSync(join(tmpdir(), 'flourishly-outbox-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    SESSION_SECRET: TEST_SESSION_SECRET,
    SERVE_STATIC: 'false',
    LOGIN_RATE_LIMIT: '1000',
    ACCOUNT_RATE_LIMIT: '1000',
    // Tests answer a game's questions at once; games.e2e-spec.ts sets the real minimum where it checks it.
    GAME_MIN_SECONDS_PER_ANSWER: '0',
    MAIL_OUTBOX_DIR: outbox,
    ...env,
  });
  const { app, orm, routes } = await startApp(config, options);
  return {
    app,
    config,
    orm,
    routes,
    dropDatabase: async () => {
      rmSync(outbox, { recursive: true, force: true });
      await database.drop();
    },
    agent: () => request.agent(app.getHttpServer()),
    close: async () => {
      await app.close();
      rmSync(outbox, { recursive: true, force: true });
      await database.drop();
    },
  };
}

/** The SESSION_SECRET of every test app (it also signs reminder unsubscribe links). */
export const TEST_SESSION_SECRET = 'test-session-secret-that-is-long-enough-0123456789';

let userCounter = 0;

/** Registers a new parent through the API and returns the signed-in agent and the user. */
export async function registerParent(testApp: TestApp, overrides: Partial<{ fullName: string; email: string; password: string }> = {}) {
  userCounter += 1;
  const credentials = {
    fullName: overrides.fullName ?? `Parent ${userCounter}`,
    email: overrides.email ?? `parent${userCounter}.${Date.now()}@example.com`,
    password: overrides.password ?? 'a-long-password',
  };
  const agent = testApp.agent();
  const response = await agent.post('/api/register').send(credentials).expect(201);
  const setCookie = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  /** The session cookie as a Cookie header value. */
  const cookie = setCookie.map((header) => header.split(';')[0]).join('; ');
  return { agent, cookie, user: response.body as { id: number; fullName: string; email: string }, credentials };
}

/**
 * The API's routes as the Fastify router holds them ("METHOD /path", `:name` parameters), without
 * the OpenAPI viewer's, each once: what the endpoint registry of the contracts must list.
 */
export function routerRoutes(testApp: TestApp): string[] {
  const routes = testApp.routes.filter((route) => !route.split(' ')[1].startsWith('/api/docs'));
  return [...new Set(routes)];
}
