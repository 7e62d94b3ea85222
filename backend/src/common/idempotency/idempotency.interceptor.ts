import {
  BadRequestException,
  ConflictException,
  Injectable,
  Logger,
  UnprocessableEntityException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { catchError, concatMap, from, of, type Observable } from 'rxjs';
import { bodyHash } from './canonical-json';
import { contractEndpointOf } from '../openapi/contract-endpoint';
import { IdempotencyKeyStore } from './idempotency-key-store';

/** The request header a client names its key in, and the answer's header that marks a replay. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
/** 1-255 visible ASCII characters (no spaces or controls). */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
/** What a 409 asks the client to wait before retrying: the first request is usually done within it. */
const IN_FLIGHT_RETRY_AFTER_SECONDS = 1;

/**
 * For an endpoint the registry marks `idempotent`, when the request names an `Idempotency-Key`
 * (docs/architecture.md, "Idempotent writes"): claims the key for the signed-in user before the
 * write runs, stores its success answer, and gives the key back when it fails. A key already
 * answered with the same route and body is answered again (its status and body, with
 * `Idempotent-Replayed: true`) without running the write; with another route or body 422; still
 * running 409 with Retry-After; a malformed key 400. Without the header the request passes through
 * untouched. ContractRoute puts it on the `idempotent` routes only, where it costs the others nothing. Runs after the guards (session, child access) and before the
 * body's validation, which fails like any other error and releases the key.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  private readonly logger = new Logger(IdempotencyInterceptor.name);

  constructor(private readonly keys: IdempotencyKeyStore) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const endpoint = contractEndpointOf(context.getHandler());
    if (!endpoint?.idempotent || context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const key = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
    const userId = request.signedInUser?.id;
    if (key === undefined || userId === undefined) return next.handle();
    if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
      throw new BadRequestException(`${IDEMPOTENCY_KEY_HEADER} must be 1 to 255 visible ASCII characters`);
    }
    const childId = Number((request.params as Record<string, string> | undefined)?.childId);
    const claim = await this.keys.claim({
      userId,
      childId: Number.isSafeInteger(childId) && childId > 0 ? childId : null,
      key,
      route: `${request.method} ${request.url}`,
      bodyHash: bodyHash(request.body),
    });
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    switch (claim.outcome) {
      case 'mismatch':
        throw new UnprocessableEntityException(`This ${IDEMPOTENCY_KEY_HEADER} was used for another request`);
      case 'in-flight':
        reply.header('Retry-After', String(IN_FLIGHT_RETRY_AFTER_SECONDS));
        throw new ConflictException(`The first request with this ${IDEMPOTENCY_KEY_HEADER} is still being processed`);
      case 'replay':
        reply.status(claim.status).header(IDEMPOTENT_REPLAYED_HEADER, 'true');
        return of(claim.body);
    }
    return next.handle().pipe(
      catchError((error: unknown) =>
        from(this.keys.release(claim.id).catch(() => undefined)).pipe(
          concatMap(() => {
            throw error;
          }),
        ),
      ),
      concatMap(async (body: unknown) => {
        try {
          await this.keys.complete(claim.id, endpoint.status, body);
        } catch (error) {
          // The write is done: answer it; without the stored answer a retry counts as new.
          this.logger.error('Storing an idempotent answer failed', error instanceof Error ? error.stack : String(error));
          await this.keys.release(claim.id).catch(() => undefined);
        }
        return body;
      }),
    );
  }
}
