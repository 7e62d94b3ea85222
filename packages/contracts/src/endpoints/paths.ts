// Every endpoint of the API by name: its method and its path, OpenAPI style ('{childId}'), as the
// server routes it (docs/architecture.md, "Endpoints are declared once"). Zod-free, so a page's
// first render can build its request URLs ('@flourishly/contracts/endpoint-paths'); the registry
// (`endpoints`, one file per domain beside this one) adds the schemas and the access rule.

/** An HTTP method of the API. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * An endpoint's method and path, the part of an entry the path builder needs, and whether a
 * client may replay it safely with an `Idempotency-Key` (docs/architecture.md, "Idempotent
 * writes"): declared here, on the route, so the registry entry that spreads it, the client that
 * sends the key and the service worker that queues it offline read the one flag.
 */
export interface EndpointRoute<Path extends string = string> {
  method: HttpMethod;
  path: Path;
  /**
   * A write a phone may replay (queued offline): it takes an optional `Idempotency-Key` header (1-255
   * visible ASCII characters, else 400), scoped to the signed-in user and kept 24 hours. The same
   * key with the same body answers the first success again (`Idempotent-Replayed: true`) and writes
   * nothing; with another body or on another route 422; while the first is still running 409 with
   * Retry-After. A failed request leaves no key (docs/architecture.md, "Idempotent writes").
   */
  idempotent?: true;
}

