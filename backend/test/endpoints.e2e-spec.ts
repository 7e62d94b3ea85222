import { endpointList } from '@flourishly/contracts';
import { PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { CONTRACT_ENDPOINT_METADATA } from '../src/common/openapi/contract-endpoint';
import { createTestApp, routerRoutes, type TestApp } from './test-app';

/**
 * The contracts' endpoint registry is the API's one list of endpoints (docs/architecture.md,
 * "Endpoints are declared once"): the app routes exactly the registry's methods and paths, so a
 * route the contracts do not declare, or an entry the server does not answer, fails here.
 */
describe('the endpoint registry against the router', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp('sqlite');
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('routes every endpoint of the registry and nothing else', () => {
    const declared = endpointList.map(({ method, path }) => `${method} ${path.replace(/\{(\w+)\}/g, ':$1')}`).sort();
    const routed = routerRoutes(testApp).sort();
    expect(routed.length).toBeGreaterThan(40);
    expect(routed.filter((route) => !declared.includes(route))).toEqual([]);
    expect(declared.filter((route) => !routed.includes(route))).toEqual([]);
  });

  it('serves every route through ContractRoute, which validates its inputs with the entry’s schemas', () => {
    const controllers = new Set(
      [...testApp.app.get(ModulesContainer).values()].flatMap((module) => [...module.controllers.values()].map(({ metatype }) => metatype)),
    );
    const handlers = [...controllers]
      .flatMap((metatype) => (metatype ? [metatype] : []))
      .flatMap((metatype) =>
        Object.getOwnPropertyNames(metatype.prototype).map((key) => ({
          name: `${metatype.name}.${key}`,
          handler: (metatype.prototype as Record<string, unknown>)[key],
        })),
      )
      .filter(
        ({ name, handler }) =>
          !name.endsWith('.constructor') && typeof handler === 'function' && Reflect.getMetadata(PATH_METADATA, handler) !== undefined,
      );
    expect(handlers.length).toBe(endpointList.length);
    const endpointOf = (handler: unknown) => Reflect.getMetadata(CONTRACT_ENDPOINT_METADATA, handler as object) as unknown;
    expect(handlers.filter(({ handler }) => endpointOf(handler) === undefined).map(({ name }) => name)).toEqual([]);
  });

  it('documents every endpoint in the OpenAPI document with its summary and success status', async () => {
    const document = (await testApp.agent().get('/api/docs/openapi.json').expect(200)).body as {
      paths: Record<string, Record<string, { summary?: string; responses: Record<string, unknown> }>>;
    };
    const documented = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual(endpointList.map(({ method, path }) => `${method} ${path}`).sort());
    for (const { name, method, path, summary, status } of endpointList) {
      const operation = document.paths[path][method.toLowerCase()];
      expect([name, operation.summary, Object.keys(operation.responses)]).toEqual([
        name,
        summary,
        expect.arrayContaining([String(status)]),
      ]);
    }
  });
});
