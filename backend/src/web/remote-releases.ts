import { Logger } from '@nestjs/common';
import { releaseManifestSchema, remoteOf, type ReleaseManifest, type RemoteName } from '@flourishly/contracts';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Release folder of a remote: mf_games -> mf-games (releases/mf-games/<version>/), its `name` in packages/contracts/remotes.json. */
export const releaseFolderOf = (name: RemoteName) => remoteOf(name).name;

/** URL of a release's manifest, served by this backend: /releases/mf-games/<version>/mf-manifest.json. */
export const releaseEntry = (name: RemoteName, version: string) => `/releases/${releaseFolderOf(name)}/${version}/mf-manifest.json`;

/**
 * Which release of each remote is live: `<releasesDir>/active.json` (written by
 * scripts/release.mjs, shape {@link releaseManifestSchema}). The file is re-read when its mtime
 * or size changes, so activation and rollback need no restart (docs/deploying-remotes.md).
 * A missing file means no release is live; an invalid file, or a version whose folder has no
 * mf-manifest.json, is logged and ignored (that remote stays on dist/) rather than breaking pages.
 */
export class RemoteReleases {
  private readonly logger = new Logger(RemoteReleases.name);
  private stamp = '';
  private live: ReleaseManifest = {};

  /** @param releasesDir folder holding active.json and one folder per remote; null: releases are off */
  constructor(readonly releasesDir: string | null) {}

  /** The live release version of `name`, or null when it is served from dist/. */
  activeVersion(name: RemoteName): string | null {
    this.refresh();
    return this.live[name]?.active ?? null;
  }

  private refresh(): void {
    if (!this.releasesDir) return;
    const file = join(this.releasesDir, 'active.json');
    let stamp = 'absent';
    try {
      const stat = statSync(file);
      stamp = `${stat.mtimeMs}:${stat.size}`;
    } catch {
      // No active.json: every remote is served from dist/.
    }
    if (stamp === this.stamp) return;
    this.stamp = stamp;
    this.live = stamp === 'absent' ? {} : this.read(file);
  }

  private read(file: string): ReleaseManifest {
    let parsed: ReturnType<typeof releaseManifestSchema.safeParse>;
    try {
      parsed = releaseManifestSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    } catch (error) {
      this.logger.error(`${file} is not JSON (${String(error)}); every remote is served from dist/`);
      return {};
    }
    if (!parsed.success) {
      this.logger.error(`${file} is invalid (${parsed.error.message}); every remote is served from dist/`);
      return {};
    }
    const live: Record<RemoteName, NonNullable<ReleaseManifest[RemoteName]>> = {};
    for (const [name, release] of Object.entries(parsed.data) as [RemoteName, NonNullable<ReleaseManifest[RemoteName]>][]) {
      if (existsSync(join(this.releasesDir!, releaseFolderOf(name), release.active, 'mf-manifest.json'))) live[name] = release;
      else this.logger.error(`Release ${release.active} of ${name} is not in ${this.releasesDir}; ${name} is served from dist/`);
    }
    this.logger.log(`Live releases: ${JSON.stringify(Object.fromEntries(Object.entries(live).map(([n, r]) => [n, r.active])))}`);
    return live;
  }
}
