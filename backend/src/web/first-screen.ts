import type { RuntimeConfig } from '@flourishly/contracts';
import { FIRST_SCREEN_APP_HOST, FIRST_SCREEN_FILE, insertFirstScreen, type FirstScreen } from '@flourishly/contracts/first-screen';
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

  /** The first screen of the landing release `config` names; null when there is none on this disk. */
  of(config: RuntimeConfig): FirstScreen | null {
    const folder = this.folderOf(config.remotes.find((remote) => remote.name === LANDING)?.entry);
    return folder ? this.files.read(join(folder, FIRST_SCREEN_FILE), firstScreenSchema) : null;
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
 * placeholder in its links.
 */
export function withFirstScreen(html: string, screen: FirstScreen, appHost: string): string {
  const markup = screen.html.split(FIRST_SCREEN_APP_HOST).join(escapeHtml(appHost.replace(/\/+$/, '')));
  return insertFirstScreen(html, { ...screen, html: markup });
}
