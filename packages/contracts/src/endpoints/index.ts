import { achievementEndpoints, activityEndpoints, notificationEndpoints } from './activities';
import { assessmentEndpoints } from './assessments';
import { authEndpoints, webEndpoints } from './auth';
import { childrenEndpoints } from './children';
import type { Endpoint } from './define';
import { deviceEndpoints } from './devices';
import { familyEndpoints } from './families';
import { gameEndpoints } from './games';
import { healthEndpoints } from './health';
import { marketingEndpoints } from './marketing';
import type { EndpointName } from './paths';
import { sharingEndpoints } from './sharing';
import { tipEndpoints } from './tips';
import { accountEndpoints, userEndpoints } from './users';

export * from './define';
export * from './paths';
export { healthSchema, livenessSchema, readinessSchema, type Readiness } from './health';

/**
 * Every endpoint of the API, by name (docs/architecture.md, "Endpoints are declared once"): the
 * server's routes, its OpenAPI document, the fuzz, access and OpenAPI tests and the clients'
 * URLs all read it. Every name of `ENDPOINT_ROUTES` has its entry, and no other.
 */
export const endpoints = {
  ...healthEndpoints,
  ...webEndpoints,
  ...authEndpoints,
  ...userEndpoints,
  ...accountEndpoints,
  ...childrenEndpoints,
  ...assessmentEndpoints,
  ...tipEndpoints,
  ...activityEndpoints,
  ...achievementEndpoints,
  ...notificationEndpoints,
  ...deviceEndpoints,
  ...gameEndpoints,
  ...familyEndpoints,
  ...sharingEndpoints,
  ...marketingEndpoints,
} satisfies Record<EndpointName, Endpoint>;

/** Every endpoint as a list, with its name. */
export const endpointList: (Endpoint & { name: EndpointName })[] = Object.entries(endpoints).map(([name, endpoint]) => ({
  ...(endpoint as Endpoint),
  name: name as EndpointName,
}));
