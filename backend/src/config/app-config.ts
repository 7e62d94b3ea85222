import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { GAME_MIN_SECONDS_PER_CORRECT_ANSWER, REMOTE_NAMES, remoteOf, remoteUrlVariable, type RemoteName } from '@flourishly/contracts';
import { z } from 'zod';

/** The repository root (backend/dist/config -> ../../..). */
export const REPO_ROOT = resolve(__dirname, '../../..');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATABASE_URL: z.string().min(1).optional(),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  APP_HOST: z.url().optional(),
  STATIC_ROOT: z.string().optional(),
  SERVE_STATIC: z.enum(['true', 'false']).optional(),
  COOKIE_SECURE: z.enum(['true', 'false', 'auto']).default('auto'),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  ACCOUNT_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  GAME_MIN_SECONDS_PER_ANSWER: z.coerce.number().min(0).max(60).default(GAME_MIN_SECONDS_PER_CORRECT_ANSWER),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// or rediss:// URL')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  REDIS_KEY_PREFIX: z.string().max(100).default('flourishly:'),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z
    .url()
    .refine((url) => /^smtps?:\/\//.test(url), 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Flourishly <no-reply@flourishly.local>'),
  MAIL_OUTBOX_DIR: z.string().optional(),
  RELEASES_DIR: z.string().optional(),
  REMINDER_SCAN_INTERVAL_SECONDS: z.coerce.number().int().min(10).max(86_400).default(900),
  REMINDER_SCAN_ON_START: z.enum(['true', 'false']).optional(),
});

/** REMOTE_<NAME>_URL of every remote in packages/contracts/remotes.json: where its mf-manifest.json lives. */
const remoteUrlsSchema = z.object(Object.fromEntries(REMOTE_NAMES.map((name) => [remoteUrlVariable(name), z.string().optional()])));

export type DatabaseDialect = 'sqlite' | 'postgresql';

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  database: { dialect: DatabaseDialect; url: string };
  sessionSecret: string;
  /** Sign-in host of the redirect screens; '' means the app's own origin. */
  appHost: string;
  /** Where the built shell and remotes are served from; null serves no front end. */
  staticRoot: string | null;
  cookieSecure: boolean | 'auto';
  trustProxy: boolean;
  /** Attempts per client address and minute on sign-in, registration and password change. */
  loginRateLimit: number;
  /** Attempts per account (email or user) and 15 minutes on the same routes. */
  accountRateLimit: number;
  /** Least seconds a correct game answer takes; a faster result is refused (tests that answer at once set 0). */
  gameMinSecondsPerAnswer: number;
  /** Shared store of rate-limit counters across instances; null keeps them in memory. */
  redisUrl: string | null;
  /** Least severe level written as JSON lines to stdout; request lines are `info`, health probes `debug`. */
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** On SIGTERM, how long in-flight requests may take before their connections are cut (ms). */
  shutdownTimeoutMs: number;
  /** Prefix of every Redis key this app writes. */
  redisKeyPrefix: string;
  /**
   * Origin of every link the app sends (invitation and reset emails, report links), no trailing
   * slash: PUBLIC_URL, required in production; `http://localhost:<PORT>` otherwise.
   */
  publicUrl: string;
  /**
   * Outgoing email: SMTP when `smtpUrl` is set, otherwise each message is logged and written
   * as a .eml file to `outboxDir`.
   */
  mail: { smtpUrl: string | null; from: string; outboxDir: string };
  /**
   * Each remote's mf-manifest.json URL, as /remotes.json lists it. A remote left at its default
   * ({@link defaultRemoteEntry}) is served from its live release when one is active.
   */
  remotes: Record<RemoteName, string>;
  /** Folder of versioned remote releases and active.json (scripts/release.mjs); null when no front end is served. */
  releasesDir: string | null;
  /**
   * Email reminders (docs/architecture.md, "Reminders"): the scan runs at start-up and every
   * `scanIntervalSeconds` (REMINDER_SCAN_INTERVAL_SECONDS, default 900) when `scanOnStart`
   * (REMINDER_SCAN_ON_START; default true, false under NODE_ENV=test, whose suites scan when they choose).
   */
  reminders: { scanIntervalSeconds: number; scanOnStart: boolean };
}

