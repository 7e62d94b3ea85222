// The shell type-checks the remotes' exposed modules as each remote emits their types
// (scripts/remote-types.mjs, run by `npm run typecheck` and by every release): a module that is
// missing, or whose props no longer accept the ones the contract declares
// (packages/platform/src/federation/remote-contracts.ts), fails the shell's type check.
import type { ComponentType } from 'react';
import type { RemoteModuleId, RemotePropsOf } from '@flourishly/platform';
import type { ExposedModules as ChildrenModules } from '@remote-types/mf-children';
import type { ExposedModules as DashboardModules } from '@remote-types/mf-dashboard';
import type { ExposedModules as GamesModules } from '@remote-types/mf-games';
import type { ExposedModules as LandingModules } from '@remote-types/mf-landing';

/** What the contract asks of every exposed module: a component that takes its declared props. */
type ContractModules = { [Id in RemoteModuleId]: ComponentType<RemotePropsOf<Id>> };

/** Accepts only module maps that meet the contract. */
type MeetsContract<Modules extends ContractModules> = Modules;

/** The remotes' exposed modules, as emitted; the constraint is the check. */
export type ReleasedRemoteModules = MeetsContract<LandingModules & DashboardModules & ChildrenModules & GamesModules>;
