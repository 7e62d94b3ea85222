import { z } from 'zod';
import { accountExportSchema, deleteAccountSchema, passwordResetConfirmSchema, passwordResetRequestSchema } from '../account';
import { changePasswordSchema } from '../auth';
import { profileSchema, userIdParamSchema, userSchema } from '../user';
import { defineEndpoints } from './define';
import { ENDPOINT_ROUTES as R } from './paths';

/** The signed-in user's profile and password (backend/src/users). */
export const userEndpoints = defineEndpoints({
  saveProfile: {
    ...R.saveProfile,
    summary: 'Save the signed-in user’s profile',
    access: 'self',
    params: userIdParamSchema,
    body: profileSchema,
    status: 200,
    response: userSchema,
    answer: 'The user with the saved profile',
  },
  changePassword: {
    ...R.changePassword,
    summary: 'Change the signed-in user’s password',
    access: 'self',
    params: userIdParamSchema,
    body: changePasswordSchema,
    status: 204,
    answer: 'Password changed; other sessions signed out',
  },
});

/** The account as a whole: export, deletion, password reset (backend/src/account). */
export const accountEndpoints = defineEndpoints({
  exportAccount: {
    ...R.exportAccount,
    summary: 'Download everything the account holds as JSON',
    access: 'self',
    params: userIdParamSchema,
    status: 200,
    response: accountExportSchema,
    answer: 'The export file',
  },
  deleteAccount: {
    ...R.deleteAccount,
    summary: 'Delete the account and the children it owns',
    access: 'self',
    params: userIdParamSchema,
    body: deleteAccountSchema,
    status: 204,
    answer: 'The account and its children deleted; signed out',
  },
  requestPasswordReset: {
    ...R.requestPasswordReset,
    summary: 'Email a password reset link',
    access: 'public',
    body: passwordResetRequestSchema,
    status: 202,
    response: z.object({ message: z.string() }),
    answer: 'Accepted: a link is mailed if an account has the address',
  },
  confirmPasswordReset: {
    ...R.confirmPasswordReset,
    summary: 'Set a new password with a reset link',
    access: 'public',
    body: passwordResetConfirmSchema,
    status: 204,
    answer: 'The new password is set and every session of the account has ended',
  },
});
