import { apiError, testUser } from '@flourishly/platform/testing';

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
