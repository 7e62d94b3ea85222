import { Catch, HttpException, HttpStatus, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { ApiErrorBody } from '@flourishly/contracts';
import type { FastifyReply } from 'fastify';
import { ZodValidationException } from 'nestjs-zod';
import type { ZodError, core } from 'zod';
import { RateLimitExceededException } from '../rate-limit/rate-limit.service';
import { ServiceBusyException } from './service-busy.exception';

type ZodIssue = core.$ZodIssue;

/**
 * The issues a person can act on: a record's bad key or a map's bad element carries its own
 * issues (e.g. a control character in a key), which replace the generic "Invalid key in record".
 */
function leafIssues(issues: readonly ZodIssue[], basePath: PropertyKey[] = []): { path: PropertyKey[]; message: string }[] {
  return issues.flatMap((issue) => {
    const path = [...basePath, ...issue.path];
    if ((issue.code === 'invalid_key' || issue.code === 'invalid_element') && issue.issues.length > 0) {
      return leafIssues(issue.issues, path);
    }
    return [{ path, message: issue.message }];
  });
}

/**
 * The 4xx status of an error Fastify raised before the route ran (malformed JSON, a body over
 * the limit, an unsupported media type: FST_ERR_CTP_*), or null for any other error.
 */
function clientErrorStatus(error: unknown): number | null {
  const status = typeof error === 'object' && error !== null ? (error as { statusCode?: unknown }).statusCode : undefined;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : null;
}

/**
 * Answers every error with the JSON {@link ApiErrorBody}: a failed zod validation is 400 with
 * the first problem's message (what a person reads) and the list of field problems with their
 * paths; Fastify's own request errors (body parsing, size, media type) keep their 4xx status; a rate limit or a full queue (503) adds Retry-After; a unique-constraint violation that slipped
 * past a service's own check (two requests racing) is 409; anything unexpected is logged and
 * answered 500 without internals.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost) {
    const response = host.switchToHttp().getResponse<FastifyReply>();
    const body = this.toBody(exception);
    if (exception instanceof RateLimitExceededException || exception instanceof ServiceBusyException) {
      response.header('Retry-After', String(exception.retryAfterSeconds));
    }
    if (body.statusCode >= 500 && !(exception instanceof ServiceBusyException))
      this.logger.error(exception instanceof Error ? exception.stack : exception);
    void response.code(body.statusCode).send(body);
  }

  private toBody(exception: unknown): ApiErrorBody {
    if (exception instanceof ZodValidationException) {
      const zodError = exception.getZodError() as ZodError;
      const errors = leafIssues(zodError.issues).map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
      const message = errors[0]?.message ?? 'Invalid input';
      return { statusCode: HttpStatus.BAD_REQUEST, message, errors };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse();
      const raw = typeof response === 'string' ? response : (response as { message?: unknown }).message;
      const message = Array.isArray(raw) ? raw.join(', ') : typeof raw === 'string' ? raw : exception.message;
      return { statusCode: status, message };
    }
    if (exception instanceof UniqueConstraintViolationException) {
      return { statusCode: HttpStatus.CONFLICT, message: 'This was just saved by another request' };
    }
    const clientStatus = clientErrorStatus(exception);
    if (clientStatus !== null) {
      const message = clientStatus === 400 ? 'Malformed request body' : (exception as Error).message;
      return { statusCode: clientStatus, message };
    }
    return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, message: 'Something went wrong on our side' };
  }
}
