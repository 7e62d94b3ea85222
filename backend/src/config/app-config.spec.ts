import { REMOTES } from '@flourishly/contracts';
import { loadConfig } from './app-config';

const secret = 'x'.repeat(40);

describe('loadConfig', () => {
  it('defaults to port 3000, SQLite and remotes served by the backend', () => {
    const config = loadConfig({ SESSION_SECRET: secret, DATABASE_URL: '/tmp/flourishly-config-test.sqlite' });
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ dialect: 'sqlite', url: '/tmp/flourishly-config-test.sqlite' });
    expect(config.remotes.mf_games).toBe('/remotes/games/mf-manifest.json');
    expect(config.appHost).toBe('');
  });

  it('takes each remote of packages/contracts/remotes.json from REMOTE_<NAME>_URL, else from its servedAt path', () => {
    const moved = REMOTES[REMOTES.length - 1];
    const env = {
      SESSION_SECRET: secret,
      DATABASE_URL: '/tmp/x.sqlite',
      [`REMOTE_${moved.scope.toUpperCase()}_URL`]: 'https://cdn.example/m.json',
    };
    const { remotes } = loadConfig(env);
    expect(Object.keys(remotes)).toEqual(REMOTES.map((remote) => remote.scope));
    for (const remote of REMOTES) {
      expect(remotes[remote.scope]).toBe(remote === moved ? 'https://cdn.example/m.json' : `${remote.servedAt}mf-manifest.json`);
    }
  });

  it('picks PostgreSQL for a postgres URL', () => {
    const config = loadConfig({ SESSION_SECRET: secret, DATABASE_URL: 'postgres://u@localhost:5432/db' });
    expect(config.database.dialect).toBe('postgresql');
  });

  it('requires a session secret in production on PostgreSQL', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgresql://u@h/db' })).toThrow(/SESSION_SECRET/);
  });

  it('lists every invalid variable', () => {
    expect(() => loadConfig({ PORT: 'abc', APP_HOST: 'not a url', SESSION_SECRET: secret })).toThrow(/PORT[\s\S]*APP_HOST/);
  });

  it('reduces APP_HOST to its origin', () => {
    expect(loadConfig({ SESSION_SECRET: secret, APP_HOST: 'https://auth.example/path', DATABASE_URL: '/tmp/x.sqlite' }).appHost).toBe(
      'https://auth.example',
    );
  });
});

describe('PUBLIC_URL', () => {
  it('is required in production, and names itself when missing', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: secret, DATABASE_URL: '/tmp/x.sqlite' })).toThrow(
      /PUBLIC_URL: required in production/,
    );
  });

  it('is reduced to its origin in production', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: secret,
      DATABASE_URL: '/tmp/x.sqlite',
      PUBLIC_URL: 'https://app.example/x/',
    });
    expect(config.publicUrl).toBe('https://app.example');
  });

  it('defaults to localhost on the port in development and tests', () => {
    expect(loadConfig({ NODE_ENV: 'test', PORT: '4123', SESSION_SECRET: secret, DATABASE_URL: '/tmp/x.sqlite' }).publicUrl).toBe(
      'http://localhost:4123',
    );
    expect(loadConfig({ SESSION_SECRET: secret, DATABASE_URL: '/tmp/x.sqlite' }).publicUrl).toBe('http://localhost:3000');
  });
});
