// Every endpoint of the API by name: its method and its path, OpenAPI style ('{childId}'), as the
// server routes it (docs/architecture.md, "Endpoints are declared once"). Zod-free, so a page's
// first render can build its request URLs ('@flourishly/contracts/endpoint-paths'); the registry
// (`endpoints`, one file per domain beside this one) adds the schemas and the access rule.

/** An HTTP method of the API. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An endpoint's method and path, the part of an entry the path builder needs. */
export interface EndpointRoute<Path extends string = string> {
  method: HttpMethod;
  path: Path;
}

const route = <const Method extends HttpMethod, const Path extends string>(method: Method, path: Path) => ({ method, path });

/** Method and path of every endpoint, grouped by the backend module that answers it. */
export const ENDPOINT_ROUTES = {
  // health
  health: route('GET', '/api/health'),
  healthLive: route('GET', '/api/health/live'),
  healthReady: route('GET', '/api/health/ready'),
  // web
  runtimeConfig: route('GET', '/remotes.json'),
  // auth
  register: route('POST', '/api/register'),
  login: route('POST', '/api/login'),
  logout: route('POST', '/api/logout'),
  currentUser: route('GET', '/api/user'),
  // users
  saveProfile: route('POST', '/api/users/{userId}/profile'),
  changePassword: route('POST', '/api/users/{userId}/password'),
  // account
  exportAccount: route('GET', '/api/users/{userId}/export'),
  deleteAccount: route('DELETE', '/api/users/{userId}'),
  requestPasswordReset: route('POST', '/api/password-reset'),
  confirmPasswordReset: route('POST', '/api/password-reset/confirm'),
  // children
  childList: route('GET', '/api/users/{userId}/child-profiles'),
  createChild: route('POST', '/api/child-profiles'),
  child: route('GET', '/api/child-profiles/{id}'),
  updateChild: route('PATCH', '/api/child-profiles/{id}'),
  deleteChild: route('DELETE', '/api/child-profiles/{id}'),
  avatarImage: route('GET', '/api/avatars/{file}'),
  // assessments
  milestoneChecklist: route('GET', '/api/child-profiles/{id}/milestone-checklist'),
  saveAssessmentDraft: route('PUT', '/api/child-profiles/{id}/assessment-draft'),
  submitAssessment: route('POST', '/api/child-profiles/{id}/assessments'),
  childAssessments: route('GET', '/api/child-profiles/{id}/assessments'),
  developmentAssessment: route('GET', '/api/child-profiles/{id}/development-assessment'),
  assessments: route('GET', '/api/assessments'),
  screenings: route('GET', '/api/child-profiles/{childId}/screenings'),
  // tips
  parentTips: route('GET', '/api/parent-tips'),
  childParentTips: route('GET', '/api/child-profiles/{id}/parent-tips'),
  // activities
  activityLibrary: route('GET', '/api/activities'),
  activityAssignments: route('GET', '/api/child-profiles/{childId}/activity-assignments'),
  createActivityAssignment: route('POST', '/api/child-profiles/{childId}/activity-assignments'),
  updateActivityAssignment: route('PATCH', '/api/child-profiles/{childId}/activity-assignments/{id}'),
  deleteActivityAssignment: route('DELETE', '/api/child-profiles/{childId}/activity-assignments/{id}'),
  planSummary: route('GET', '/api/child-profiles/{childId}/plan-summary'),
  // achievements
  achievements: route('GET', '/api/child-profiles/{childId}/achievements'),
  // notifications
  notifications: route('GET', '/api/notifications'),
  markNotificationsRead: route('POST', '/api/notifications/read'),
  // devices
  devices: route('GET', '/api/child-profiles/{id}/iot-devices'),
  connectDevice: route('POST', '/api/child-profiles/{id}/iot-devices'),
  latestActivity: route('GET', '/api/child-profiles/{id}/activity-data/latest'),
  disconnectDevice: route('DELETE', '/api/devices/{id}'),
  postActivityReading: route('POST', '/api/devices/{id}/activity-data'),
  // games
  games: route('GET', '/api/games'),
  game: route('GET', '/api/games/{id}'),
  gameContent: route('GET', '/api/games/{id}/content'),
  gameImage: route('GET', '/api/game-images/{file}'),
  gameRecommendations: route('GET', '/api/child-profiles/{childId}/game-recommendations'),
  gameProgress: route('GET', '/api/child-profiles/{childId}/game-progress'),
  gameProgressSummary: route('GET', '/api/child-profiles/{childId}/game-progress/summary'),
  gameTime: route('GET', '/api/child-profiles/{childId}/game-time'),
  startGameSession: route('POST', '/api/game-sessions'),
  completeGameSession: route('PATCH', '/api/game-sessions/{id}/complete'),
  // families
  createInvitation: route('POST', '/api/child-profiles/{id}/invitations'),
  invitations: route('GET', '/api/child-profiles/{id}/invitations'),
  cancelInvitation: route('DELETE', '/api/child-profiles/{id}/invitations/{invitationId}'),
  members: route('GET', '/api/child-profiles/{id}/members'),
  changeMemberRole: route('PATCH', '/api/child-profiles/{id}/members/{userId}'),
  removeMember: route('DELETE', '/api/child-profiles/{id}/members/{userId}'),
  invitationPreview: route('GET', '/api/invitation-previews/{token}'),
  invitation: route('GET', '/api/invitations/{token}'),
  acceptInvitation: route('POST', '/api/invitations/{token}/accept'),
  // sharing
  createReportLink: route('POST', '/api/child-profiles/{id}/report-links'),
  reportLinks: route('GET', '/api/child-profiles/{id}/report-links'),
  revokeReportLink: route('DELETE', '/api/child-profiles/{id}/report-links/{linkId}'),
  developmentReportPdf: route('GET', '/api/child-profiles/{id}/development-report.pdf'),
  sharedReport: route('GET', '/api/shared-reports/{token}'),
  sharedReportPdf: route('GET', '/api/shared-reports/{token}/pdf'),
  // marketing
  createInquiry: route('POST', '/api/inquiries'),
  subscribeNewsletter: route('POST', '/api/newsletter'),
} as const;

/** The name of an endpoint. */
export type EndpointName = keyof typeof ENDPOINT_ROUTES;

/** The parameter names of an OpenAPI-style path: 'childId' | 'id' for '/a/{childId}/b/{id}'. */
export type PathParamNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;

/** The values of a path's parameters, by name. */
export type PathParams<Path extends string> = Record<PathParamNames<Path>, string | number>;

/** A query string's values; undefined and null leave the parameter out, an array repeats it. */
export type EndpointQuery = Record<string, string | number | boolean | null | undefined | readonly (string | number)[]>;

/**
 * The URL of `endpoint` (a registry entry or an `ENDPOINT_ROUTES` route) with its '{name}'
 * parameters filled from `params` (URI-encoded) and `query`, if any, as a search string in the
 * order given: `endpointPath(ENDPOINT_ROUTES.gameProgress, { childId: 7 }, { gameId: 3 })` is
 * '/api/child-profiles/7/game-progress?gameId=3'. Throws on a missing parameter.
 */
export function endpointPath<Path extends string>(
  endpoint: EndpointRoute<Path>,
  ...[params, query]: [PathParamNames<Path>] extends [never]
    ? [params?: undefined, query?: EndpointQuery]
    : [params: PathParams<Path>, query?: EndpointQuery]
): string {
  const values = (params ?? {}) as Record<string, string | number | undefined>;
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${endpoint.path}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    for (const one of Array.isArray(value) ? value : [value]) search.append(name, String(one));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
