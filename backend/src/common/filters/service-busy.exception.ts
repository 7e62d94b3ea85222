import { HttpException, HttpStatus } from '@nestjs/common';

/**
 * 503 with Retry-After (seconds; the error filter sends it): a bounded queue of work is full, so
 * the request is refused at once rather than piling up (e.g. the report PDF's worker pool).
 */
export class ServiceBusyException extends HttpException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message, HttpStatus.SERVICE_UNAVAILABLE);
  }
}
