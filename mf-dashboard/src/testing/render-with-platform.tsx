import { apiError } from '@flourishly/platform/testing';

export * from '@flourishly/platform/testing';

/**
 * A resolver of a child's endpoint that answers `answer` for child `childId` alone and the API's
 * 404 for any other child, as the server would: `handlers.children.child(forChild(7, profile))`.
 */
export const forChild =
  <T,>(childId: number, answer: T) =>
  ({ params }: { params: { childId: string } }) =>
    params.childId === String(childId) ? answer : apiError(404);
