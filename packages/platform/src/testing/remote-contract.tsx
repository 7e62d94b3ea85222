// The contract test every remote runs (packages/platform/src/federation/remote-contracts.ts):
// imported by tests only, by path ('@flourishly/platform/testing/remote-contract').
import { waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { join } from 'node:path';
import type { RemoteName } from '@flourishly/contracts';
import {
  declaredExposeKeys,
  REMOTE_MODULES,
  remoteModuleIds,
  type RemoteModuleContract,
  type RemoteModuleIdOf,
  type RemotePropsOf,
} from '../federation/remote-contracts';
import { answerEveryEndpointNotFound, renderWithPlatform } from './render-with-platform';

/**
 * Each exposed module of a remote, loaded the way its test file imports it. The type is the
 * check: a module whose props no longer accept the declared ones fails `npm run typecheck`.
 */
export type ExposedModules<Name extends RemoteName> = {
  [Id in RemoteModuleIdOf<Name>]: () => Promise<{ default: ComponentType<RemotePropsOf<Id>> }>;
};

/** What packages/webpack-config attaches to a remote's webpack configuration function. */
interface FederatedWebpackConfig {
  federation: { name: string; exposes: Record<string, string> };
}

/** A concrete address for a route pattern: ids become 1, a trailing '*' goes. */
const addressOf = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, '1').replace(/\/\*$/, '');

/**
 * Declares the contract tests of remote `name`: its webpack `exposes` keys are exactly the
 * declared ones and point at the modules the test imports, and each module renders with its
 * declared example props (at its first declared route, if any) while every API call answers 404.
 * @param remoteDir the remote's folder, holding its webpack.config.js (expose paths are relative to it)
 */
export function describeRemoteContract<Name extends RemoteName>(name: Name, remoteDir: string, modules: ExposedModules<Name>) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the remote's CommonJS webpack configuration
  const webpackConfig = require(join(remoteDir, 'webpack.config.js')) as FederatedWebpackConfig;
  describe(`${name}: the contract of packages/platform/src/federation/remote-contracts.ts`, () => {
    it('exposes exactly the declared modules under the declared container name', () => {
      expect(webpackConfig.federation.name).toBe(name);
      expect(Object.keys(webpackConfig.federation.exposes).sort()).toEqual(declaredExposeKeys(name).sort());
      expect(Object.keys(modules).sort()).toEqual(remoteModuleIds(name).sort());
    });

    it.each(remoteModuleIds(name))('%s renders with the declared props', async (id) => {
      const exposeKey = `./${id.slice(name.length + 1)}`;
      const exposed = (await import(join(remoteDir, webpackConfig.federation.exposes[exposeKey]))) as { default: unknown };
      const { default: Component } = await (modules[id] as () => Promise<{ default: ComponentType<object> }>)();
      expect(exposed.default).toBe(Component);
      answerEveryEndpointNotFound();
      const contract: RemoteModuleContract<object> = REMOTE_MODULES[id];
      const pattern = contract.routes[0];
      const { container, baseElement } = renderWithPlatform(
        <Component {...contract.exampleProps} />,
        pattern ? { pattern, path: contract.exampleAddress ?? addressOf(pattern) } : {},
      );
      // A dialog draws into a portal outside the container: either counts as drawn.
      await waitFor(() => expect(container.childElementCount + within(baseElement).queryAllByRole('dialog').length).toBeGreaterThan(0));
      expect(container.textContent).not.toBe('Elsewhere');
    });
  });
}
