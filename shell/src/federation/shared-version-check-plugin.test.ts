import { ModuleFederation, setGlobalFederationInstance } from '@module-federation/runtime-tools/runtime-core';
import remoteFallbackPlugin from './remote-fallback-plugin';
import sharedVersionCheckPlugin, { incompatibleSingletons, SharedVersionMismatchError } from './shared-version-check-plugin';

// The federation runtime's own share resolution, with a host and a remote sharing one scope the
// way a remoteEntry's init does; the remote instance is created after the shell's, as in the app.
const router = { name: 'router of the shell' };

function shell() {
  return new ModuleFederation({
    name: 'shell',
    remotes: [],
    shared: {
      'react-router-dom': { version: '7.9.4', lib: () => router, shareConfig: { singleton: true, requiredVersion: '^7.9.0' } },
      zod: { version: '4.1.0', lib: () => ({}), shareConfig: { singleton: false, requiredVersion: '^4.0.0' } },
    },
    plugins: [remoteFallbackPlugin(), sharedVersionCheckPlugin()],
  });
}

function remoteNeeding(range: string, singleton = true) {
  const host = shell();
  const remote = new ModuleFederation({
    name: 'mf_games',
    remotes: [],
    shared: {
      'react-router-dom': {
        version: '7.9.4',
        lib: () => ({ name: 'router of the remote' }),
        shareConfig: { singleton, requiredVersion: range },
      },
    },
  });
  remote.initShareScopeMap('default', host.shareScopeMap.default);
  return { host, remote };
}

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

it('gives a remote the shell’s singleton when its range accepts the running version', async () => {
  const { host, remote } = remoteNeeding('^7.0.0');
  await host.loadShare('react-router-dom');
  const factory = await remote.loadShare<typeof router>('react-router-dom');
  expect(factory && factory()).toBe(router);
});

it('refuses a singleton a remote needs in another range, naming the package, both versions and who provides it', async () => {
  const { host, remote } = remoteNeeding('^99.0.0');
  await host.loadShare('react-router-dom');
  const loading = remote.loadShare('react-router-dom');
  await expect(loading).rejects.toThrow(SharedVersionMismatchError);
  await expect(loading).rejects.toThrow(
    'Incompatible shared module: mf_games needs react-router-dom ^99.0.0 but the app runs 7.9.4 (provided by shell)',
  );
});

it('leaves a module that is not a singleton to the runtime’s own version choice', async () => {
  const { host, remote } = remoteNeeding('^99.0.0', false);
  await host.loadShare('react-router-dom');
  await expect(remote.loadShare('react-router-dom')).resolves.toBeInstanceOf(Function);
});

it('refuses a whole remote once loaded when a singleton it declares needs another range, even one its module does not import', async () => {
  const { host, remote } = remoteNeeding('^99.0.0');
  await host.loadShare('react-router-dom');
  const reason = 'mf_games needs react-router-dom ^99.0.0 but the app runs 7.9.4 (provided by shell)';
  expect(incompatibleSingletons(remote)).toEqual([reason]);
  setGlobalFederationInstance(remote);
  const onLoad = sharedVersionCheckPlugin().onLoad as (args: { remote: { name: string } }) => unknown;
  expect(() => onLoad({ remote: { name: 'mf_games' } })).toThrow(`Incompatible shared modules: ${reason}`);
});

it('lets a remote in whose singleton ranges accept the loaded copies', async () => {
  const { host, remote } = remoteNeeding('^7.0.0');
  await host.loadShare('react-router-dom');
  expect(incompatibleSingletons(remote)).toEqual([]);
  setGlobalFederationInstance(remote);
  const onLoad = sharedVersionCheckPlugin().onLoad as (args: { remote: { name: string } }) => unknown;
  expect(onLoad({ remote: { name: 'mf_games' } })).toBeUndefined();
});
