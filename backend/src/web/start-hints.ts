import type { RuntimeConfig } from '@flourishly/contracts';
import { routePageModule } from '@flourishly/contracts/routes';
import { readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { z } from 'zod';
import { SESSION_COOKIE_NAME } from '../auth/auth.controller';

/** What the shell's build writes next to index.html (packages/webpack-config/start-assets-plugin.js). */
const startAssetsSchema = z.record(z.string(), z.array(z.string()));

/** The parts of a remote's mf-manifest.json the hints read. */
const remoteManifestSchema = z.object({
  metaData: z.object({
    remoteEntry: z.object({ name: z.string(), path: z.string() }),
    publicPath: z.string().optional(),
  }),
  exposes: z.array(z.object({ name: z.string(), assets: z.object({ js: z.object({ sync: z.array(z.string()) }) }) })),
});

/** The shell's start chunk groups (`webpackChunkName` in shell/src/index.ts and bootstrap.tsx). */
const SHELL_START = 'bootstrap';
const SHELL_APP = 'app';

/** A JSON file parsed with `schema`, read again only when its mtime or size changes; null when absent or invalid. */
class JsonFiles {
  private readonly cache = new Map<string, { stamp: string; value: unknown }>();

  read<T>(file: string, schema: z.ZodType<T>): T | null {
    let stamp: string;
    try {
      const stat = statSync(file);
      stamp = `${stat.mtimeMs}:${stat.size}`;
    } catch {
      return null;
    }
    const cached = this.cache.get(file);
    if (cached?.stamp === stamp) return cached.value as T | null;
    let value: T | null = null;
    try {
      const parsed = schema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
      if (parsed.success) value = parsed.data;
    } catch {
      // Not JSON: no hints from this file.
    }
    this.cache.set(file, { stamp, value });
    return value;
  }
}

/** Escapes a URL for a double-quoted HTML attribute. */
const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * `<link rel="preload">` hints for the index.html of one address, so that the browser asks for
 * everything the first screen needs as soon as it reads the head instead of one round trip after
 * another (docs/architecture.md, "Page budgets"):
 * - GET /api/user, as the shell's start asks it (a fetch with credentials);
 * - the shell's start files, and its app files unless the page is the landing page
 *   (start-assets.json, written by the shell's build);
 * - the address's federated page (`routePageModule` of the contracts): its remote's
 *   mf-manifest.json, remoteEntry.js and the page module's own files. Only the page: the blocks
 *   it draws from other remotes load after its first screen, which they would otherwise slow
 *   down on a slow network by competing for it.
 * Only files served by this backend are hinted (a remote on another host gets none); a missing
 * or malformed build file means fewer hints, never a failed page.
 */
export class StartHints {
  private readonly files = new JsonFiles();

  /**
   * @param shellDist the shell's build folder
   * @param remoteDistDir the build folder of a remote by container name, served at /remotes/<short name>/
   * @param releasesDir the folder of kept remote releases, served at /releases/, or null when releases are off
   */
  constructor(
    private readonly shellDist: string,
    private readonly remoteDistDir: (name: string) => string,
    private readonly releasesDir: string | null,
  ) {}

  /**
   * The hints (HTML) for `pathname`. `signedIn`: the request carries a session cookie (not
   * checked: a wrong guess costs only unused downloads). Without one only `/` hints a remote,
   * the landing page; other pages send a visitor to sign in.
   */
  linksFor(pathname: string, signedIn: boolean, config: RuntimeConfig): string {
    const links = [preload('/api/user', 'fetch', 'use-credentials')];
    const scripts = new Set<string>();
    const start = this.files.read(join(this.shellDist, 'start-assets.json'), startAssetsSchema) ?? {};
    const landing = pathname === '/' && !signedIn;
    for (const file of [...(start[SHELL_START] ?? []), ...(landing ? [] : (start[SHELL_APP] ?? []))]) scripts.add(`/${file}`);
    const page = signedIn || landing ? routePageModule(pathname, signedIn) : null;
    const remote = page ? this.remoteFiles(page, config) : null;
    if (remote) {
      links.push(preload(remote.manifest, 'fetch', 'anonymous'));
      for (const script of remote.scripts) scripts.add(script);
    }
    for (const script of scripts) links.push(preload(script, 'script'));
    return links.join('');
  }

  /**
   * The manifest URL of `id`'s remote ('<container>/<expose>') and the scripts the module needs
   * (remoteEntry.js, then its own files), or null when the remote is not served from this backend.
   */
  private remoteFiles(id: string, config: RuntimeConfig): { manifest: string; scripts: string[] } | null {
    const [container, expose] = id.split('/');
    const entry = config.remotes.find((remote) => remote.name === container)?.entry;
    const folder = entry ? this.folderOf(entry) : null;
    if (!entry || !folder) return null;
    const manifest = this.files.read(join(folder, posix.basename(entry)), remoteManifestSchema);
    const exposed = manifest?.exposes.find((candidate) => candidate.name === expose);
    if (!manifest || !exposed) return null;
    const base = posix.dirname(entry);
    const { remoteEntry, publicPath } = manifest.metaData;
    const filesBase = publicPath && publicPath !== 'auto' ? publicPath.replace(/\/$/, '') : base;
    return {
      manifest: entry,
      scripts: [posix.join(base, remoteEntry.path, remoteEntry.name), ...exposed.assets.js.sync.map((file) => posix.join(filesBase, file))],
    };
  }

  /** The folder on disk of a manifest served by this backend (/remotes/… or /releases/…), else null. */
  private folderOf(entry: string): string | null {
    if (!entry.startsWith('/') || entry.startsWith('//') || entry.includes('..')) return null;
    const dist = /^\/remotes\/([a-z]+)\/[^/]+$/.exec(entry);
    if (dist) return this.remoteDistDir(`mf_${dist[1]}`);
    const release = /^\/releases\/(.+)\/[^/]+$/.exec(entry);
    return release && this.releasesDir ? join(this.releasesDir, release[1]) : null;
  }
}

/** Whether a Cookie header carries the session cookie (present, not checked). */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((pair) => pair.trim().startsWith(`${SESSION_COOKIE_NAME}=`));
}

/**
 * One hint. Scripts at low priority, as the deferred entry script and the chunks webpack adds
 * load: at high priority the browser would hold the first paint for them.
 */
function preload(href: string, as: 'fetch' | 'script', crossorigin?: 'anonymous' | 'use-credentials'): string {
  const attributes = as === 'script' ? ' fetchpriority="low"' : ` crossorigin="${crossorigin}"`;
  return `<link rel="preload" href="${attribute(href)}" as="${as}"${attributes}>`;
}
