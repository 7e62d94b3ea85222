import type { ArgumentMetadata, PipeTransform } from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import type { Endpoint } from '@flourishly/contracts';
import { ZodValidationException } from 'nestjs-zod';
import { z } from 'zod';

type ValidatedPart = 'body' | 'query' | 'param';

/** The registry entry's schema of one part of a request. */
const schemaOfPart = (endpoint: Endpoint, part: ValidatedPart): z.ZodType | undefined =>
  part === 'body' ? endpoint.body : part === 'query' ? endpoint.query : endpoint.params;

/** The schema of one key of an object schema (`@Param('token')`), or undefined when it has none. */
function schemaOfKey(schema: z.ZodType, key: string): z.ZodType | undefined {
  return schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>)[key] : undefined;
}

/**
 * Validates a route's body, query and path parameters with the schemas of its registry entry
 * (docs/architecture.md, "Endpoints are declared once"): the handler receives what the schema
 * parses to (ids as numbers, trimmed text, defaults), and invalid input is a
 * `ZodValidationException`, answered 400 with every issue by ApiExceptionFilter. A single key
 * (`@Param('token')`) is checked with its property's schema. Custom parameter decorators (the
 * signed-in user, the current child) are left alone.
 */
export class ContractValidationPipe implements PipeTransform {
  constructor(private readonly endpoint: Endpoint) {}

  transform(value: unknown, { type, data }: ArgumentMetadata): unknown {
    if (type === 'custom') return value;
    const whole = schemaOfPart(this.endpoint, type);
    const schema = whole && data ? schemaOfKey(whole, data) : whole;
    if (!schema) return value;
    const result = schema.safeParse(value);
    if (!result.success) throw new ZodValidationException(result.error);
    return result.data;
  }
}

const PART_OF_PARAMTYPE: Partial<Record<RouteParamtypes, ValidatedPart>> = {
  [RouteParamtypes.BODY]: 'body',
  [RouteParamtypes.QUERY]: 'query',
  [RouteParamtypes.PARAM]: 'param',
};

/**
 * Throws when a handler reads a part of the request (`@Body()`, `@Query()`, `@Param()`) that its
 * registry entry declares no schema for, or names a key the schema does not have, so no input
 * reaches a handler unvalidated. Run by ContractRoute as the route is declared, after the
 * handler's parameter decorators (TypeScript applies those first).
 */
export function assertHandlerInputsDeclared(endpoint: Endpoint, target: object, key: string | symbol): void {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, target.constructor, key) ?? {}) as Record<string, { data?: unknown }>;
  for (const [argKey, { data }] of Object.entries(args)) {
    const part = PART_OF_PARAMTYPE[Number(argKey.split(':')[0]) as RouteParamtypes];
    if (!part) continue;
    const schema = schemaOfPart(endpoint, part);
    const where = `${endpoint.method} ${endpoint.path}`;
    if (!schema) throw new Error(`${where} reads its ${part} but the registry declares no ${part} schema for it`);
    if (typeof data === 'string' && !schemaOfKey(schema, data)) {
      throw new Error(`${where} reads ${part} '${data}', which its registry schema does not declare`);
    }
  }
}
