import type { RuntimeConfig } from '@flourishly/contracts';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hasSessionCookie, StartHints } from './start-hints';

const manifest = (exposes: Record<string, string[]>) => ({
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
  exposes: Object.entries(exposes).map(([name, sync]) => ({ name, path: `./${name}`, assets: { js: { sync, async: [] } } })),
});

const config: RuntimeConfig = {
  appHost: '',
  remotes: [
    { name: 'mf_landing', entry: '/remotes/landing/mf-manifest.json' },
    { name: 'mf_children', entry: '/releases/mf-children/1.2.0/mf-manifest.json' },
    { name: 'mf_games', entry: 'https://cdn.example/games/mf-manifest.json' },
  ],
};

/** The hrefs of the hints, in order, with their `as`. */
const hrefs = (html: string) => [...html.matchAll(/<link rel="preload" href="([^"]*)" as="(\w+)"/g)].map(([, href, as]) => `${as} ${href}`);

describe('StartHints', () => {
  let root: string;
  let hints: StartHints;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'start-hints-'));
    const write = (file: string, value: unknown) => {
      mkdirSync(join(file, '..'), { recursive: true });
      writeFileSync(file, JSON.stringify(value));
    };
    write(join(root, 'shell', 'dist', 'start-assets.json'), {
      bootstrap: ['react.1.js', 'bootstrap.2.js'],
      app: ['react.1.js', 'app.3.js'],
    });
    write(join(root, 'mf-landing', 'dist', 'mf-manifest.json'), manifest({ LandingPage: ['585.a.js', 'expose_LandingPage.b.js'] }));
    write(join(root, 'releases', 'mf-children', '1.2.0', 'mf-manifest.json'), manifest({ ChildPage: ['expose_ChildPage.c.js'] }));
    hints = new StartHints(join(root, 'shell', 'dist'), (name) => join(root, name.replace('_', '-'), 'dist'), join(root, 'releases'));
  });

  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("hints the session, the shell's start and the landing page's files to a visitor at /", () => {
    expect(hrefs(hints.linksFor('/', false, config))).toEqual([
      'fetch /api/user',
      'fetch /remotes/landing/mf-manifest.json',
      'script /react.1.js',
      'script /bootstrap.2.js',
      'script /remotes/landing/remoteEntry.js',
      'script /remotes/landing/585.a.js',
      'script /remotes/landing/expose_LandingPage.b.js',
    ]);
    expect(hints.linksFor('/', false, config)).toContain('<link rel="preload" href="/api/user" as="fetch" crossorigin="use-credentials">');
  });

  it("adds the app's files and the page's remote, from a live release, for a signed-in parent", () => {
    expect(hrefs(hints.linksFor('/child/7', true, config))).toEqual([
      'fetch /api/user',
      'fetch /releases/mf-children/1.2.0/mf-manifest.json',
      'script /react.1.js',
      'script /bootstrap.2.js',
      'script /app.3.js',
      'script /releases/mf-children/1.2.0/remoteEntry.js',
      'script /releases/mf-children/1.2.0/expose_ChildPage.c.js',
    ]);
  });

  it('hints no remote without a session cookie away from /, nor one served from another host', () => {
    expect(hrefs(hints.linksFor('/child/7', false, config))).toEqual([
      'fetch /api/user',
      'script /react.1.js',
      'script /bootstrap.2.js',
      'script /app.3.js',
    ]);
    expect(hrefs(hints.linksFor('/games/3', true, config))).toEqual([
      'fetch /api/user',
      'script /react.1.js',
      'script /bootstrap.2.js',
      'script /app.3.js',
    ]);
  });

  it('gives fewer hints, never an error, when a build file is missing or malformed', () => {
    rmSync(join(root, 'shell', 'dist', 'start-assets.json'));
    writeFileSync(join(root, 'mf-landing', 'dist', 'mf-manifest.json'), '{"metaData": 3');
    expect(hrefs(hints.linksFor('/', false, config))).toEqual(['fetch /api/user']);
  });
});

describe('hasSessionCookie', () => {
  it('finds the session cookie among others', () => {
    expect(hasSessionCookie('theme=dark; flourishly.sid=s%3Aabc')).toBe(true);
    expect(hasSessionCookie('flourishly.sidx=1')).toBe(false);
    expect(hasSessionCookie(undefined)).toBe(false);
  });
});
