import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** The SMTP server tests/password-reset.spec.ts starts; the app sends its mail there. */
const SMTP_PORT = PORT + 25;
const baseURL = `http://localhost:${PORT}`;

/**
 * Browser tests against the production build served by the backend, on a fresh SQLite file,
 * in Debian's Chromium (no browser download). One worker: the machine has 2 cores.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  // One folder per port: runs on different ports (in parallel worktrees) do not clear each other's.
  outputDir: join(tmpdir(), `flourishly-e2e-results-${PORT}`),
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node ../backend/dist/main.js',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(PORT),
      PUBLIC_URL: baseURL,
      DATABASE_URL: join(tmpdir(), `flourishly-e2e-${Date.now()}.sqlite`),
      SESSION_SECRET: 'e2e-session-secret-that-is-long-enough-0123456789',
      LOGIN_RATE_LIMIT: '1000',
      // The suite plays games faster than a child (and completes some through the API at once).
      GAME_MIN_SECONDS_PER_ANSWER: '0',
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    },
  },
});
