import type { RuntimeConfig } from '@flourishly/contracts';
import { FIRST_SCREEN_APP_HOST, firstScreenFile, insertFirstScreen, type FirstScreen } from '@flourishly/contracts/first-screen';
import { DEFAULT_LOCALE, type Locale } from '@flourishly/contracts/locales';
import escapeHtml from 'escape-html';
import { join } from 'node:path';
import { z } from 'zod';
import { defaultRemoteEntry } from '../config/app-config';
import { JsonFiles } from './json-files';
import { releaseEntry, releaseFolderOf, type RemoteReleases } from './remote-releases';

/** What the landing remote's build writes (mf-landing/src/first-screen/render-first-screen.tsx). */
const firstScreenSchema: z.ZodType<FirstScreen> = z.object({ html: z.string(), css: z.string() });

const LANDING = 'mf_landing';

/**
 * The landing page's first screen, prerendered by the build of the landing release that is live
 * (docs/architecture.md, "Landing first screen"): read from that release's folder on this
 * server's disk (dist/ or releases/<folder>/<version>/), so activating or rolling back a release
 * changes it with the page's code. A landing remote served from elsewhere, or a build without
 * the file, has none: the page then renders in the browser only.
 */
export class FirstScreens {
  private readonly files = new JsonFiles();

  /**
   * @param landingDist the landing remote's build folder (served at /remotes/landing/)
   * @param releases the live releases (their folder is `releases.releasesDir`)
   */
  constructor(
    private readonly landingDist: string,
    private readonly releases: RemoteReleases,
  ) {}

  /** The first screen in `locale` of the landing release `config` names; null when there is none on this disk. */
  of(config: RuntimeConfig, locale: Locale = DEFAULT_LOCALE): FirstScreen | null {
    const folder = this.folderOf(config.remotes.find((remote) => remote.name === LANDING)?.entry);
    return folder ? this.files.read(join(folder, firstScreenFile(locale)), firstScreenSchema) : null;
  }

  /**
   * The first screen for a visitor who reads `locale`, with the language it is in: the English one
   * when the live landing release has none in `locale` (built before it had); null when it has none.
   */
  forVisitor(config: RuntimeConfig, locale: Locale): { screen: FirstScreen; locale: Locale } | null {
    const screen = this.of(config, locale);
    if (screen) return { screen, locale };
    const english = locale === DEFAULT_LOCALE ? null : this.of(config);
    return english ? { screen: english, locale: DEFAULT_LOCALE } : null;
  }

  private folderOf(entry: string | undefined): string | null {
    if (entry === defaultRemoteEntry(LANDING)) return this.landingDist;
    const version = this.releases.activeVersion(LANDING);
    if (version && this.releases.releasesDir && entry === releaseEntry(LANDING, version)) {
      return join(this.releases.releasesDir, releaseFolderOf(LANDING), version);
    }
    return null;
  }
}

/**
 * The shell's index.html with the landing page's first `screen` in it (`insertFirstScreen`; the
 * shell removes it once its own render of the page is in place, shell/src/landing/first-screen.ts),
 * and `appHost` (without trailing slashes, '' for this origin) in place of the app host
 * placeholder in its links. `locale`, when given, is the language of the screen, said by its `lang`.
 */
export function withFirstScreen(html: string, screen: FirstScreen, appHost: string, locale?: Locale): string {
  const markup = screen.html.split(FIRST_SCREEN_APP_HOST).join(escapeHtml(appHost.replace(/\/+$/, '')));
  return insertFirstScreen(html, { ...screen, html: markup }, locale ? `lang="${locale}"` : '');
}
