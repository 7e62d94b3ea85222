import { z } from 'zod';

/** Names of the federated remotes, as their containers are named at build time. */
export const REMOTE_NAMES = ['mf_landing', 'mf_dashboard', 'mf_children', 'mf_games'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

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
