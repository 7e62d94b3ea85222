// `npm run dev`: the backend in watch mode on :3001 and every app's webpack dev server
// (shell :3000 proxying /api and /remotes.json; remotes :3010-3013). Open http://localhost:3000.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const remotes = {
  REMOTE_MF_LANDING_URL: 'http://localhost:3010/mf-manifest.json',
  REMOTE_MF_DASHBOARD_URL: 'http://localhost:3011/mf-manifest.json',
  REMOTE_MF_CHILDREN_URL: 'http://localhost:3012/mf-manifest.json',
  REMOTE_MF_GAMES_URL: 'http://localhost:3013/mf-manifest.json',
};
const processes = [
  [
    'contracts',
    'npx',
    ['swc', 'src', '-d', 'dist', '--strip-leading-paths', '--config-file', '../../.swcrc.node', '-w'],
    'packages/contracts',
  ],
  ['backend:build', 'npx', ['swc', 'src', '-d', 'dist', '--strip-leading-paths', '--config-file', '../.swcrc.node', '-w'], 'backend'],
  ['backend', 'node', ['--watch-path=dist', 'dist/main.js'], 'backend', { PORT: '3001', NODE_ENV: 'development', ...remotes }],
  ...['shell', 'mf-landing', 'mf-dashboard', 'mf-children', 'mf-games'].map((dir) => [
    dir,
    'npx',
    ['webpack', 'serve', '--mode', 'development'],
    dir,
  ]),
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
