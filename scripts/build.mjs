// Builds the workspaces in dependency order. `--all` rebuilds everything; without it only the
// apps whose sources changed since their last build (or that were never built) are built.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTE_FOLDERS } from './remotes.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const shared = ['packages/contracts/src', 'packages/platform/src', 'packages/webpack-config', 'package-lock.json'];

/** name, workspace folder, the sources it is built from */
export const TARGETS = [
  { dir: 'packages/contracts', inputs: ['packages/contracts/src'] },
  { dir: 'backend', inputs: ['backend/src', 'packages/contracts/src'] },
  ...['shell', ...REMOTE_FOLDERS].map((dir) => ({
    dir,
    // `public/`: the host's web app manifest and icons, copied as they are.
    inputs: [`${dir}/src`, `${dir}/public`, `${dir}/webpack.config.js`, ...shared],
  })),
];

function newestMtime(path) {
  const full = join(root, path);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(full)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const stampOf = (dir) => join(root, dir, 'dist', '.build-stamp');

function isStale({ dir, inputs }) {
  const stamp = stampOf(dir);
  if (!existsSync(stamp)) return true;
  const built = statSync(stamp).mtimeMs;
  return inputs.some((input) => newestMtime(input) > built);
}

const all = process.argv.includes('--all');
const started = Date.now();
for (const target of TARGETS) {
  if (!all && !isStale(target)) {
    console.log(`• ${target.dir}: up to date`);
    continue;
  }
  console.log(`• building ${target.dir}`);
  const result = spawnSync('npm', ['run', 'build', '--silent', '-w', target.dir], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`Build of ${target.dir} failed`);
    process.exit(result.status ?? 1);
  }
  writeFileSync(stampOf(target.dir), new Date().toISOString());
}
console.log(`Build finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
