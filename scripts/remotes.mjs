// The federated remotes, listed once in packages/contracts/remotes.json (docs/adding-a-remote.md),
// for the scripts and the ESLint configuration.
import { readFileSync } from 'node:fs';

/**
 * Every remote, in the manifest's order: its folder (`name`, e.g. 'mf-games'), federation
 * container name (`scope`), the URL path its build is served at (`servedAt`) and dev port.
 * @type {readonly { name: string; scope: string; servedAt: string; devPort: number }[]}
 */
export const REMOTES = JSON.parse(readFileSync(new URL('../packages/contracts/remotes.json', import.meta.url), 'utf8')).remotes;

/** The remotes' folders: 'mf-landing', ... */
export const REMOTE_FOLDERS = REMOTES.map((remote) => remote.name);
