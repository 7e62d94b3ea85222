import 'reflect-metadata';
import { endpoints } from '@flourishly/contracts';
import { PATH_METADATA, METHOD_METADATA, HTTP_CODE_METADATA } from '@nestjs/common/constants';
import { RequestMethod } from '@nestjs/common';
import { ContractRoute } from './routes';

/** The Nest route metadata `decorator` sets on a method. */
function routeOf(decorator: MethodDecorator) {
  class Probe {
    handler() {}
  }
  const descriptor = Object.getOwnPropertyDescriptor(Probe.prototype, 'handler') as PropertyDescriptor;
  decorator(Probe.prototype, 'handler', descriptor);
  const handler = descriptor.value as object;
  return {
    path: Reflect.getMetadata(PATH_METADATA, handler) as string,
    method: Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod,
    status: Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined,
  };
}

describe('ContractRoute', () => {
  it('routes the entry’s method on its path relative to the controller’s, with Nest parameters', () => {
    expect(routeOf(ContractRoute(endpoints.childParentTips))).toEqual({
      path: 'child-profiles/:childId/parent-tips',
      method: RequestMethod.GET,
      status: undefined,
    });
    expect(routeOf(ContractRoute(endpoints.gameContent, 'games'))).toEqual({
      path: ':id/content',
      method: RequestMethod.GET,
      status: undefined,
    });
    expect(routeOf(ContractRoute(endpoints.gameTime, 'child-profiles/:childId'))).toEqual({
      path: 'game-time',
      method: RequestMethod.GET,
      status: undefined,
    });
    // Nest stores the controller's own path as '/'.
    expect(routeOf(ContractRoute(endpoints.games, 'games'))).toEqual({ path: '/', method: RequestMethod.GET, status: undefined });
    expect(routeOf(ContractRoute(endpoints.runtimeConfig))).toEqual({ path: 'remotes.json', method: RequestMethod.GET, status: undefined });
  });

  it('answers the entry’s status where it is not the method’s default', () => {
    expect(routeOf(ContractRoute(endpoints.login)).status).toBe(200);
    expect(routeOf(ContractRoute(endpoints.logout)).status).toBe(204);
    expect(routeOf(ContractRoute(endpoints.requestPasswordReset, 'password-reset')).status).toBe(202);
  });

  it('refuses an entry whose path is not under the controller’s', () => {
    expect(() => ContractRoute(endpoints.gameImage, 'games')).toThrow(
      "GET /api/game-images/{file} is not under the controller's path 'games'",
    );
    expect(() => ContractRoute(endpoints.login, 'users')).toThrow('is not under');
  });
});
