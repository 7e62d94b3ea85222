import { spawn } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The repository root, seen from e2e/tests. */
export const REPO = join(__dirname, '..', '..');

/**
 * Where tests put remote sources to build (git-ignored): inside the repository, so that they
 * resolve its node_modules. One folder per test file.
 */
export const sourcesFolder = (name: string) => join(REPO, '.remote-sources', name);

/** Removes a {@link sourcesFolder}, and .remote-sources itself once empty. */
export function removeSourcesFolder(name: string) {
  rmSync(sourcesFolder(name), { recursive: true, force: true });
  const parent = join(REPO, '.remote-sources');
  if (readdirSync(parent, { withFileTypes: true }).length === 0) rmSync(parent, { recursive: true, force: true });
}

/**
 * Starts another instance of the built app on `port` with `env` on a fresh SQLite file, for
 * tests that need a configuration of their own (`env` may name its DATABASE_URL); resolves once
 * /api/health answers.
 * @returns a function that stops it (SIGTERM) and resolves once the process has exited
 */
export async function startOwnApp(port: number, env: Record<string, string>): Promise<() => Promise<void>> {
  const app = spawn(process.execPath, [join(REPO, 'backend', 'dist', 'main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      DATABASE_URL: join(tmpdir(), `flourishly-e2e-${port}-${Date.now()}.sqlite`),
      SESSION_SECRET: 'e2e-session-secret-that-is-long-enough-0123456789',
      LOGIN_RATE_LIMIT: '1000',
      // Tests answer a game at once; the server refuses faster than this per answer by default (as playwright.config.ts).
      GAME_MIN_SECONDS_PER_ANSWER: '0',
      ...env,
    },
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => app.once('exit', () => resolve()));
  const stop = () => {
    app.kill('SIGTERM');
    return exited;
  };
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(`http://localhost:${port}/api/health`)).ok) return stop;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`the app on port ${port} did not start`);
}
