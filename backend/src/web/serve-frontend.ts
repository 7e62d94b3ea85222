import { REMOTE_NAMES, remoteOf, type RemoteName, type RuntimeConfig } from '@flourishly/contracts';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply } from 'fastify';
import { readFile } from 'node:fs/promises';
import { basename, join, posix } from 'node:path';
import { acceptLanguageLocale } from '../common/locale/content-locale';
import { FirstScreens, withFirstScreen } from './first-screen';
import { releaseFolderOf, type RemoteReleases } from './remote-releases';
import { hasSignedInCookie, StartHints } from './start-hints';

/** Files that name the current release, and the service worker (a new one must be found): always revalidated. */
const UNHASHED_ENTRY_FILES = /^(index\.html|mf-manifest\.json|mf-stats\.json|remoteEntry\.js|sw\.js)$/;
/** Content-hashed build output ([name].[contenthash:8].ext): cached for a year. */
const HASHED_FILE = /\.[0-9a-f]{8}\.[a-z0-9]+(\.map)?$/;

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A source map or a compressed copy of one, by the normalised, lower-cased path. */
const SOURCE_MAP = /\.map(\.(br|gz))?$/;

/**
 * Whether a request path names a source map, judged on the path the file server would open:
 * percent-decoded (repeatedly, so `%252E` counts too), backslashes as slashes, dot segments and
 * doubled slashes resolved, trailing slashes and dots dropped, case folded. A path that cannot be
 * decoded counts as one (it is refused either way).
 */
export function isSourceMapPath(url: string): boolean {
  let path = url.split('?', 1)[0];
  for (let round = 0; round < 4; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return true;
    }
    if (decoded === path) break;
    path = decoded;
  }
  const normalised = posix
    .normalize(`/${path.replace(/\\/g, '/')}`)
    .replace(/[/.\s\0]+$/, '')
    .toLowerCase();
  return SOURCE_MAP.test(normalised);
}

/**
 * Cache-Control of one served file: no-cache for entries and manifests, immutable for hashed
 * chunks and for every other file of a release folder (`inRelease`: never rewritten).
 */
export function cacheControlFor(filePath: string, inRelease = false): string {
  // A precompressed copy (x.js.br, x.js.gz) is cached as the file it encodes.
  const name = basename(filePath).replace(/\.(br|gz)$/, '');
  if (UNHASHED_ENTRY_FILES.test(name)) return 'no-cache';
  if (inRelease || HASHED_FILE.test(name)) return IMMUTABLE;
  return 'public, max-age=3600';
}

/**
 * Helmet's headers that only a document (HTML) acts on. A page loads 15 to 25 scripts and
 * manifests; without these each answer is about 650 bytes lighter, and a phone on a slow link
 * waits for every byte (docs/architecture.md, "Page budgets"). Files keep nosniff and CORP.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** Headers of one served file: its Cache-Control, and none of the document-only headers. */
function fileHeaders(reply: FastifyReply, filePath: string, inRelease: boolean): void {
  // Helmet writes them on the raw response (its onRequest hook), not in Fastify's header map.
  for (const name of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(name);
  reply.header('Cache-Control', cacheControlFor(filePath, inRelease));
}

const setHeaders = (reply: FastifyReply, filePath: string) => fileHeaders(reply, filePath, false);
const setReleaseHeaders = (reply: FastifyReply, filePath: string) => fileHeaders(reply, filePath, true);

/** The build folder of a remote: mf_games -> <root>/mf-games/dist (its `name` in packages/contracts/remotes.json). */
export const remoteDistDir = (staticRoot: string, name: RemoteName) => join(staticRoot, remoteOf(name).name, 'dist');

/** id of the JSON data block in index.html that carries the runtime configuration. */
export const RUNTIME_CONFIG_ELEMENT_ID = 'flourishly-runtime-config';

/**
 * The shell's index.html with the runtime configuration (what /remotes.json answers) inlined as
 * a JSON data block before </head>, so the shell need not fetch it before loading a remote. A
 * data block is never executed, so the CSP's script-src 'self' stays as it is; `<` is escaped
 * so no value can close the element. `hints` (HTML, see start-hints.ts) goes just before it.
 */
export function withRuntimeConfig(html: string, config: RuntimeConfig, hints = ''): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const block = `${hints}<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${json}</script>`;
  return html.includes('</head>') ? html.replace('</head>', `${block}</head>`) : `${block}${html}`;
}

