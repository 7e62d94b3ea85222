import { isDrawnAtRandom, isOfflineReadable, isUnchangedByWrites, remoteReleaseFiles } from './offline-protocol';

describe('isOfflineReadable', () => {
  it('keeps the parent’s API reads', () => {
    expect(isOfflineReadable('/api/user')).toBe(true);
    expect(isOfflineReadable('/api/child-profiles/7/activity-assignments')).toBe(true);
    expect(isOfflineReadable('/api/parent-tips')).toBe(true);
  });

  it('leaves out downloads, one-off links, health checks and anything outside the API', () => {
    expect(isOfflineReadable('/api/users/1/export')).toBe(false);
    expect(isOfflineReadable('/api/child-profiles/7/development-report.pdf')).toBe(false);
    expect(isOfflineReadable('/api/calendar/abc.ics')).toBe(false);
    expect(isOfflineReadable('/api/shared-reports/token')).toBe(false);
    expect(isOfflineReadable('/api/health/ready')).toBe(false);
    expect(isOfflineReadable('/remotes.json')).toBe(false);
    expect(isOfflineReadable('/child/7')).toBe(false);
  });
});

describe('isUnchangedByWrites', () => {
  it('names the games’ catalogue, questions and pictures, whose copies a change keeps', () => {
    expect(isUnchangedByWrites('/api/games')).toBe(true);
    expect(isUnchangedByWrites('/api/games/5')).toBe(true);
    expect(isUnchangedByWrites('/api/games/5/content')).toBe(true);
    expect(isUnchangedByWrites('/api/game-images/counting-garden.svg')).toBe(true);
  });

  it('leaves out the child’s play, which a change does alter', () => {
    expect(isUnchangedByWrites('/api/child-profiles/7/game-progress')).toBe(false);
    expect(isUnchangedByWrites('/api/child-profiles/7/game-time')).toBe(false);
    expect(isUnchangedByWrites('/api/game-sessions')).toBe(false);
    expect(isUnchangedByWrites('/api/gamesx')).toBe(false);
  });
});

describe('isDrawnAtRandom', () => {
  it('names a level’s questions asked without a seed, not those asked with one or any other read', () => {
    expect(isDrawnAtRandom('http://localhost:3000/api/games/5/content?difficultyLevel=3')).toBe(true);
    expect(isDrawnAtRandom('/api/games/5/content?difficultyLevel=3&seed=12')).toBe(false);
    expect(isDrawnAtRandom('/api/games/5')).toBe(false);
    expect(isDrawnAtRandom('/api/child-profiles/7/game-progress?gameId=5')).toBe(false);
  });
});

describe('remoteReleaseFiles', () => {
  const manifestUrl = 'https://app.example/releases/mf-games/1.2.0/mf-manifest.json';

  it('lists the manifest, the entry and the exposed modules’ scripts and styles, as absolute URLs', () => {
    const manifest = {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      shared: [{ assets: { js: { sync: ['react.11111111.js'], async: [] } } }],
      exposes: [
        { assets: { js: { sync: ['a.22222222.js'], async: ['b.33333333.js'] }, css: { sync: ['a.44444444.css'], async: [] } } },
        { assets: { js: { sync: ['a.22222222.js'], async: [] } } },
      ],
    };
    expect(remoteReleaseFiles(manifestUrl, manifest).sort()).toEqual(
      [
        manifestUrl,
        'https://app.example/releases/mf-games/1.2.0/remoteEntry.js',
        'https://app.example/releases/mf-games/1.2.0/a.22222222.js',
        'https://app.example/releases/mf-games/1.2.0/b.33333333.js',
        'https://app.example/releases/mf-games/1.2.0/a.44444444.css',
      ].sort(),
    );
  });

  it('reads an entry in a sub-folder, and survives a manifest of another shape', () => {
    expect(remoteReleaseFiles(manifestUrl, { metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'js/' } } })).toContain(
      'https://app.example/releases/mf-games/1.2.0/js/remoteEntry.js',
    );
    expect(remoteReleaseFiles(manifestUrl, null)).toEqual([manifestUrl]);
    expect(remoteReleaseFiles(manifestUrl, { exposes: [{}] })).toEqual([manifestUrl]);
  });
});
