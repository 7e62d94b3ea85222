// `npm start`: builds what is not built yet, then serves the whole app (shell, remotes, /api)
// at http://localhost:3000 on an SQLite file under ./data, migrated on start. If the server
// stops on a fatal error it is started again after a second (at most 5 times a minute), like a
// process supervisor would in production (README, "Run it in production"); Ctrl+C stops both.
import { spawnSync, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const build = spawnSync('node', ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const RESTART_DELAY_MS = 1000;
const MAX_RESTARTS_PER_MINUTE = 5;
let stopping = false;
let server;
const crashes = [];

function startServer() {
  server = spawn('node', ['backend/dist/main.js'], {
    cwd: root,
    stdio: 'inherit',
    // On one machine the public origin is localhost (PUBLIC_URL is required in production).
    env: { NODE_ENV: 'production', PUBLIC_URL: `http://localhost:${process.env.PORT ?? 3000}`, ...process.env },
  });
  server.on('exit', (code, signal) => {
    if (stopping || code === 0) process.exit(code ?? 0);
    const now = Date.now();
    crashes.push(now);
    while (crashes.length && now - crashes[0] > 60_000) crashes.shift();
    if (crashes.length > MAX_RESTARTS_PER_MINUTE) {
      console.error(`The server stopped ${crashes.length} times in a minute; giving up.`);
      process.exit(code ?? 1);
    }
    console.error(`The server stopped (${signal ?? `exit code ${code}`}); starting it again.`);
    setTimeout(startServer, RESTART_DELAY_MS);
  });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    server?.kill(signal);
  });
}
startServer();
