// Versioned releases of one remote (docs/deploying-remotes.md):
//
//   node scripts/release.mjs <remote> [build] [--from-dist] [--version <name>] [--source <dir>] [--no-types]
//       builds the remote into releases/<remote>/<version>/ (never overwritten); the version is
//       "<package version>-<content hash>" unless --version names it; --from-dist releases the
//       build already in <remote>/dist instead of building again; --source builds the remote's
//       sources from another folder (e.g. an earlier commit's, from git archive) with this
//       repository's packages and node_modules; the release's @mf-types/ holds the types of its
//       exposed modules (scripts/remote-types.mjs), also copied to <remote>/@mf-types where the
//       shell's type check reads them; --no-types skips them (always skipped with --source)
//   node scripts/release.mjs <remote> activate <version>   makes a kept release live
//   node scripts/release.mjs <remote> rollback             makes the previously live one live again
//   node scripts/release.mjs <remote> status               lists kept releases, the live one and history
//
// Activation and rollback only rewrite releases/active.json, which the backend re-reads when it
// changes: no restart, no shell rebuild. RELEASES_DIR moves the folder (the backend reads the same
// variable). A remote without an active release is served from its dist/ folder.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { emitRemoteTypes } from './remote-types.mjs';
import { REMOTES as MANIFEST } from './remotes.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const REMOTES = MANIFEST.map((remote) => remote.name);
/** Same rule as releaseVersionSchema in packages/contracts/src/config.ts: a single safe path segment. */
const VERSION_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._+-]{0,63}$/;
const HISTORY_LIMIT = 20;

const releasesDir = resolve(process.env.RELEASES_DIR ?? join(root, 'releases'));
const activeFile = join(releasesDir, 'active.json');

function fail(message) {
  console.error(message);
  process.exit(1);
}

function parseArgs(argv) {
  const [remote, ...rest] = argv;
  if (!REMOTES.includes(remote)) fail(`Usage: release.mjs <${REMOTES.join('|')}> [build|activate <version>|rollback|status]`);
  const options = { remote, command: 'build', version: null, fromDist: false, source: null, types: true };
  for (let index = 0; index < rest.length; index++) {
    const arg = rest[index];
    if (arg === '--from-dist') options.fromDist = true;
    else if (arg === '--version') options.version = rest[++index];
    else if (arg === '--no-types') options.types = false;
    else if (arg === '--source') options.source = resolve(rest[++index] ?? '');
    else if (['build', 'activate', 'rollback', 'status'].includes(arg) && index === 0) options.command = arg;
    else if (options.command === 'activate' && !options.version) options.version = arg;
    else fail(`Unknown argument: ${arg}`);
  }
  if (options.source && (options.fromDist || !existsSync(join(options.source, 'webpack.config.js'))))
    fail(`--source needs a folder holding the remote's webpack.config.js, without --from-dist: ${options.source}`);
  if (options.version !== null && !VERSION_PATTERN.test(options.version ?? '')) fail(`Invalid version name: ${options.version}`);
  return options;
}

/** Container name of a remote folder: mf-games -> mf_games (the key in active.json; packages/contracts/remotes.json). */
const containerOf = (remote) => MANIFEST.find((entry) => entry.name === remote).scope;

function readActive() {
  if (!existsSync(activeFile)) return {};
  return JSON.parse(readFileSync(activeFile, 'utf8'));
}

/** Writes active.json whole and renames it into place, so the backend never reads half a file. */
function writeActive(state) {
  mkdirSync(releasesDir, { recursive: true });
  const temporary = `${activeFile}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(state, null, 2)}\n`);
  renameSync(temporary, activeFile);
}

function filesOf(dir) {
  return readdirSync(dir, { recursive: true })
    .map((entry) => join(dir, String(entry)))
    .filter((path) => statSync(path).isFile())
    .sort();
}

