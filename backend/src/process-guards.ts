import type { LoggerService } from '@nestjs/common';
import type { Server } from 'node:http';

/**
 * What keeps one bad request from taking the server down (docs/architecture.md, "Errors"):
 * an error inside a request is answered 500 by ApiExceptionFilter; a promise rejected outside any
 * request (an event listener, a timer) is logged and the process keeps serving. An exception
 * thrown synchronously outside every handler leaves the process in an unknown state: it is
 * logged, `onFatal` runs (close the server, let in-flight requests finish) and the process exits
 * with status 1 for its supervisor to restart (README, "Run it in production").
 * Returns a function that removes the guards (tests).
 */
export function installProcessGuards(logger: LoggerService, onFatal: () => Promise<void> = async () => undefined): () => void {
  const onRejection = (reason: unknown) => {
    logger.error(`Unhandled promise rejection: ${reason instanceof Error ? reason.stack : String(reason)}`);
  };
  const onException = (error: Error) => {
    logger.error(`Uncaught exception, shutting down: ${error.stack ?? error.message}`);
    process.exitCode = 1;
    onFatal()
      .catch(() => undefined)
      .finally(() => process.exit(1));
  };
  process.on('unhandledRejection', onRejection);
  process.on('uncaughtException', onException);
  return () => {
    process.off('unhandledRejection', onRejection);
    process.off('uncaughtException', onException);
  };
}

/**
 * Graceful stop (SIGTERM from an orchestrator, a deploy): the server stops accepting
 * connections and closes idle keep-alive ones; requests in flight finish (their connections are
 * then closed); after `timeoutMs` any still open are cut. Then `closeApp` releases the database
 * and Redis. Resolves when everything is closed.
 */
export async function shutDownGracefully(server: Server, closeApp: () => Promise<void>, timeoutMs: number): Promise<void> {
  // Answers written from now on tell keep-alive clients to reconnect (to another instance).
  server.on('request', (_request, response) => response.setHeader('Connection', 'close'));
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const timer = setTimeout(() => server.closeAllConnections(), timeoutMs);
  await closed;
  clearTimeout(timer);
  await closeApp();
}