/** Default manifest URL of a remote: served by this backend at its `servedAt` path (packages/contracts/remotes.json). */
export const defaultRemoteEntry = (name: RemoteName) => `${remoteOf(name).servedAt}mf-manifest.json`;

function keptSessionSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * Reads and validates the environment. Defaults: PORT 3000, an SQLite file under ./data,
 * a session secret generated once and kept in ./data (required when production uses
 * PostgreSQL), APP_HOST the app's own origin, PUBLIC_URL `http://localhost:<PORT>` (required in
 * production), remotes served by this backend.
 * Throws an Error listing every invalid variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  const remoteUrls = remoteUrlsSchema.safeParse(env);
  if (!parsed.success || !remoteUrls.success) {
    const issues = [...(parsed.error?.issues ?? []), ...(remoteUrls.error?.issues ?? [])];
    const problems = issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const vars = parsed.data;
  const dataDir = join(REPO_ROOT, 'data');
  const url = vars.DATABASE_URL ?? join(dataDir, 'flourishly.sqlite');
  const dialect: DatabaseDialect = /^postgres(ql)?:\/\//.test(url) ? 'postgresql' : 'sqlite';
  if (dialect === 'sqlite' && !url.startsWith(':memory:')) mkdirSync(dirname(resolve(url)), { recursive: true });
  if (vars.NODE_ENV === 'production' && dialect === 'postgresql' && !vars.SESSION_SECRET) {
    throw new Error('Invalid configuration:\nSESSION_SECRET: required in production');
  }
  // Links in emails and report links are built from PUBLIC_URL alone, never from a request's
  // Host header (README, "Configuration"), so production must name its public origin.
  if (vars.NODE_ENV === 'production' && !vars.PUBLIC_URL) {
    throw new Error('Invalid configuration:\nPUBLIC_URL: required in production (the public origin, e.g. https://app.example.com)');
  }
  const serveStatic = vars.SERVE_STATIC ? vars.SERVE_STATIC === 'true' : vars.NODE_ENV === 'production';
  const remoteUrl = (name: RemoteName) => remoteUrls.data[remoteUrlVariable(name)];
  return {
    env: vars.NODE_ENV,
    port: vars.PORT,
    database: { dialect, url },
    sessionSecret: vars.SESSION_SECRET ?? keptSessionSecret(dataDir),
    appHost: vars.APP_HOST ? new URL(vars.APP_HOST).origin : '',
    staticRoot: serveStatic ? resolve(vars.STATIC_ROOT ?? REPO_ROOT) : null,
    cookieSecure: vars.COOKIE_SECURE === 'auto' ? 'auto' : vars.COOKIE_SECURE === 'true',
    trustProxy: vars.TRUST_PROXY === 'true',
    loginRateLimit: vars.LOGIN_RATE_LIMIT,
    accountRateLimit: vars.ACCOUNT_RATE_LIMIT,
    gameMinSecondsPerAnswer: vars.GAME_MIN_SECONDS_PER_ANSWER,
    redisUrl: vars.REDIS_URL ?? null,
    redisKeyPrefix: vars.REDIS_KEY_PREFIX,
    shutdownTimeoutMs: vars.SHUTDOWN_TIMEOUT_MS,
    logLevel: vars.LOG_LEVEL,
    publicUrl: vars.PUBLIC_URL ? new URL(vars.PUBLIC_URL).origin : `http://localhost:${vars.PORT}`,
    mail: {
      smtpUrl: vars.SMTP_URL ?? null,
      from: vars.MAIL_FROM,
      outboxDir: resolve(vars.MAIL_OUTBOX_DIR ?? join(dataDir, 'outbox')),
    },
    releasesDir: serveStatic ? resolve(vars.RELEASES_DIR ?? join(resolve(vars.STATIC_ROOT ?? REPO_ROOT), 'releases')) : null,
    remotes: Object.fromEntries(REMOTE_NAMES.map((name) => [name, remoteUrl(name) ?? defaultRemoteEntry(name)])),
    reminders: {
      scanIntervalSeconds: vars.REMINDER_SCAN_INTERVAL_SECONDS,
      scanOnStart: vars.REMINDER_SCAN_ON_START ? vars.REMINDER_SCAN_ON_START === 'true' : vars.NODE_ENV !== 'test',
    },
  };
}

/** Nest injection token of the {@link AppConfig}. */
export const APP_CONFIG = Symbol('APP_CONFIG');
