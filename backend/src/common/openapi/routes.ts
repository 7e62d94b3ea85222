import { applyDecorators, Delete, Get, HttpCode, Patch, Post, Put, SetMetadata, UseInterceptors, UsePipes } from '@nestjs/common';
import { ApiHeader, ApiOperation } from '@nestjs/swagger';
import type { Endpoint } from '@flourishly/contracts';
import type { z } from 'zod';
import { ApiFileResponse, ApiJsonResponse, ApiNoContentResponse, ApiRequestInputs } from './api-responses';
import { assertHandlerInputsDeclared, ContractValidationPipe } from './contract-validation.pipe';
import { IdempotencyInterceptor } from '../idempotency/idempotency.interceptor';
import { ContentLocaleInterceptor } from '../locale/content-locale';
import { CONTRACT_ENDPOINT_METADATA } from './contract-endpoint';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const ROUTE_DECORATORS: Record<HttpMethod, (path: string) => MethodDecorator> = {
  GET: Get,
  POST: Post,
  PUT: Put,
  PATCH: Patch,
  DELETE: Delete,
};

/**
 * A route whose answer is a JSON body, in one decorator: the Nest route (`method` on `path`,
 * relative to the controller's; '' for the controller's own), the OpenAPI operation `summary`,
 * and the success answer `answer` (a contracts zod schema) with its `answerDescription`
 * (docs/architecture.md, "The OpenAPI document describes every answer"). `status` is the
 * success status when it is not Nest's default for the method (201 for POST, else 200): the
 * route then answers it (`@HttpCode`) and the document declares it, so the two cannot differ.
 *
 * `@JsonRoute('GET', ':id', 'One game', gameSchema, 'The game')`
 */
export function JsonRoute(
  method: Exclude<HttpMethod, 'DELETE'>,
  path: string,
  summary: string,
  answer: z.ZodType,
  answerDescription: string,
  status?: 200 | 201 | 202,
): MethodDecorator {
  const defaultStatus = method === 'POST' ? 201 : 200;
  const answerStatus = status ?? defaultStatus;
  return applyDecorators(
    ROUTE_DECORATORS[method](path),
    ...(answerStatus === defaultStatus ? [] : [HttpCode(answerStatus)]),
    ApiOperation({ summary }),
    ApiJsonResponse(answerStatus, answer, answerDescription),
  );
}

/**
 * A route (`method` on `path`) that answers 204 with no body: the Nest route with `@HttpCode(204)`,
 * the OpenAPI `summary` and the documented 204 (`answerDescription`: what was done).
 */
export function NoContentRoute(
  method: Exclude<HttpMethod, 'GET'>,
  path: string,
  summary: string,
  answerDescription: string,
): MethodDecorator {
  return applyDecorators(ROUTE_DECORATORS[method](path), HttpCode(204), ApiOperation({ summary }), ApiNoContentResponse(answerDescription));
}

/** A GET route on `path` whose 200 answer is a file of `mediaType` (an image, a PDF), with its OpenAPI `summary`. */
export function FileRoute(path: string, summary: string, mediaType: string, answerDescription: string): MethodDecorator {
  return applyDecorators(Get(path), ApiOperation({ summary }), ApiFileResponse(mediaType, answerDescription));
}

/**
 * The route of an endpoint of the contracts' registry (`endpoints.x`, docs/architecture.md,
 * "Endpoints are declared once"), in one decorator: its method and path, relative to `under`
 * (the controller's own path, as Nest writes it; '' for `@Controller()`), its OpenAPI summary, its
 * documented inputs and success answer (`JsonRoute`, `NoContentRoute` or `FileRoute` by the
 * entry's status and answer), and the validation of its body, query and path parameters with the
 * entry's schemas (`ContractValidationPipe`); a `localized` entry gets the interceptor that picks
 * the answer's language and documents Accept-Language, an `idempotent` one the interceptor that
 * honours Idempotency-Key and documents it (on these routes only: an app-wide interceptor costs
 * every request). Throws at start when the entry's path is not under
 * the controller's, or when the handler reads an input the entry declares no schema for, so the
 * route and its entry cannot disagree.
 *
 * `@ContractRoute(endpoints.createInquiry)` on `@Controller()`: POST /api/inquiries.
 */
export function ContractRoute(endpoint: Endpoint, under = ''): MethodDecorator {
  const route = applyDecorators(
    SetMetadata(CONTRACT_ENDPOINT_METADATA, endpoint),
    routeOf(endpoint, under),
    UsePipes(new ContractValidationPipe(endpoint)),
    ApiRequestInputs(endpoint),
    // A localised answer follows the parent's chosen language, else this header (common/locale/content-locale.ts).
    ...(endpoint.localized
      ? [
          UseInterceptors(new ContentLocaleInterceptor()),
          ApiHeader({
            name: 'Accept-Language',
            required: false,
            description: 'Used when the parent has not chosen a language; the answer names its own in Content-Language',
          }),
        ]
      : []),
    // A replayable write honours this header (common/idempotency/idempotency.interceptor.ts).
    ...(endpoint.idempotent
      ? [
          UseInterceptors(IdempotencyInterceptor),
          ApiHeader({
            name: 'Idempotency-Key',
            required: false,
            description:
              'A key of 1-255 visible ASCII characters, yours for 24 hours: the same key and body answers the first success again ' +
              '(with Idempotent-Replayed: true) and writes nothing; another body or route 422; while the first is running 409 with Retry-After',
          }),
        ]
      : []),
  );
  return (target, key, descriptor) => {
    assertHandlerInputsDeclared(endpoint, target, key);
    return route(target, key, descriptor);
  };
}

/** The Nest route and OpenAPI answer of a registry entry, its path relative to `under`. */
function routeOf(endpoint: Endpoint, under: string): MethodDecorator {
  // '/remotes.json' is the one path outside the global prefix 'api' (app.factory.ts).
  const own = under.replace(/:(\w+)/g, '{$1}');
  const prefix = endpoint.path.startsWith('/api/') ? `/api/${own}` : `/${own}`;
  const rest = endpoint.path.slice(prefix.length);
  if (!endpoint.path.startsWith(prefix) || (rest !== '' && !rest.startsWith('/') && !prefix.endsWith('/'))) {
    throw new Error(`${endpoint.method} ${endpoint.path} is not under the controller's path '${under}'`);
  }
  const path = rest.replace(/^\//, '').replace(/\{(\w+)\}/g, ':$1');
  const { method, summary, answer, status } = endpoint;
  if (status === 204) {
    if (method === 'GET') throw new Error(`${method} ${endpoint.path}: a GET answers a body`);
    return NoContentRoute(method, path, summary, answer);
  }
  if (endpoint.file) {
    if (method !== 'GET') throw new Error(`${method} ${endpoint.path}: only a GET answers a file`);
    return FileRoute(path, summary, endpoint.file, answer);
  }
  if (!endpoint.response || method === 'DELETE') throw new Error(`${method} ${endpoint.path} declares no JSON answer`);
  return JsonRoute(method, path, summary, endpoint.response, answer, status);
}
