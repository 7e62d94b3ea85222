import { z } from 'zod';
import type { ChildRole } from '../families';
import { entityIdParamSchema } from '../ids';
import type { EndpointRoute } from './paths';

/**
 * Who may call an endpoint, as the server decides it:
 * - 'public': anyone, signed in or not (`@Public()`);
 * - 'signed-in': any signed-in user; the session decides whose data;
 * - 'self': the user named by `{userId}` alone (403 for anyone else);
 * - 'device': a connected device with its ingestion token (sessions count for nothing);
 * - `{ child }`: the roles on the child the endpoint names (in its path, query or body, or
 *   through a record of the child) that may call it; no role at all is 404, a role not listed
 *   403 (the child-access guard with its `RequireChildRole`, or the service's `assertRole`).
 */
export type EndpointAccess = 'public' | 'signed-in' | 'self' | 'device' | { child: readonly ChildRole[] };

/** Any role on the child: reading a child's records. */
export const ANY_CHILD_ROLE = { child: ['owner', 'caregiver', 'viewer'] } as const;
/** The roles that change a child's records: a viewer reads only. */
export const CHILD_CHANGERS = { child: ['owner', 'caregiver'] } as const;
/** The owner alone: deleting the child, managing who has access and report links. */
export const CHILD_OWNER = { child: ['owner'] } as const;

/** The success statuses an endpoint answers with. */
export type SuccessStatus = 200 | 201 | 202 | 204;

/**
 * One endpoint of the API: its method and path (OpenAPI style), its OpenAPI `summary`, who may
 * call it, the zod schemas of its path parameters, query and body (the ones the server
 * validates with), and its success answer: `status` with the JSON `response` schema, a file
 * of media type `file`, or nothing (204). `answer` says what the success answer is; `localized`
 * that its texts follow the parent's language; `idempotent` (on the route, {@link EndpointRoute})
 * that a client may replay it safely.
 */
export interface Endpoint<Path extends string = string> extends EndpointRoute<Path> {
  summary: string;
  access: EndpointAccess;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  status: SuccessStatus;
  response?: z.ZodType;
  file?: string;
  answer: string;
  /**
   * The answer's texts are in the parent's language (their `locale` setting, else the request's
   * Accept-Language), named in `Content-Language`; keys, codes and enums stay English.
   */
  localized?: true;
}

/** Checks a domain's entries against {@link Endpoint}, keeping their literal types. */
export const defineEndpoints = <const Entries extends Record<string, Endpoint>>(entries: Entries): Entries => entries;

/** Path parameters that are all entity ids ("42"), by name. */
export const idParams = <const Name extends string>(...names: Name[]) =>
  z.object(Object.fromEntries(names.map((name) => [name, entityIdParamSchema])) as Record<Name, typeof entityIdParamSchema>);

/** A file name in a path ('fox.svg'); the server answers 404 for one it does not have. */
export const fileParams = z.object({ file: z.string() });

/** A token in a path: the server answers 404 (or 410) for one it does not know. */
export const tokenParams = z.object({ token: z.string() });

/** What the server's validation makes of a part of a request: the schema's output, or never when the entry declares none. */
type Parsed<Schema> = Schema extends z.ZodType ? z.output<Schema> : never;

/** The body a handler of `E` receives, validated by the entry's `body` schema (`@Body() body: BodyOf<typeof endpoints.x>`). */
export type BodyOf<E extends Endpoint> = Parsed<E['body']>;
/** The query a handler of `E` receives, validated by the entry's `query` schema. */
export type QueryOf<E extends Endpoint> = Parsed<E['query']>;
/** The path parameters a handler of `E` receives, validated by the entry's `params` schema (ids as numbers). */
export type ParamsOf<E extends Endpoint> = Parsed<E['params']>;