// One constant per endpoint, so that an app bundles only the routes it asks (docs/architecture.md,
// "Page budgets"); `ENDPOINT_ROUTES` gathers them by name.
// health
export const healthRoute = { method: 'GET', path: '/api/health' } as const;
export const healthLiveRoute = { method: 'GET', path: '/api/health/live' } as const;
export const healthReadyRoute = { method: 'GET', path: '/api/health/ready' } as const;
// web
export const runtimeConfigRoute = { method: 'GET', path: '/remotes.json' } as const;
// auth
export const registerRoute = { method: 'POST', path: '/api/register' } as const;
export const loginRoute = { method: 'POST', path: '/api/login' } as const;
export const logoutRoute = { method: 'POST', path: '/api/logout' } as const;
export const currentUserRoute = { method: 'GET', path: '/api/user' } as const;
// users
export const saveProfileRoute = { method: 'POST', path: '/api/users/{userId}/profile' } as const;
export const changePasswordRoute = { method: 'POST', path: '/api/users/{userId}/password' } as const;
// settings
export const settingsRoute = { method: 'GET', path: '/api/users/{userId}/settings' } as const;
export const updateSettingsRoute = { method: 'PATCH', path: '/api/users/{userId}/settings' } as const;
// reminders
export const unsubscribePageRoute = { method: 'GET', path: '/api/reminders/unsubscribe/{token}' } as const;
export const unsubscribeRoute = { method: 'POST', path: '/api/reminders/unsubscribe/{token}' } as const;
export const createCalendarFeedRoute = { method: 'POST', path: '/api/users/{userId}/calendar-feed' } as const;
export const revokeCalendarFeedRoute = { method: 'DELETE', path: '/api/users/{userId}/calendar-feed' } as const;
export const calendarFeedRoute = { method: 'GET', path: '/api/calendar/{token}.ics' } as const;
// account
export const exportAccountRoute = { method: 'GET', path: '/api/users/{userId}/export' } as const;
export const deleteAccountRoute = { method: 'DELETE', path: '/api/users/{userId}' } as const;
export const requestPasswordResetRoute = { method: 'POST', path: '/api/password-reset' } as const;
export const confirmPasswordResetRoute = { method: 'POST', path: '/api/password-reset/confirm' } as const;
// children
export const childListRoute = { method: 'GET', path: '/api/users/{userId}/child-profiles' } as const;
export const createChildRoute = { method: 'POST', path: '/api/child-profiles' } as const;
export const childRoute = { method: 'GET', path: '/api/child-profiles/{childId}' } as const;
export const updateChildRoute = { method: 'PATCH', path: '/api/child-profiles/{childId}' } as const;
export const deleteChildRoute = { method: 'DELETE', path: '/api/child-profiles/{childId}' } as const;
export const avatarImageRoute = { method: 'GET', path: '/api/avatars/{file}' } as const;
// assessments
export const milestoneChecklistRoute = { method: 'GET', path: '/api/child-profiles/{childId}/milestone-checklist' } as const;
export const saveAssessmentDraftRoute = {
  method: 'PUT',
  path: '/api/child-profiles/{childId}/assessment-draft',
  idempotent: true,
} as const;
export const submitAssessmentRoute = { method: 'POST', path: '/api/child-profiles/{childId}/assessments', idempotent: true } as const;
export const childAssessmentsRoute = { method: 'GET', path: '/api/child-profiles/{childId}/assessments' } as const;
export const developmentAssessmentRoute = { method: 'GET', path: '/api/child-profiles/{childId}/development-assessment' } as const;
export const assessmentsRoute = { method: 'GET', path: '/api/assessments' } as const;
export const screeningsRoute = { method: 'GET', path: '/api/child-profiles/{childId}/screenings' } as const;
// immunisations
export const immunisationsRoute = { method: 'GET', path: '/api/child-profiles/{childId}/immunizations' } as const;
export const recordImmunisationRoute = { method: 'POST', path: '/api/child-profiles/{childId}/immunizations', idempotent: true } as const;
export const deleteImmunisationRecordRoute = { method: 'DELETE', path: '/api/child-profiles/{childId}/immunizations/{recordId}' } as const;
export const chooseImmunisationScheduleRoute = { method: 'PUT', path: '/api/child-profiles/{childId}/immunization-schedule' } as const;
// tips
export const parentTipsRoute = { method: 'GET', path: '/api/parent-tips' } as const;
export const childParentTipsRoute = { method: 'GET', path: '/api/child-profiles/{childId}/parent-tips' } as const;
// activities
export const activityLibraryRoute = { method: 'GET', path: '/api/activities' } as const;
export const activityAssignmentsRoute = { method: 'GET', path: '/api/child-profiles/{childId}/activity-assignments' } as const;
export const createActivityAssignmentRoute = { method: 'POST', path: '/api/child-profiles/{childId}/activity-assignments' } as const;
export const updateActivityAssignmentRoute = {
  method: 'PATCH',
  path: '/api/child-profiles/{childId}/activity-assignments/{id}',
  idempotent: true,
} as const;
export const deleteActivityAssignmentRoute = { method: 'DELETE', path: '/api/child-profiles/{childId}/activity-assignments/{id}' } as const;
export const planSummaryRoute = { method: 'GET', path: '/api/child-profiles/{childId}/plan-summary' } as const;
// achievements
export const achievementsRoute = { method: 'GET', path: '/api/child-profiles/{childId}/achievements' } as const;
// notifications
export const notificationsRoute = { method: 'GET', path: '/api/notifications' } as const;
export const markNotificationsReadRoute = { method: 'POST', path: '/api/notifications/read' } as const;
// devices
export const devicesRoute = { method: 'GET', path: '/api/child-profiles/{childId}/iot-devices' } as const;
export const connectDeviceRoute = { method: 'POST', path: '/api/child-profiles/{childId}/iot-devices' } as const;
export const latestActivityRoute = { method: 'GET', path: '/api/child-profiles/{childId}/activity-data/latest' } as const;
export const disconnectDeviceRoute = { method: 'DELETE', path: '/api/devices/{id}' } as const;
export const postActivityReadingRoute = { method: 'POST', path: '/api/devices/{id}/activity-data' } as const;
// growth
export const measurementsRoute = { method: 'GET', path: '/api/child-profiles/{childId}/measurements' } as const;
export const createMeasurementRoute = { method: 'POST', path: '/api/child-profiles/{childId}/measurements', idempotent: true } as const;
export const updateMeasurementRoute = { method: 'PATCH', path: '/api/child-profiles/{childId}/measurements/{measurementId}' } as const;
export const deleteMeasurementRoute = { method: 'DELETE', path: '/api/child-profiles/{childId}/measurements/{measurementId}' } as const;
export const growthChartRoute = { method: 'GET', path: '/api/child-profiles/{childId}/growth-chart' } as const;
// games
export const gamesRoute = { method: 'GET', path: '/api/games' } as const;
export const gameRoute = { method: 'GET', path: '/api/games/{id}' } as const;
export const gameContentRoute = { method: 'GET', path: '/api/games/{id}/content' } as const;
export const gameImageRoute = { method: 'GET', path: '/api/game-images/{file}' } as const;
export const gameRecommendationsRoute = { method: 'GET', path: '/api/child-profiles/{childId}/game-recommendations' } as const;
export const gameProgressRoute = { method: 'GET', path: '/api/child-profiles/{childId}/game-progress' } as const;
export const gameProgressSummaryRoute = { method: 'GET', path: '/api/child-profiles/{childId}/game-progress/summary' } as const;
export const gameTimeRoute = { method: 'GET', path: '/api/child-profiles/{childId}/game-time' } as const;
export const startGameSessionRoute = { method: 'POST', path: '/api/game-sessions' } as const;
export const completeGameSessionRoute = { method: 'PATCH', path: '/api/game-sessions/{id}/complete', idempotent: true } as const;
export const recordPlayedGameSessionRoute = { method: 'POST', path: '/api/game-sessions/played', idempotent: true } as const;
// families
export const createInvitationRoute = { method: 'POST', path: '/api/child-profiles/{childId}/invitations' } as const;
export const invitationsRoute = { method: 'GET', path: '/api/child-profiles/{childId}/invitations' } as const;
export const cancelInvitationRoute = { method: 'DELETE', path: '/api/child-profiles/{childId}/invitations/{invitationId}' } as const;
export const membersRoute = { method: 'GET', path: '/api/child-profiles/{childId}/members' } as const;
export const changeMemberRoleRoute = { method: 'PATCH', path: '/api/child-profiles/{childId}/members/{userId}' } as const;
export const removeMemberRoute = { method: 'DELETE', path: '/api/child-profiles/{childId}/members/{userId}' } as const;
export const invitationPreviewRoute = { method: 'GET', path: '/api/invitation-previews/{token}' } as const;
export const invitationRoute = { method: 'GET', path: '/api/invitations/{token}' } as const;
export const acceptInvitationRoute = { method: 'POST', path: '/api/invitations/{token}/accept' } as const;
// sharing
export const createReportLinkRoute = { method: 'POST', path: '/api/child-profiles/{childId}/report-links' } as const;
export const reportLinksRoute = { method: 'GET', path: '/api/child-profiles/{childId}/report-links' } as const;
export const revokeReportLinkRoute = { method: 'DELETE', path: '/api/child-profiles/{childId}/report-links/{linkId}' } as const;
export const developmentReportPdfRoute = { method: 'GET', path: '/api/child-profiles/{childId}/development-report.pdf' } as const;
export const sharedReportRoute = { method: 'GET', path: '/api/shared-reports/{token}' } as const;
export const sharedReportPdfRoute = { method: 'GET', path: '/api/shared-reports/{token}/pdf' } as const;
// marketing
export const createInquiryRoute = { method: 'POST', path: '/api/inquiries' } as const;
export const subscribeNewsletterRoute = { method: 'POST', path: '/api/newsletter' } as const;

