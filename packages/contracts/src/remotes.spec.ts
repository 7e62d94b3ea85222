import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { releaseManifestSchema, runtimeConfigSchema } from './config';
import { REMOTE_NAMES, REMOTES, remoteOf, remoteUrlVariable } from './remotes';

const root = join(__dirname, '../../..');
const readJson = (path: string) => JSON.parse(readFileSync(join(root, path), 'utf8')) as Record<string, unknown>;

/** Workspaces that are not remotes: the only ones whose folders may hold a webpack.config.js besides the remotes. */
const HOST_APPS = ['shell'];

describe('the remotes manifest (packages/contracts/remotes.json)', () => {
  it('lists each remote once, with a safe folder, container name, URL path and dev port', () => {
    expect(REMOTES.length).toBeGreaterThan(0);
    for (const remote of REMOTES) {
      expect(remote.name).toMatch(/^[a-z][a-z0-9-]*$/);
      // The container name becomes a global of the page: an identifier.
      expect(remote.scope).toMatch(/^[A-Za-z_][A-Za-z0-9_]*$/);
      expect(remote.servedAt).toMatch(/^\/remotes\/[a-z0-9-]+\/$/);
      expect(Number.isInteger(remote.devPort)).toBe(true);
      // 3000 is the shell's dev server, 3001 the backend's (scripts/dev.mjs).
      expect(remote.devPort).toBeGreaterThan(3001);
      expect(remote.devPort).toBeLessThan(65536);
    }
    for (const key of ['name', 'scope', 'servedAt', 'devPort'] as const) {
      expect(new Set(REMOTES.map((remote) => remote[key])).size).toBe(REMOTES.length);
    }
  });

  it('names a folder per remote holding its workspace package and webpack configuration', () => {
    for (const remote of REMOTES) {
      expect(readJson(`${remote.name}/package.json`).name).toBe(`@flourishly/${remote.name}`);
      expect(existsSync(join(root, remote.name, 'webpack.config.js'))).toBe(true);
    }
  });

  // npm reads the root package.json's workspaces as written, so they are checked against the manifest.
  it('agrees with the root package.json workspaces', () => {
    const workspaces = readJson('package.json').workspaces as string[];
    expect(workspaces).toEqual(expect.arrayContaining(REMOTES.map((remote) => remote.name)));
    const apps = workspaces.filter((workspace) => existsSync(join(root, workspace, 'webpack.config.js')));
    expect(apps.filter((app) => !HOST_APPS.includes(app)).sort()).toEqual(REMOTES.map((remote) => remote.name).sort());
  });

  it('drives the schemas of /remotes.json and active.json', () => {
    expect(REMOTE_NAMES).toEqual(REMOTES.map((remote) => remote.scope));
    const remotes = REMOTE_NAMES.map((name) => ({ name, entry: `/remotes/${name}/mf-manifest.json` }));
    expect(runtimeConfigSchema.safeParse({ appHost: '', remotes }).success).toBe(true);
    expect(runtimeConfigSchema.safeParse({ appHost: '', remotes: [{ name: 'mf_unknown', entry: '/x' }] }).success).toBe(false);
    expect(releaseManifestSchema.safeParse({ [REMOTE_NAMES[0]]: { active: '1.0.0', history: [] } }).success).toBe(true);
    expect(releaseManifestSchema.safeParse({ mf_unknown: { active: '1.0.0', history: [] } }).success).toBe(false);
  });

  it('finds a remote by its container name and names its environment variable', () => {
    const [first] = REMOTES;
    expect(remoteOf(first.scope)).toBe(first);
    expect(() => remoteOf('mf_unknown')).toThrow('Unknown remote: mf_unknown');
    expect(remoteUrlVariable('mf_games')).toBe('REMOTE_MF_GAMES_URL');
  });
});
