// The production backend the benches measure (`npm run bench api` and `pages`), started and
// stopped one way, with the command-line options they share.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const root = fileURLToPath(new URL('../..', import.meta.url));

/** The value of `--name=value` on the command line, or `fallback`. */
export function option(name, fallback) {
  const arg = process.argv.find((value) => value.startsWith(`--${name}=`));
  return arg ? arg.slice(name.length + 3) : fallback;
}

/**
 * Starts `backend/dist/main.js` in production mode on `port` with the database at `databaseUrl`
 * (a SQLite file path or a PostgreSQL URL). `env` adds or overrides variables; `nodeArgs` go
 * before the script (e.g. --cpu-prof). Its stderr is shown; its stdout (the JSON log lines, at
 * LOG_LEVEL `info` as in production unless `env` says otherwise) goes through a pipe that is
 * read and counted (`server.logBytes`), as a supervisor or a log shipper would, rather than to
 * /dev/null. Returns the child process.
 */
export function startBackend({ port, databaseUrl, env = {}, nodeArgs = [] }) {
  const server = spawn(process.execPath, [...nodeArgs, 'backend/dist/main.js'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: 'bench-session-secret-that-is-long-enough-0123456789',
      LOG_LEVEL: 'info',
      ...env,
    },
  });
  server.logBytes = 0;
  server.stdout.on('data', (chunk) => {
    server.logBytes += chunk.length;
  });
  return server;
}

/** Resolves once `url` answers 2xx; throws when `server` exits first or after 60 s. */
export async function waitFor(url, server) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within 60 s`);
}

/** Stops `server` with SIGTERM, and with SIGKILL when it is still running 10 s later. */
export async function stop(server) {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  if (server.exitCode === null) server.kill('SIGKILL');
}
