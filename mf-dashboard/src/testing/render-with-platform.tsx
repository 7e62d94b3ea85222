import { EMPTY_DOCTOR_QUESTIONS, type AssessmentResult } from '@flourishly/contracts';
import { apiError, apiServer, testUser } from '@flourishly/platform/testing';

export * from '@flourishly/platform/testing';

/** An answer, or a resolver that makes it from the call. */
type AnswerOf<C, T> = T | ((call: C) => T);

const answerOf = <C, T>(answer: AnswerOf<C, T>, call: C): T => (typeof answer === 'function' ? (answer as (call: C) => T)(call) : answer);

/**
 * A resolver of a child's endpoint that answers for child `childId` alone, and the API's 404 for
 * any other child as the server would: `handlers.children.child(forChild(7, profile))`, or
 * `forChild(7, ({ body }) => ...)` to answer from the call.
 */
export const forChild =
  <C extends { params: { childId: string } }, T>(childId: number, answer: AnswerOf<C, T>) =>
  (call: C) =>
    call.params.childId === String(childId) ? answerOf(answer, call) : apiError(404);

/**
 * A resolver of a user's endpoint ('/api/users/{userId}/...') that answers for user `userId`
 * alone (the signed-in `testUser` by default), and the API's 404 for any other user.
 */
export const forUser =
  <C extends { params: { userId: string } }, T>(answer: AnswerOf<C, T>, userId = testUser.id) =>
  (call: C) =>
    call.params.userId === String(userId) ? answerOf(answer, call) : apiError(404);

const recorders = new Set<(event: { request: Request }) => void>();
afterEach(() => {
  recorders.forEach((recorder) => apiServer.events.removeListener('request:start', recorder));
  recorders.clear();
});

/**
 * Every request the code under test sends from now to the end of the test, answered or not, in
 * order, as 'GET /api/path?query' (the shell's recordRequests, shell/src/testing): for a test
 * that checks nothing else was asked. It answers none; the test's handlers do.
 */
export function recordRequests(): string[] {
  const requests: string[] = [];
  const recorder = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    requests.push(`${request.method} ${url.pathname}${url.search}`);
  };
  recorders.add(recorder);
  apiServer.events.on('request:start', recorder);
  return requests;
}

/**
 * A submitted assessment of the platform's `makeChildProfile` child on the CDC's 4-year checklist,
 * with every field of the contract and no domain scored (GET /api/child-profiles/{childId}/assessments);
 * the scores' date follows `assessedAt`.
 */
export const makeAssessmentResult = (overrides: Partial<AssessmentResult> = {}): AssessmentResult => {
  const assessedAt = overrides.assessedAt ?? '2026-11-20T10:00:00Z';
  return {
    id: 1,
    childId: 7,
    childName: 'Maya',
    checklistKey: 'cdc-48m',
    checklistTitle: 'Milestones at 4 years',
    checklistSource: 'Source: CDC, Learn the Signs. Act Early.',
    checklistDisclaimer: 'Use of these materials does not imply endorsement of this product by the U.S. Government.',
    ageMonths: 48,
    assessedAt,
    scores: { cognitive: null, physical: null, socialEmotional: null, language: null, moral: null, assessedAt },
    domains: [],
    notYet: [],
    strengths: [],
    doctorQuestions: EMPTY_DOCTOR_QUESTIONS,
    actEarly: false,
    ...overrides,
  };
};
