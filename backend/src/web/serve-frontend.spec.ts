import { cacheControlFor } from './serve-frontend';

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

  it('caches other files briefly', () => {
    expect(cacheControlFor('avatar-fox.svg')).toBe('public, max-age=3600');
  });
});