/** sha256 over every file's relative path and bytes: the same build gives the same version. */
function contentHash(dir) {
  const hash = createHash('sha256');
  for (const file of filesOf(dir)) {
    if (file.endsWith('.build-stamp')) continue;
    hash.update(relative(dir, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 10);
}

async function build({ remote, version, fromDist, source, types }) {
  const started = Date.now();
  const remoteDir = source ?? join(root, remote);
  const staging = join(releasesDir, remote, `.staging-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  // The types are emitted beside the staging folder (the build cleans its output folder), while it builds.
  const typesDir = `${staging}-types`;
  const typesEmitted = types && !source ? emitRemoteTypes(remote, typesDir) : null;
  if (fromDist) {
    if (!existsSync(join(remoteDir, 'dist', 'mf-manifest.json'))) fail(`${remote}/dist has no build: run npm run build -w ${remote}`);
    cpSync(join(remoteDir, 'dist'), staging, { recursive: true, filter: (path) => !path.endsWith('.build-stamp') });
  } else {
    // The same production build as dist/ (publicPath 'auto': it runs from any base URL), written elsewhere.
    // webpack from this repository's node_modules, wherever the sources are (npx would look next to them).
    const webpackCli = createRequire(import.meta.url).resolve('webpack-cli/bin/cli.js');
    const result = spawnSync(process.execPath, [webpackCli, '--mode', 'production', '--output-path', staging], {
      cwd: remoteDir,
      stdio: 'inherit',
    });
    if (result.status !== 0) fail(`Build of ${remote} failed`);
  }
  if (typesEmitted) {
    const { code, output } = await typesEmitted;
    if (code !== 0) fail(`Types of ${remote} failed:\n${output}`);
    renameSync(typesDir, join(staging, '@mf-types'));
    rmSync(join(remoteDir, '@mf-types'), { recursive: true, force: true });
    cpSync(join(staging, '@mf-types'), join(remoteDir, '@mf-types'), { recursive: true });
  }
  const { version: packageVersion } = JSON.parse(readFileSync(join(remoteDir, 'package.json'), 'utf8'));
  const name = version ?? `${packageVersion}-${contentHash(staging)}`;
  const target = join(releasesDir, remote, name);
  if (existsSync(target)) {
    rmSync(staging, { recursive: true, force: true });
    console.log(`${remote} ${name} is already released (same content); kept as it was.`);
  } else {
    renameSync(staging, target);
    console.log(`Released ${remote} ${name} in ${relative(process.cwd(), target) || target}`);
  }
  console.log(`Took ${((Date.now() - started) / 1000).toFixed(1)} s. Make it live: npm run release:activate -w ${remote} -- ${name}`);
}

function keptVersions(remote) {
  const dir = join(releasesDir, remote);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => VERSION_PATTERN.test(name) && existsSync(join(dir, name, 'mf-manifest.json')))
    .sort((a, b) => statSync(join(dir, a)).mtimeMs - statSync(join(dir, b)).mtimeMs);
}

function activate({ remote, version }) {
  if (!version) fail('Usage: release.mjs <remote> activate <version>');
  if (!keptVersions(remote).includes(version)) fail(`No release ${version} of ${remote} in ${releasesDir}`);
  const state = readActive();
  const current = state[containerOf(remote)];
  if (current?.active === version) return console.log(`${remote} ${version} is already live.`);
  const history = current ? [current.active, ...current.history].slice(0, HISTORY_LIMIT) : [];
  writeActive({ ...state, [containerOf(remote)]: { active: version, history } });
  console.log(`${remote} ${version} is live${current ? ` (was ${current.active})` : ''}.`);
}

/** Goes back to the previous live release; with none left, to the build in dist/. */
function rollback({ remote }) {
  const state = readActive();
  const current = state[containerOf(remote)];
  if (!current) fail(`${remote} has no active release: it is served from ${remote}/dist.`);
  const [previous, ...history] = current.history;
  const { [containerOf(remote)]: _dropped, ...others } = state;
  writeActive(previous ? { ...others, [containerOf(remote)]: { active: previous, history } } : others);
  console.log(`${remote} rolled back from ${current.active} to ${previous ?? `the build in ${remote}/dist`}.`);
}

function status({ remote }) {
  const current = readActive()[containerOf(remote)];
  console.log(`Releases of ${remote} in ${releasesDir} (oldest first):`);
  for (const version of keptVersions(remote)) console.log(`  ${version === current?.active ? '*' : ' '} ${version}`);
  console.log(
    current ? `Live: ${current.active}; rollback goes to ${current.history[0] ?? 'dist/'}` : `Live: ${remote}/dist (no release active)`,
  );
}

const options = parseArgs(process.argv.slice(2));
await { build, activate, rollback, status }[options.command](options);
