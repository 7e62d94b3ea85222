import { achievementEndpoints, activityEndpoints, notificationEndpoints } from './activities';
import { assessmentEndpoints } from './assessments';
import { authEndpoints, webEndpoints } from './auth';
import { childrenEndpoints } from './children';
import type { Endpoint } from './define';
import { deviceEndpoints } from './devices';
import { familyEndpoints } from './families';
import { gameEndpoints } from './games';
import { growthEndpoints } from './growth';
import { healthEndpoints } from './health';
import { immunisationEndpoints } from './immunisations';
import { marketingEndpoints } from './marketing';
import type { EndpointName } from './paths';
import { reminderEndpoints, settingsEndpoints } from './settings';
import { sharingEndpoints } from './sharing';
import { tipEndpoints } from './tips';
import { accountEndpoints, userEndpoints } from './users';

export * from './define';
export * from './paths';
export { healthSchema, livenessSchema, readinessSchema, type Readiness } from './health';

/**
 * The endpoints by domain, one entry per file of this folder (the backend module that answers
 * them): what groups the typed test handlers (`handlers.children.child(...)`,
 * packages/platform/src/testing/handlers.ts). `endpoints` merges them.
 */
export const endpointDomains = {
  health: healthEndpoints,
  web: webEndpoints,
  auth: authEndpoints,
  users: userEndpoints,
  settings: settingsEndpoints,
  reminders: reminderEndpoints,
  account: accountEndpoints,
  children: childrenEndpoints,
  assessments: assessmentEndpoints,
  immunisations: immunisationEndpoints,
  tips: tipEndpoints,
  activities: activityEndpoints,
  achievements: achievementEndpoints,
  notifications: notificationEndpoints,
  devices: deviceEndpoints,
  growth: growthEndpoints,
  games: gameEndpoints,
  families: familyEndpoints,
  sharing: sharingEndpoints,
  marketing: marketingEndpoints,
} as const;

/** The name of a domain of {@link endpointDomains}. */
export type EndpointDomain = keyof typeof endpointDomains;

type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void ? I : never;
type MergedDomains = UnionToIntersection<(typeof endpointDomains)[EndpointDomain]>;

/**
 * Every endpoint of the API, by name (docs/architecture.md, "Endpoints are declared once"): the
 * server's routes, its OpenAPI document, the fuzz, access and OpenAPI tests and the clients'
 * URLs all read it. Every name of `ENDPOINT_ROUTES` has its entry, and no other.
 */
export const endpoints = Object.assign({}, ...Object.values(endpointDomains)) as MergedDomains satisfies Record<EndpointName, Endpoint>;

// No entry outside `ENDPOINT_ROUTES` (`satisfies` above checks that none is missing).
type Extra = Exclude<keyof typeof endpoints, EndpointName>;
const noExtraEndpoint: [Extra] extends [never] ? true : Extra = true;
void noExtraEndpoint;

/** Every endpoint as a list, with its name. */
export const endpointList: (Endpoint & { name: EndpointName })[] = Object.entries(endpoints).map(([name, endpoint]) => ({
  ...(endpoint as Endpoint),
  name: name as EndpointName,
}));