/** Method and path of every endpoint by name, grouped by the backend module that answers it. */
export const ENDPOINT_ROUTES = {
  // health
  health: healthRoute,
  healthLive: healthLiveRoute,
  healthReady: healthReadyRoute,
  // web
  runtimeConfig: runtimeConfigRoute,
  // auth
  register: registerRoute,
  login: loginRoute,
  logout: logoutRoute,
  currentUser: currentUserRoute,
  // users
  saveProfile: saveProfileRoute,
  changePassword: changePasswordRoute,
  // settings
  settings: settingsRoute,
  updateSettings: updateSettingsRoute,
  // reminders
  unsubscribePage: unsubscribePageRoute,
  unsubscribe: unsubscribeRoute,
  createCalendarFeed: createCalendarFeedRoute,
  revokeCalendarFeed: revokeCalendarFeedRoute,
  calendarFeed: calendarFeedRoute,
  // account
  exportAccount: exportAccountRoute,
  deleteAccount: deleteAccountRoute,
  requestPasswordReset: requestPasswordResetRoute,
  confirmPasswordReset: confirmPasswordResetRoute,
  // children
  childList: childListRoute,
  createChild: createChildRoute,
  child: childRoute,
  updateChild: updateChildRoute,
  deleteChild: deleteChildRoute,
  avatarImage: avatarImageRoute,
  // assessments
  milestoneChecklist: milestoneChecklistRoute,
  saveAssessmentDraft: saveAssessmentDraftRoute,
  submitAssessment: submitAssessmentRoute,
  childAssessments: childAssessmentsRoute,
  developmentAssessment: developmentAssessmentRoute,
  assessments: assessmentsRoute,
  screenings: screeningsRoute,
  // immunisations
  immunisations: immunisationsRoute,
  recordImmunisation: recordImmunisationRoute,
  deleteImmunisationRecord: deleteImmunisationRecordRoute,
  chooseImmunisationSchedule: chooseImmunisationScheduleRoute,
  // tips
  parentTips: parentTipsRoute,
  childParentTips: childParentTipsRoute,
  // activities
  activityLibrary: activityLibraryRoute,
  activityAssignments: activityAssignmentsRoute,
  createActivityAssignment: createActivityAssignmentRoute,
  updateActivityAssignment: updateActivityAssignmentRoute,
  deleteActivityAssignment: deleteActivityAssignmentRoute,
  planSummary: planSummaryRoute,
  // achievements
  achievements: achievementsRoute,
  // notifications
  notifications: notificationsRoute,
  markNotificationsRead: markNotificationsReadRoute,
  // devices
  devices: devicesRoute,
  connectDevice: connectDeviceRoute,
  latestActivity: latestActivityRoute,
  disconnectDevice: disconnectDeviceRoute,
  postActivityReading: postActivityReadingRoute,
  // growth
  measurements: measurementsRoute,
  createMeasurement: createMeasurementRoute,
  updateMeasurement: updateMeasurementRoute,
  deleteMeasurement: deleteMeasurementRoute,
  growthChart: growthChartRoute,
  // games
  games: gamesRoute,
  game: gameRoute,
  gameContent: gameContentRoute,
  gameImage: gameImageRoute,
  gameRecommendations: gameRecommendationsRoute,
  gameProgress: gameProgressRoute,
  gameProgressSummary: gameProgressSummaryRoute,
  gameTime: gameTimeRoute,
  startGameSession: startGameSessionRoute,
  completeGameSession: completeGameSessionRoute,
  recordPlayedGameSession: recordPlayedGameSessionRoute,
  // families
  createInvitation: createInvitationRoute,
  invitations: invitationsRoute,
  cancelInvitation: cancelInvitationRoute,
  members: membersRoute,
  changeMemberRole: changeMemberRoleRoute,
  removeMember: removeMemberRoute,
  invitationPreview: invitationPreviewRoute,
  invitation: invitationRoute,
  acceptInvitation: acceptInvitationRoute,
  // sharing
  createReportLink: createReportLinkRoute,
  reportLinks: reportLinksRoute,
  revokeReportLink: revokeReportLinkRoute,
  developmentReportPdf: developmentReportPdfRoute,
  sharedReport: sharedReportRoute,
  sharedReportPdf: sharedReportPdfRoute,
  // marketing
  createInquiry: createInquiryRoute,
  subscribeNewsletter: subscribeNewsletterRoute,
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

/**
 * The routes a client may replay with an `Idempotency-Key` (the writes a phone queues offline),
 * with their paths as patterns of whole URL paths ('{name}' is one non-empty segment). A function,
 * not a constant, so an app that never asks keeps only the routes it names (see above).
 */
function idempotentRoutes(): { method: HttpMethod; pattern: RegExp }[] {
  idempotentRoutesMemo ??= Object.values(ENDPOINT_ROUTES)
    .filter((route: EndpointRoute) => route.idempotent === true)
    .map((route) => ({ method: route.method, pattern: new RegExp(`^${route.path.replace(/\{\w+\}/g, '[^/?#]+')}$`) }));
  return idempotentRoutesMemo;
}
let idempotentRoutesMemo: { method: HttpMethod; pattern: RegExp }[] | undefined;

/**
 * Whether a request (`method`, `url`: a path, with or without a query, or an absolute URL) is one
 * of the routes marked `idempotent`: such a request carries an `Idempotency-Key`, and offline it
 * is queued and sent again later (shell/src/service-worker).
 */
export function isIdempotentRequest(method: string, url: string): boolean {
  const path = new URL(url, 'http://localhost').pathname;
  const upper = method.toUpperCase();
  return idempotentRoutes().some((route) => route.method === upper && route.pattern.test(path));
}