/**
 * Serves the built shell at /, each remote's build at its `servedAt` path (/remotes/games/), every kept release
 * at /releases/<remote folder>/<version>/ (scripts/release.mjs), and answers any other GET
 * outside /api with the shell's index.html (client-side routes) carrying `runtimeConfig()`
 * (and, at `/` for a signed-out visitor, the landing page's prerendered first screen), computed
 * per page so a newly activated release is picked up without a restart. The shell's files are
 * routed one by one as built (read at start-up); the remotes' and releases' folders are looked
 * up per request, since a release can be added while the server runs.
 */
export async function serveFrontend(
  app: NestFastifyApplication,
  staticRoot: string,
  releases: RemoteReleases,
  runtimeConfig: () => RuntimeConfig,
): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  // Source maps hold the whole source: builds keep them for error reports, the public never gets them.
  fastify.addHook('onRequest', (request, reply, done) => {
    if (isSourceMapPath(request.url)) return void reply.code(404).send({ statusCode: 404, message: 'Not Found' });
    done();
  });
  // preCompressed: the build writes .br and .gz copies (packages/webpack-config), sent as they are.
  // allowedPath sees the decoded path and the file finally chosen: a second check behind the hook.
  const common = {
    index: false,
    cacheControl: false,
    decorateReply: false,
    suppressWarning: true,
    preCompressed: true,
    allowedPath: (path: string) => !isSourceMapPath(path),
  } as const;
  for (const name of REMOTE_NAMES) {
    await app.register(fastifyStatic, {
      ...common,
      root: remoteDistDir(staticRoot, name),
      prefix: remoteOf(name).servedAt,
      setHeaders,
    });
    if (releases.releasesDir) {
      const folder = releaseFolderOf(name);
      await app.register(fastifyStatic, {
        ...common,
        root: join(releases.releasesDir, folder),
        prefix: `/releases/${folder}/`,
        setHeaders: setReleaseHeaders,
      });
    }
  }
  const shellDist = join(staticRoot, 'shell', 'dist');
  const hints = new StartHints(shellDist);
  const firstScreens = new FirstScreens(remoteDistDir(staticRoot, 'mf_landing'), releases);
  await app.register(fastifyStatic, {
    ...common,
    root: shellDist,
    prefix: '/',
    wildcard: false,
    // No route at all for the shell's maps (its files are routed one by one).
    globIgnore: ['**/*.map', '**/*.map.br', '**/*.map.gz'],
    setHeaders,
  });
  fastify.get('/*', async (request, reply) => {
    const path = request.url.split('?', 1)[0];
    if (/^\/(api|remotes|releases)(\/|$)|^\/remotes\.json$/.test(path)) return reply.callNotFound();
    // A report link's page: its token must not leak through Referer, nor the page into search indexes.
    if (path.startsWith('/shared/')) reply.header('Referrer-Policy', 'no-referrer').header('X-Robots-Tag', 'noindex, nofollow');
    let html: string;
    try {
      html = await readFile(join(shellDist, 'index.html'), 'utf8');
    } catch {
      return reply.callNotFound();
    }
    const config = runtimeConfig();
    const search = request.url.slice(path.length);
    const signedIn = hasSignedInCookie(request.headers.cookie);
    const links = hints.linksFor(path, signedIn, config, search);
    // The landing page's first screen paints before any script runs, in the browser's language
    // (docs/architecture.md, "Landing first screen"). `/` differs by the signed-in marker (a
    // cookie) and Accept-Language: a shared cache keeps one copy of each.
    if (path === '/') {
      reply.header('Vary', 'Accept-Language, Cookie');
      const locale = acceptLanguageLocale(request.headers['accept-language']);
      const firstScreen = signedIn ? null : firstScreens.forVisitor(config, locale);
      if (firstScreen) html = withFirstScreen(html, firstScreen.screen, config.appHost, firstScreen.locale);
    }
    return reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(withRuntimeConfig(html, config, links));
  });
}
