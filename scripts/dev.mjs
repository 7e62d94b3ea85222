// `npm run dev`: the backend in watch mode on :3001 and every app's webpack dev server
// (shell :3000 proxying /api and /remotes.json; each remote on its `devPort` of
// packages/contracts/remotes.json, :3010-3013). Open http://localhost:3000.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { REMOTES, REMOTE_FOLDERS } from './remotes.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
/** REMOTE_<SCOPE>_URL of each remote (backend/src/config/app-config.ts): its dev server's manifest. */
const remotes = Object.fromEntries(
  REMOTES.map(({ scope, devPort }) => [`REMOTE_${scope.toUpperCase()}_URL`, `http://localhost:${devPort}/mf-manifest.json`]),
);
const processes = [
  [
    'contracts',
    'npx',
    ['swc', 'src', '-d', 'dist', '--strip-leading-paths', '--config-file', '../../.swcrc.node', '-w'],
    'packages/contracts',
  ],
  ['backend:build', 'npx', ['swc', 'src', '-d', 'dist', '--strip-leading-paths', '--config-file', '../.swcrc.node', '-w'], 'backend'],
  ['backend', 'node', ['--watch-path=dist', 'dist/main.js'], 'backend', { PORT: '3001', NODE_ENV: 'development', ...remotes }],
  ...['shell', ...REMOTE_FOLDERS].map((dir) => [dir, 'npx', ['webpack', 'serve', '--mode', 'development'], dir]),
];

const children = processes.map(([name, command, args, cwd, env = {}]) => {
  const child = spawn(command, args, { cwd: `${root}/${cwd}`, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${name}] ${line}`)
      .join('\n');
  child.stdout.on('data', (chunk) => console.log(prefix(chunk)));
  child.stderr.on('data', (chunk) => console.error(prefix(chunk)));
  return child;
});
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
