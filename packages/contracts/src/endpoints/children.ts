import { z } from 'zod';
import { childListItemSchema, childProfileSchema, createChildProfileSchema, updateChildProfileSchema } from '../child-profile';
import { userIdParamSchema } from '../user';
import { ANY_CHILD_ROLE, CHILD_CHANGERS, CHILD_OWNER, defineEndpoints, fileParams, idParams } from './define';
import { ENDPOINT_ROUTES as R } from './paths';

/** Child profiles and their avatars (backend/src/children). */
export const childrenEndpoints = defineEndpoints({
  childList: {
    ...R.childList,
    summary: 'List the children the signed-in user owns or was given',
    access: 'self',
    params: userIdParamSchema,
    status: 200,
    response: z.array(childListItemSchema),
    answer: 'The children the user owns, then those shared with them',
  },
  createChild: {
    ...R.createChild,
    summary: 'Create a child profile',
    access: 'signed-in',
    body: createChildProfileSchema,
    status: 201,
    response: childProfileSchema,
    answer: 'The new child profile',
    localized: true,
  },
  child: {
    ...R.child,
    summary: 'Get one child profile',
    access: ANY_CHILD_ROLE,
    params: idParams('childId'),
    status: 200,
    response: childProfileSchema,
    answer: 'The child profile',
    localized: true,
  },
  updateChild: {
    ...R.updateChild,
    summary: 'Edit a child profile',
    access: CHILD_CHANGERS,
    params: idParams('childId'),
    body: updateChildProfileSchema,
    status: 200,
    response: childProfileSchema,
    answer: 'The changed child profile',
    localized: true,
  },
  deleteChild: {
    ...R.deleteChild,
    summary: 'Delete a child profile and all of its data',
    access: CHILD_OWNER,
    params: idParams('childId'),
    status: 204,
    answer: 'The child and all of its data removed',
  },
  avatarImage: {
    ...R.avatarImage,
    summary: 'A built-in avatar image',
    access: 'public',
    params: fileParams,
    status: 200,
    file: 'image/svg+xml',
    answer: 'The avatar image',
  },
});
