import { REMOTE_NAMES } from '@flourishly/contracts';
import { REMOTE_MODULES, remoteModuleIds } from './remote-contracts';

// The remotes are listed in packages/contracts/remotes.json, whose names TypeScript reads as plain
// strings: this holds the contract's module ids to that list.
describe('the shell-remote contract', () => {
  it('declares modules of listed remotes only', () => {
    const containers = new Set(Object.keys(REMOTE_MODULES).map((id) => id.slice(0, id.indexOf('/'))));
    expect([...containers].filter((name) => !REMOTE_NAMES.includes(name))).toEqual([]);
  });

  it.each(REMOTE_NAMES)('declares at least one module of %s', (name) => {
    expect(remoteModuleIds(name).length).toBeGreaterThan(0);
  });
});
