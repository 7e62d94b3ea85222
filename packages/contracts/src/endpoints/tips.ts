import { z } from 'zod';
import { parentTipSchema, parentTipsQuerySchema, personalizedTipsSchema } from '../tips';
import { ANY_CHILD_ROLE, defineEndpoints, idParams } from './define';
import { ENDPOINT_ROUTES as R } from './paths';

/** Parent tips (backend/src/tips). */
export const tipEndpoints = defineEndpoints({
  parentTips: {
    ...R.parentTips,
    summary: 'Parent tips for an age window',
    access: 'signed-in',
    query: parentTipsQuerySchema,
    status: 200,
    response: z.array(parentTipSchema),
    answer: 'Parent tips',
    localized: true,
  },
  childParentTips: {
    ...R.childParentTips,
    summary: 'Personalised parent tips for a child',
    access: ANY_CHILD_ROLE,
    params: idParams('childId'),
    status: 200,
    response: personalizedTipsSchema,
    answer: 'Tips for the child',
    localized: true,
  },
});
