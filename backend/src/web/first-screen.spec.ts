import type { RuntimeConfig } from '@flourishly/contracts';
import { FIRST_SCREEN_APP_HOST, FIRST_SCREEN_FILE } from '@flourishly/contracts/first-screen';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FirstScreens, withFirstScreen } from './first-screen';
import { RemoteReleases } from './remote-releases';

const html = '<!doctype html><html><head><title>Flourishly</title></head><body><div id=root></div></body></html>';
const screen = { html: `<h1>Understand your child</h1><a href="${FIRST_SCREEN_APP_HOST}/signup">Start</a>`, css: 'h1{color:#123}' };

describe('withFirstScreen', () => {
  it("puts the markup just before the shell's root and its CSS at the end of the head", () => {
    const served = withFirstScreen(html, screen, '');
    expect(served).toBe(
      '<!doctype html><html><head><title>Flourishly</title><style id="first-screen-style">h1{color:#123}</style></head>' +
        '<body><div id="first-screen"><h1>Understand your child</h1><a href="/signup">Start</a></div><div id=root></div></body></html>',
    );
  });

  it('links to the configured app host, escaped and without its trailing slash', () => {
    expect(withFirstScreen(html, screen, 'https://app.example/')).toContain('<a href="https://app.example/signup">');
    expect(withFirstScreen(html, screen, 'https://app.example/"><script>')).toContain(
      '<a href="https://app.example/&quot;&gt;&lt;script&gt;/signup">',
    );
  });

  it('cannot end its style element early', () => {
    const served = withFirstScreen(html, { ...screen, css: 'a{}</style><script>alert(1)</script>' }, '');
    expect(served.match(/<\/style>/g)).toHaveLength(1);
  });

  it('leaves a page without a root or a head as it is', () => {
    expect(withFirstScreen('<html><body></body></html>', screen, '')).toBe('<html><body></body></html>');
    expect(withFirstScreen('<div id="root"></div>', screen, '')).toBe('<div id="root"></div>');
  });
});

describe('FirstScreens', () => {
  let dir: string;
  const landingDist = () => join(dir, 'mf-landing', 'dist');
  const releasesDir = () => join(dir, 'releases');
  const configWith = (entry: string): RuntimeConfig => ({ appHost: '', remotes: [{ name: 'mf_landing', entry }] });
  const write = (folder: string, value: unknown) => {
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, FIRST_SCREEN_FILE), typeof value === 'string' ? value : JSON.stringify(value));
  };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'first-screen-'));
  });

  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("reads the landing build's first screen when the landing remote is served from dist/", () => {
    write(landingDist(), screen);
    const screens = new FirstScreens(landingDist(), new RemoteReleases(null));
    expect(screens.of(configWith('/remotes/landing/mf-manifest.json'))).toEqual(screen);
  });

  it("reads the live release's first screen, so a rollback changes it with the code", () => {
    const release = { html: '<h1>Release 1.2.0</h1>', css: '' };
    write(landingDist(), screen);
    write(join(releasesDir(), 'mf-landing', '1.2.0'), release);
    writeFileSync(join(releasesDir(), 'mf-landing', '1.2.0', 'mf-manifest.json'), '{}');
    writeFileSync(join(releasesDir(), 'active.json'), JSON.stringify({ mf_landing: { active: '1.2.0', history: [] } }));
    const screens = new FirstScreens(landingDist(), new RemoteReleases(releasesDir()));
    expect(screens.of(configWith('/releases/mf-landing/1.2.0/mf-manifest.json'))).toEqual(release);
  });

  it('has none for a landing remote served from elsewhere, a build without the file, or a malformed file', () => {
    const screens = new FirstScreens(landingDist(), new RemoteReleases(releasesDir()));
    expect(screens.of(configWith('/remotes/landing/mf-manifest.json'))).toBeNull();
    write(landingDist(), screen);
    expect(screens.of(configWith('https://cdn.example/landing/mf-manifest.json'))).toBeNull();
    expect(screens.of(configWith('/releases/mf-landing/9.9.9/mf-manifest.json'))).toBeNull();
    write(landingDist(), { html: 1 });
    expect(screens.of(configWith('/remotes/landing/mf-manifest.json'))).toBeNull();
    write(landingDist(), 'not json');
    expect(screens.of(configWith('/remotes/landing/mf-manifest.json'))).toBeNull();
  });
});

describe('the first screen in the visitor’s language', () => {
  let dir: string;
  const landingDist = () => join(dir, 'mf-landing', 'dist');
  const config: RuntimeConfig = { appHost: '', remotes: [{ name: 'mf_landing', entry: '/remotes/landing/mf-manifest.json' }] };
  const hindi = { html: '<h1>अपने बच्चे को समझें</h1>', css: '' };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'first-screen-'));
    mkdirSync(landingDist(), { recursive: true });
    writeFileSync(join(landingDist(), FIRST_SCREEN_FILE), JSON.stringify(screen));
  });

  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reads the first screen of the language, and says which', () => {
    writeFileSync(join(landingDist(), 'first-screen.hi.json'), JSON.stringify(hindi));
    const screens = new FirstScreens(landingDist(), new RemoteReleases(null));
    expect(screens.forVisitor(config, 'hi')).toEqual({ screen: hindi, locale: 'hi' });
    expect(screens.forVisitor(config, 'en')).toEqual({ screen, locale: 'en' });
  });

  it('falls back to the English one for a landing release built without the language', () => {
    const screens = new FirstScreens(landingDist(), new RemoteReleases(null));
    expect(screens.of(config, 'hi')).toBeNull();
    expect(screens.forVisitor(config, 'hi')).toEqual({ screen, locale: 'en' });
    rmSync(join(landingDist(), FIRST_SCREEN_FILE));
    expect(screens.forVisitor(config, 'hi')).toBeNull();
  });

  it('marks the markup with its language', () => {
    expect(withFirstScreen(html, hindi, '', 'hi')).toContain('<div id="first-screen" lang="hi"><h1>अपने बच्चे को समझें</h1></div><div id=root>');
  });
});
