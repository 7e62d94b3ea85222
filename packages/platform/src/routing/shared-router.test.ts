import { readFileSync } from 'node:fs';
import * as reactRouter from 'react-router';
import * as reactRouterDom from 'react-router-dom';

// packages/webpack-config/shared-router.js: the list of names every app's `react-router-dom` is
// held to (lint), and react-router-dom.mjs: the module the builds share under that name.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS build helper
const { SHARED_ROUTER_VALUES, SHARED_ROUTER_MODULE } = require('@flourishly/webpack-config/shared-router') as {
  SHARED_ROUTER_VALUES: string[];
  SHARED_ROUTER_MODULE: string;
};

/** The names `export { ... } from 'react-router'` re-exports in the shared router module. */
function reExportedNames(): string[] {
  const source = readFileSync(SHARED_ROUTER_MODULE, 'utf8');
  const match = /export\s*\{([^}]*)\}\s*from\s*'react-router';/.exec(source);
  if (!match) throw new Error(`${SHARED_ROUTER_MODULE} re-exports nothing from react-router`);
  return match[1]
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

describe('the shared router', () => {
  it('re-exports exactly the names lint allows', () => {
    expect(reExportedNames().sort()).toEqual([...SHARED_ROUTER_VALUES].sort());
  });

  it.each(SHARED_ROUTER_VALUES)('%s is the one react-router-dom would give', (name) => {
    const fromRouter = (reactRouter as Record<string, unknown>)[name];
    expect(fromRouter).toBeDefined();
    expect((reactRouterDom as Record<string, unknown>)[name]).toBe(fromRouter);
  });
});
