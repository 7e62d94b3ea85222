import { z } from 'zod';
import { REMOTE_NAMES } from './remotes';

/**
 * GET /remotes.json: where each remote's mf-manifest.json lives, and the sign-in host of the
 * redirect screens (APP_HOST). Served by the backend from its configuration, so moving a remote
 * never needs a shell rebuild.
 */
export const runtimeConfigSchema = z.object({
  appHost: z.string(),
  remotes: z.array(z.object({ name: z.enum(REMOTE_NAMES), entry: z.string() })),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

/** Name of a remote release folder (releases/<remote>/<version>/): one safe path segment. */
export const releaseVersionSchema = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._+-]{0,63}$/, 'a release version is letters, digits and . _ + -');

/**
 * releases/active.json, written by scripts/release.mjs: per remote, the live release and the
 * previously live ones, newest first (rollback goes to history[0]). A remote missing here is
 * served from its dist/ folder (docs/deploying-remotes.md).
 */
export const releaseManifestSchema = z.partialRecord(
  z.enum(REMOTE_NAMES),
  z.object({ active: releaseVersionSchema, history: z.array(releaseVersionSchema) }),
);
export type ReleaseManifest = z.infer<typeof releaseManifestSchema>;
