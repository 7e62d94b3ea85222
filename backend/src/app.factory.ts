import fastifyCompress from '@fastify/compress';
import { MikroORM, RequestContext, type EntityManager } from '@mikro-orm/core';
import { RequestMethod } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { LogController } from 'fastify';
import helmet from 'helmet';
import { AsyncLocalStorage } from 'node:async_hooks';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { cleanupOpenApiDoc } from 'nestjs-zod';
import { Logger as NestPinoLogger } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import { AppModule } from './app.module';
import { SESSION_COOKIE_NAME } from './common/cookies';
import { registerSessions } from './auth/sessions';
import { isApiPath } from './common/http';
import { withErrorResponses } from './common/openapi/api-responses';
import { createRootLogger, registerRequestLogging, requestIdOf } from './common/logging/request-logging';
import { csrfOriginCheck } from './common/middleware/csrf-origin.middleware';
import type { AppConfig } from './config/app-config';
import { RemoteReleases } from './web/remote-releases';
import { runtimeConfigOf } from './web/runtime-config.controller';
import { serveFrontend } from './web/serve-frontend';

/** Strict-Transport-Security of a secure answer: one year, subdomains included (helmet's default). */
const HSTS = 'max-age=31536000; includeSubDomains';

/** Largest request body accepted (bytes); a larger one is answered 413. */
const BODY_LIMIT_BYTES = 100 * 1024;

export interface CreateAppOptions {
  /** Overrides the configured LOG_LEVEL (tests pass 'silent'). */
  logLevel?: AppConfig['logLevel'];
  /** Where the JSON log lines go; stdout by default. */
  logDestination?: DestinationStream;
}

/** Origins of remotes hosted elsewhere, which the CSP must allow to load scripts from. */
function remoteOrigins(config: AppConfig): string[] {
  return Object.values(config.remotes)
    .filter((entry) => /^https?:\/\//.test(entry))
    .map((entry) => new URL(entry).origin);
}

/** A request's EntityManagers by name (a RequestContext's map), each forked from the app's on first use. */
class LazyForks extends Map<string, EntityManager> {
  private forking = false;

  constructor(private readonly orm: MikroORM) {
    super();
  }

  override get(name: string): EntityManager | undefined {
    let em = super.get(name);
    // While forking, the new EntityManager looks up the context itself: it must find none, as
    // when RequestContext.create forks before entering the context.
    if (em === undefined && !this.forking && name === this.orm.em.name) {
      this.forking = true;
      try {
        em = this.orm.em.fork({ useContext: true, disableContextResolution: true });
      } finally {
        this.forking = false;
      }
      this.set(name, em);
    }
    return em;
  }
}

/**
 * Where MikroORM keeps the request context (a static its typings call private): a request's
 * context is made here with {@link LazyForks}, so routes that answer from plain rows never pay
 * for a fork (docs/architecture.md, "Hot path"), while `RequestContext.getEntityManager` and
 * `em.getContext()` work as with `RequestContext.create`.
 */
const requestContextStorage = (RequestContext as unknown as { storage: unknown }).storage as AsyncLocalStorage<RequestContext>;
if (!(requestContextStorage instanceof AsyncLocalStorage)) throw new Error('MikroORM RequestContext.storage is not an AsyncLocalStorage');

/**
 * Builds the whole HTTP app on Fastify (not yet listening, migrations not applied): JSON request
 * logs with a request id (first, so every answer is logged and timed), Nest's own logs through
 * the same pino logger, helmet, compression, and on /api only: `Cache-Control: no-store`, the
 * CSRF origin check and database sessions in an httpOnly SameSite=Lax cookie; the API under
 * /api, OpenAPI at /api/docs, and (when configured) the built front end.
 */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<NestFastifyApplication> {
  const rootLogger = createRootLogger(options.logLevel ?? config.logLevel, options.logDestination);
  const adapter = new FastifyAdapter({
    loggerInstance: rootLogger,
    // One line per request is written by registerRequestLogging, not by Fastify; `reqId` labels it.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestIdOf,
    trustProxy: config.trustProxy ? 1 : false,
    bodyLimit: BODY_LIMIT_BYTES,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, rootLogger), adapter, { bufferLogs: true });
  app.useLogger(app.get(NestPinoLogger));
  // Nest flushes its buffered start-up lines only on listen(); tests never listen.
  app.flushLogs();
  const fastify = app.getHttpAdapter().getInstance();
  registerRequestLogging(fastify);
  // Each request gets its own EntityManager fork; a plain onRequest hook costs less than Nest
  // middleware run through @fastify/middie (docs/architecture.md, "Hot path").
  const orm = app.get(MikroORM);
  fastify.addHook('onRequest', (_request, _reply, done) => {
    requestContextStorage.run(new RequestContext(new LazyForks(orm)), done);
  });
  app.setGlobalPrefix('api', { exclude: [{ path: 'remotes.json', method: RequestMethod.GET }] });
  // gzip (or brotli) for the front end's scripts and the API's JSON: the landing page's
  // JavaScript budget is counted compressed.
  await app.register(fastifyCompress);
  const extraOrigins = remoteOrigins(config);
  // Helmet's headers from a middleware built once: @fastify/helmet built it anew for every
  // request (docs/architecture.md, "Hot path").
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        'script-src': ["'self'", ...extraOrigins],
        'connect-src': ["'self'", ...extraOrigins],
        'img-src': ["'self'", 'data:', ...extraOrigins],
        // Only a TLS deployment may ask browsers to upgrade; http://localhost must keep working.
        'upgrade-insecure-requests': config.cookieSecure === true ? [] : null,
      },
    },
    // Sent below whenever the request itself is secure, not only with COOKIE_SECURE=true.
    strictTransportSecurity: false,
    crossOriginResourcePolicy: { policy: extraOrigins.length > 0 ? 'cross-origin' : 'same-origin' },
  });
  fastify.addHook('onRequest', (request, reply, done) => {
    // HSTS on every secure answer: TLS here, or behind a trusted proxy that says https
    // (X-Forwarded-Proto with TRUST_PROXY), or a deployment declared secure (COOKIE_SECURE=true).
    if (config.cookieSecure === true || request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    securityHeaders(request.raw, reply.raw, done as (error?: unknown) => void);
  });
  // no-store, the CSRF check and sessions only on the API: static files and the shell's pages
  // never read or write the session store (docs/architecture.md, "Sessions on the API only").
  const csrf = csrfOriginCheck(config.appHost ? [config.appHost] : []);
  fastify.addHook('onRequest', (request, reply, done) => {
    if (!isApiPath(request.url)) return done();
    reply.header('Cache-Control', 'no-store');
    csrf(request, reply, done);
  });
  const store = await registerSessions(app, config);
  const releases = app.get(RemoteReleases);
  if (config.staticRoot) await serveFrontend(app, config.staticRoot, releases, () => runtimeConfigOf(config, releases));

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Flourishly API')
      .setDescription('Child development app for parents and caregivers of children aged 0-12.')
      .setVersion('0.1.0')
      .addCookieAuth(SESSION_COOKIE_NAME)
      .build(),
  );
  SwaggerModule.setup('api/docs', app, withErrorResponses(cleanupOpenApiDoc(document)), { jsonDocumentUrl: 'api/docs/openapi.json' });
  const close = app.close.bind(app);
  app.close = async () => {
    store.close();
    await close();
  };
  return app;
}
