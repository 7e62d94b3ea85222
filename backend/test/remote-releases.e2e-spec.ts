import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rawGet, sourceMapDisguises } from './source-map-requests';
import { createTestApp, type TestApp } from './test-app';

/** Versioned remote releases (docs/deploying-remotes.md): served, switched by releases/active.json alone. */
describe('remote releases', () => {
  let testApp: TestApp;
  let staticRoot: string;
  const activeFile = () => join(staticRoot, 'releases', 'active.json');

  function release(remote: string, version: string) {
    const dir = join(staticRoot, 'releases', remote, version);
    mkdirSync(join(dir, 'assets'), { recursive: true });
    writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify({ id: remote, metaData: { buildInfo: { buildVersion: version } } }));
    writeFileSync(join(dir, 'remoteEntry.js'), `/* ${version} */`);
    writeFileSync(join(dir, '42.0a1b2c3d.js'), 'console.log(42);');
    writeFileSync(join(dir, 'assets', 'picture.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(dir, '42.0a1b2c3d.js.map'), '{"sources":["secret.ts"]}');
  }

  /** Writes active.json with a new mtime each time, as scripts/release.mjs does. */
  let writes = 0;
  function activate(content: unknown) {
    writeFileSync(activeFile(), typeof content === 'string' ? content : JSON.stringify(content));
    writes += 1;
    const time = new Date(Date.now() + writes * 1000);
    utimesSync(activeFile(), time, time);
  }

  const entries = async () => {
    const response = await testApp.agent().get('/remotes.json').expect(200);
    return Object.fromEntries((response.body.remotes as { name: string; entry: string }[]).map(({ name, entry }) => [name, entry]));
  };

  beforeAll(async () => {
    staticRoot = mkdtempSync(join(tmpdir(), 'flourishly-releases-'));
    mkdirSync(join(staticRoot, 'shell', 'dist'), { recursive: true });
    writeFileSync(join(staticRoot, 'shell', 'dist', 'index.html'), '<html><head></head><body></body></html>');
    release('mf-games', '0.1.0-aaaaaaaaaa');
    release('mf-games', '0.1.0-bbbbbbbbbb');
    const gamesDist = join(staticRoot, 'mf-games', 'dist');
    mkdirSync(gamesDist, { recursive: true });
    writeFileSync(join(gamesDist, '42.0a1b2c3d.js'), 'console.log(42);');
    writeFileSync(join(gamesDist, '42.0a1b2c3d.js.map'), '{"sources":["secret.ts"]}');
    testApp = await createTestApp('sqlite', {
      SERVE_STATIC: 'true',
      STATIC_ROOT: staticRoot,
      REMOTE_MF_LANDING_URL: 'https://cdn.example.com/landing/mf-manifest.json',
    });
  });

  afterAll(async () => {
    await testApp.close();
    rmSync(staticRoot, { recursive: true, force: true });
  });

  it('serves dist/ while no release is active', async () => {
    expect((await entries()).mf_games).toBe('/remotes/games/mf-manifest.json');
  });

  it('picks up activation and rollback from active.json without a restart, in /remotes.json and the page', async () => {
    activate({ mf_games: { active: '0.1.0-aaaaaaaaaa', history: [] } });
    expect((await entries()).mf_games).toBe('/releases/mf-games/0.1.0-aaaaaaaaaa/mf-manifest.json');
    activate({ mf_games: { active: '0.1.0-bbbbbbbbbb', history: ['0.1.0-aaaaaaaaaa'] } });
    expect(await entries()).toEqual({
      mf_landing: 'https://cdn.example.com/landing/mf-manifest.json',
      mf_dashboard: '/remotes/dashboard/mf-manifest.json',
      mf_children: '/remotes/children/mf-manifest.json',
      mf_games: '/releases/mf-games/0.1.0-bbbbbbbbbb/mf-manifest.json',
    });
    const page = await testApp.agent().get('/games').expect(200);
    expect(page.text).toContain('/releases/mf-games/0.1.0-bbbbbbbbbb/mf-manifest.json');
    activate({ mf_games: { active: '0.1.0-aaaaaaaaaa', history: [] } });
    expect((await entries()).mf_games).toBe('/releases/mf-games/0.1.0-aaaaaaaaaa/mf-manifest.json');
    activate({});
    expect((await entries()).mf_games).toBe('/remotes/games/mf-manifest.json');
  });

  it('keeps a remote on dist/ when active.json is broken or names a release that is not there', async () => {
    activate('{ not json');
    expect((await entries()).mf_games).toBe('/remotes/games/mf-manifest.json');
    activate({ mf_games: { active: '../../etc', history: [] } });
    expect((await entries()).mf_games).toBe('/remotes/games/mf-manifest.json');
    activate({ mf_games: { active: '0.1.0-cccccccccc', history: [] } });
    expect((await entries()).mf_games).toBe('/remotes/games/mf-manifest.json');
    rmSync(activeFile());
    expect((await entries()).mf_games).toBe('/remotes/games/mf-manifest.json');
  });

  it('serves every kept release: immutable files, revalidated manifest and entry', async () => {
    const agent = testApp.agent();
    for (const version of ['0.1.0-aaaaaaaaaa', '0.1.0-bbbbbbbbbb']) {
      const base = `/releases/mf-games/${version}`;
      const manifest = await agent.get(`${base}/mf-manifest.json`).expect(200);
      expect(manifest.headers['cache-control']).toBe('no-cache');
      expect(manifest.body.metaData.buildInfo.buildVersion).toBe(version);
      const entry = await agent.get(`${base}/remoteEntry.js`).expect(200);
      expect(entry.headers['cache-control']).toBe('no-cache');
      expect(entry.text).toContain(version);
      for (const file of ['42.0a1b2c3d.js', 'assets/picture.svg']) {
        const response = await agent.get(`${base}/${file}`).expect(200);
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      }
    }
    expect((await agent.get('/remotes.json').expect(200)).headers['cache-control']).toBe('no-cache');
    expect((await agent.get('/games').expect(200)).headers['cache-control']).toBe('no-cache');
  });

  it('answers 404, not the page, for a missing release file and never serves active.json', async () => {
    const agent = testApp.agent();
    await agent.get('/releases/mf-games/0.1.0-cccccccccc/remoteEntry.js').expect(404);
    await agent.get('/releases/active.json').expect(404);
    await agent.get('/releases/mf-games/0.1.0-aaaaaaaaaa/mf-manifest.json.map').expect(404);
  });

  it('never serves a source map of a remote or a release, however its path is spelt', async () => {
    for (const dir of ['/remotes/games', '/releases/mf-games/0.1.0-aaaaaaaaaa']) {
      for (const path of sourceMapDisguises(dir, '42.0a1b2c3d.js')) {
        const response = await rawGet(testApp, path);
        expect({ path, refused: [400, 403, 404].includes(response.status) }).toEqual({ path, refused: true });
        expect(response.body).not.toContain('secret.ts');
      }
      expect((await rawGet(testApp, `${dir}/42.0a1b2c3d.js`)).status).toBe(200);
    }
  });
});
