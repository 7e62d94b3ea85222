import { MikroORM } from '@mikro-orm/core';
import { RequestMethod } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import type { NextFunction, Request, Response } from 'express';
import session from 'express-session';
import helmet from 'helmet';
import { cleanupOpenApiDoc } from 'nestjs-zod';
import { Logger as NestPinoLogger } from 'nestjs-pino';
import passport from 'passport';
import type { DestinationStream } from 'pino';
import { AppModule } from './app.module';
import { SESSION_COOKIE_NAME } from './auth/auth.controller';
import { DatabaseSessionStore, SESSION_ABSOLUTE_LIFETIME_MS } from './auth/database-session.store';
import { withErrorResponses } from './common/openapi/api-responses';
import { createRequestLogging, createRootLogger } from './common/logging/request-logging';
import { csrfOriginCheck } from './common/middleware/csrf-origin.middleware';
import type { AppConfig } from './config/app-config';
import { RemoteReleases } from './web/remote-releases';
import { runtimeConfigOf } from './web/runtime-config.controller';
import { serveFrontend } from './web/serve-frontend';

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

/**
 * Builds the whole HTTP app (not yet listening, migrations not applied): JSON request logs with
 * a request id (first, so every answer is logged and timed), Nest's own logs through the same
 * pino logger, helmet, database
 * sessions in an httpOnly SameSite=Lax cookie, passport, CSRF origin check on /api, the API
 * under /api, OpenAPI at /api/docs, and (when configured) the built front end.
 */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<NestExpressApplication> {
  const rootLogger = createRootLogger(options.logLevel ?? config.logLevel, options.logDestination);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, rootLogger), { bufferLogs: true });
  app.useLogger(app.get(NestPinoLogger));
  // Nest flushes its buffered start-up lines only on listen(); tests never listen.
  app.flushLogs();
  app.use(createRequestLogging(rootLogger));
  app.setGlobalPrefix('api', { exclude: [{ path: 'remotes.json', method: RequestMethod.GET }] });
  app.set('trust proxy', config.trustProxy ? 1 : false);
  app.disable('x-powered-by');
  // gzip (or brotli) for the front end's scripts and the API's JSON: the landing page's
  // JavaScript budget is counted compressed.
  app.use(compression());
  const extraOrigins = remoteOrigins(config);
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'script-src': ["'self'", ...extraOrigins],
          'connect-src': ["'self'", ...extraOrigins],
          'img-src': ["'self'", 'data:', ...extraOrigins],
          // Only a TLS deployment may ask browsers to upgrade; http://localhost must keep working.
          'upgrade-insecure-requests': config.cookieSecure === true ? [] : null,
        },
      },
      strictTransportSecurity: config.cookieSecure === true,
      crossOriginResourcePolicy: { policy: extraOrigins.length > 0 ? 'cross-origin' : 'same-origin' },
    }),
  );
  const store = new DatabaseSessionStore(app.get(MikroORM));
  // Sessions, passport and no-store only on the API: static files and the shell's pages never
  // read or write the session store (docs/architecture.md, "Sessions on the API only").
  app.use(
    '/api',
    (_request: Request, response: Response, next: NextFunction) => {
      response.setHeader('Cache-Control', 'no-store');
      next();
    },
    session({
      name: SESSION_COOKIE_NAME,
      secret: config.sessionSecret,
      store,
      resave: false,
      saveUninitialized: false,
      // The cookie is set at sign-in and lives as long as the absolute lifetime; the idle
      // lifetime and its hourly renewal are the store's (docs/architecture.md, "Sessions").
      rolling: false,
      cookie: { httpOnly: true, sameSite: 'lax', secure: config.cookieSecure, maxAge: SESSION_ABSOLUTE_LIFETIME_MS, path: '/' },
    }),
  );
  app.use('/api', passport.initialize(), passport.session());
  app.use('/api', csrfOriginCheck(config.appHost ? [config.appHost] : []));
  const releases = app.get(RemoteReleases);
  if (config.staticRoot) serveFrontend(app, config.staticRoot, releases, () => runtimeConfigOf(config, releases));

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
