// Test helpers of every workspace: answers scoped to one child or one user, and a record of the
// requests a test sends (CONTRIBUTING.md, "Tests and the API").
import { apiServer } from './api-mock';
import { apiError } from './handlers';
import { testUser } from './fixtures';

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
 * order, as 'GET /api/path?query': for a test of what is sent, or not sent, across endpoints. It
 * answers none; the test's handlers do.
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
