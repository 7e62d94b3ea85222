import type { RuntimeConfig } from '@flourishly/contracts';
import { cacheControlFor, isSourceMapPath, RUNTIME_CONFIG_ELEMENT_ID, withRuntimeConfig } from './serve-frontend';

describe('isSourceMapPath', () => {
  it('finds a source map however its path is spelt', () => {
    for (const path of ['/a.js.map', '/a.js.ma%70', '/a.js%2Emap', '/a.js%252emap', '/A.JS.MAP', '//x//a.js.map', '/x/../a.js.map']) {
      expect({ path, map: isSourceMapPath(path) }).toEqual({ path, map: true });
    }
    for (const path of ['/a.js.map/', '/a.js.map.', '/a.js.map.br', '/a.js.map?v=1', '/x\\a.js.map', '/a.js.map%00', '/bad%E0%A4%A']) {
      expect({ path, map: isSourceMapPath(path) }).toEqual({ path, map: true });
    }
  });

  it('lets other files through', () => {
    for (const path of ['/a.js', '/remoteEntry.js', '/roadmap.svg', '/a.mapping.json', '/map', '/?file=a.map']) {
      expect({ path, map: isSourceMapPath(path) }).toEqual({ path, map: false });
    }
  });
});

describe('cacheControlFor', () => {
  it('revalidates entry files and manifests', () => {
    for (const file of ['index.html', 'mf-manifest.json', 'remoteEntry.js', '/x/mf-stats.json']) {
      expect(cacheControlFor(file)).toBe('no-cache');
    }
  });

  it('caches content-hashed chunks for a year', () => {
    expect(cacheControlFor('/dist/main.9b3d0e6d.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('assets/hero.0a1b2c3d.svg')).toBe('public, max-age=31536000, immutable');
  });

  it('caches a precompressed copy as the file it encodes', () => {
    expect(cacheControlFor('/dist/main.9b3d0e6d.js.br')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/dist/main.9b3d0e6d.js.gz')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/remotes/games/remoteEntry.js.br')).toBe('no-cache');
    expect(cacheControlFor('mf-manifest.json.gz')).toBe('no-cache');
  });

  it('caches other files briefly', () => {
    expect(cacheControlFor('avatar-fox.svg')).toBe('public, max-age=3600');
  });
});

describe('withRuntimeConfig', () => {
  const html = '<!doctype html><html><head><title>Flourishly</title></head><body><div id="root"></div></body></html>';

  it('inlines the runtime configuration as a JSON data block in the head', () => {
    const config: RuntimeConfig = { appHost: '', remotes: [{ name: 'mf_games', entry: '/remotes/games/mf-manifest.json' }] };
    const served = withRuntimeConfig(html, config);
    const match = new RegExp(`<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">(.*?)</script></head>`).exec(served);
    expect(match).not.toBeNull();
    expect(JSON.parse(match![1])).toEqual(config);
    expect(served.endsWith('<body><div id="root"></div></body></html>')).toBe(true);
  });

  it('escapes < so no value can close the element', () => {
    const config: RuntimeConfig = {
      appHost: '',
      remotes: [{ name: 'mf_games', entry: 'https://cdn.example/</script><script>alert(1)</script>' }],
    };
    const served = withRuntimeConfig(html, config);
    expect(served.match(/<\/script>/g)).toHaveLength(1);
    const json = served.slice(served.indexOf('>', served.indexOf('application/json')) + 1, served.indexOf('</script>'));
    expect(JSON.parse(json)).toEqual(config);
  });

  it('puts the start hints before the configuration', () => {
    const served = withRuntimeConfig(
      html,
      { appHost: '', remotes: [] },
      '<link rel="preload" href="/api/user" as="fetch" crossorigin="use-credentials">',
    );
    expect(served).toContain(
      `<link rel="preload" href="/api/user" as="fetch" crossorigin="use-credentials"><script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">`,
    );
  });
});
