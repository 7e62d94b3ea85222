import type { RuntimeConfig } from '@flourishly/contracts';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hasSignedInCookie, StartHints } from './start-hints';

const config: RuntimeConfig = {
  appHost: '',
  remotes: [
    { name: 'mf_landing', entry: '/remotes/landing/mf-manifest.json' },
    { name: 'mf_children', entry: '/releases/mf-children/1.2.0/mf-manifest.json' },
    { name: 'mf_games', entry: 'https://cdn.example/games/mf-manifest.json' },
  ],
};

/** The hints' `as` and href, in order. */
const hrefs = (html: string) => [...html.matchAll(/<link rel="preload" href="([^"]*)" as="(\w+)"/g)].map(([, href, as]) => `${as} ${href}`);

describe('StartHints', () => {
  let shellDist: string;
  let hints: StartHints;

  beforeEach(() => {
    shellDist = mkdtempSync(join(tmpdir(), 'start-hints-'));
    const assets = { bootstrap: ['react.1.js', 'bootstrap.2.js'], app: ['react.1.js', 'app.3.js'] };
    writeFileSync(join(shellDist, 'start-assets.json'), JSON.stringify(assets));
    hints = new StartHints(shellDist);
  });

  afterEach(() => rmSync(shellDist, { recursive: true, force: true }));

  it("hints the session, the landing remote's manifest and the shell's start to a visitor at /", () => {
    const html = hints.linksFor('/', false, config);
    expect(hrefs(html)).toEqual([
      'fetch /api/user',
      'fetch /remotes/landing/mf-manifest.json',
      'script /react.1.js',
      'script /bootstrap.2.js',
    ]);
    expect(html).toContain('<link rel="preload" href="/api/user" as="fetch" crossorigin="use-credentials">');
    expect(html).toContain('<link rel="preload" href="/react.1.js" as="script" fetchpriority="low">');
  });

  it("adds the app's files and the page's remote, from a live release, for a signed-in parent", () => {
    expect(hrefs(hints.linksFor('/child/7', true, config))).toEqual([
      'fetch /api/user',
      'fetch /api/child-profiles/7',
      'fetch /releases/mf-children/1.2.0/mf-manifest.json',
      'script /react.1.js',
      'script /bootstrap.2.js',
      'script /app.3.js',
    ]);
  });

  it('adds the API requests the address names, with credentials, for a signed-in parent only', () => {
    expect(hrefs(hints.linksFor('/child/7/activities', true, config)).slice(0, 3)).toEqual([
      'fetch /api/user',
      'fetch /api/child-profiles/7',
      'fetch /releases/mf-children/1.2.0/mf-manifest.json',
    ]);
    const game = hints.linksFor('/games/3', true, config, '?childId=7');
    expect(hrefs(game).slice(0, 4)).toEqual([
      'fetch /api/user',
      'fetch /api/games/3',
      'fetch /api/child-profiles/7/game-progress?gameId=3',
      'fetch /api/child-profiles/7/game-time',
    ]);
    expect(game).toContain(
      '<link rel="preload" href="/api/child-profiles/7/game-progress?gameId=3" as="fetch" crossorigin="use-credentials">',
    );
    expect(hrefs(hints.linksFor('/games/3', false, config, '?childId=7'))).not.toContain('fetch /api/games/3');
    expect(hrefs(hints.linksFor('/games/3', true, config, '?childId=x"'))).not.toContain('fetch /api/games/3');
  });

  it('hints no remote without the signed-in marker away from /, nor one served from another host', () => {
    const appOnly = ['fetch /api/user', 'script /react.1.js', 'script /bootstrap.2.js', 'script /app.3.js'];
    expect(hrefs(hints.linksFor('/child/7', false, config))).toEqual(appOnly);
    expect(hrefs(hints.linksFor('/games/3', true, config))).toEqual(appOnly);
  });

  it('gives fewer hints, never an error, when the start files are missing or malformed', () => {
    writeFileSync(join(shellDist, 'start-assets.json'), '{"bootstrap": 3');
    expect(hrefs(hints.linksFor('/profile', true, config))).toEqual(['fetch /api/user']);
    rmSync(join(shellDist, 'start-assets.json'));
    expect(hrefs(hints.linksFor('/profile', true, config))).toEqual(['fetch /api/user']);
  });
});

describe('hasSignedInCookie', () => {
  it('finds the signed-in marker among others, and not the session cookie (which pages never get)', () => {
    expect(hasSignedInCookie('theme=dark; flourishly.signed-in=1')).toBe(true);
    expect(hasSignedInCookie('flourishly.sid=s%3Aabc')).toBe(false);
    expect(hasSignedInCookie('flourishly.signed-inx=1')).toBe(false);
    expect(hasSignedInCookie(undefined)).toBe(false);
  });
});
