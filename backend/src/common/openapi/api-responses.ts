import { applyDecorators } from '@nestjs/common';
import { ApiBody, ApiParam, ApiQuery, ApiResponse } from '@nestjs/swagger';
import type { OpenAPIObject } from '@nestjs/swagger';
import { apiErrorBodySchema, type Endpoint } from '@flourishly/contracts';
import { z } from 'zod';

/** An OpenAPI schema object (not a $ref). */
type SchemaObject = Exclude<NonNullable<NonNullable<OpenAPIObject['components']>['schemas']>[string], { $ref: string }>;

/**
 * OpenAPI 3.0 schema of a contracts zod schema as the server sends it (`io` 'output', the
 * default) or as a client sends it ('input': what the server accepts), made by
 * zod's own `z.toJSONSchema`. nestjs-zod's DTO rendering is not used for answers: it mangles
 * `.nullable()` fields. zod writes a nullable field as `{type, nullable: true}`; a nullable enum
 * (or literal) also gets `null` in its `enum`, as OpenAPI 3.0 requires, or a validator rejects
 * the null the server sends. Unrepresentable parts (a transform) become `{}` (any value).
 */
export function openApiSchemaOf(schema: z.ZodType, io: 'input' | 'output' = 'output'): SchemaObject {
  return z.toJSONSchema(schema, {
    target: 'openapi-3.0',
    io,
    unrepresentable: 'any',
    override: ({ jsonSchema }) => {
      const node = jsonSchema as { nullable?: boolean; enum?: unknown[] };
      if (node.nullable === true && Array.isArray(node.enum) && !node.enum.includes(null)) node.enum.push(null);
    },
  }) as SchemaObject;
}

/** Documents a JSON answer of `status` whose body is `schema` (a contracts zod schema). */
export function ApiJsonResponse(status: number, schema: z.ZodType, description: string): MethodDecorator & ClassDecorator {
  return ApiResponse({ status, description, content: { 'application/json': { schema: openApiSchemaOf(schema) } } });
}

/** The properties of an object schema of path parameters or a query, by name, each with whether it is required. */
function fieldsOf(schema: z.ZodType): { name: string; schema: SchemaObject; required: boolean }[] {
  const document = openApiSchemaOf(schema, 'input') as { properties?: Record<string, SchemaObject>; required?: string[] };
  return Object.entries(document.properties ?? {}).map(([name, field]) => ({
    name,
    schema: field,
    required: document.required?.includes(name) ?? false,
  }));
}

/**
 * Documents what a registry entry takes: each path parameter and query parameter, and the JSON
 * body, from the entry's zod schemas as the server accepts them (the same schemas
 * ContractValidationPipe validates with).
 */
export function ApiRequestInputs({ params, query, body }: Endpoint): MethodDecorator {
  return applyDecorators(
    ...(params ? fieldsOf(params).map(({ name, schema }) => ApiParam({ name, required: true, schema })) : []),
    ...(query ? fieldsOf(query).map(({ name, schema, required }) => ApiQuery({ name, required, schema })) : []),
    ...(body ? [ApiBody({ required: true, schema: openApiSchemaOf(body, 'input') })] : []),
  );
}

/** Documents a 204 answer (no body). */
export function ApiNoContentResponse(description: string): MethodDecorator & ClassDecorator {
  return ApiResponse({ status: 204, description });
}

/** Documents a 200 answer that is a file of `mediaType` (an image, a PDF). */
export function ApiFileResponse(mediaType: string, description: string): MethodDecorator & ClassDecorator {
  return ApiResponse({ status: 200, description, content: { [mediaType]: { schema: { type: 'string', format: 'binary' } } } });
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/**
 * Adds to every operation a `default` answer: the JSON error body every API error carries
 * (`ApiErrorBody`, as `ApiExceptionFilter` writes it), under `components.schemas.ApiErrorBody`.
 * Returns the same document.
 */
export function withErrorResponses(document: OpenAPIObject): OpenAPIObject {
  document.components = {
    ...document.components,
    schemas: { ...document.components?.schemas, ApiErrorBody: openApiSchemaOf(apiErrorBodySchema) },
  };
  for (const pathItem of Object.values(document.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = pathItem[method];
      if (!operation) continue;
      operation.responses.default ??= {
        description: 'An error: {statusCode, message, errors?} (400 invalid input, 401, 403, 404, 409, 410, 429, 5xx)',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiErrorBody' } } },
      };
    }
  }
  return document;
}
