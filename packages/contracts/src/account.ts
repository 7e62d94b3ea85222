import { z } from 'zod';
import { currentPasswordSchema, emailSchema, newPasswordSchema, withPasswordConfirmation } from './auth';

/** Password reset by email, and the account's data rights (export and deletion). */

/** A reset link stays valid this long, in minutes. */
export const PASSWORD_RESET_TTL_MINUTES = 60;
/** Path of the reset page the email links to (`?token=...`). */
export const PASSWORD_RESET_PATH = '/reset-password';
export const FORGOT_PASSWORD_PATH = '/forgot-password';

export const ACCOUNT_MESSAGES = {
  resetRequested: 'If an account exists for that address, we have sent it a link to reset the password.',
  resetGone: 'This reset link has expired or was already used. Please ask for a new one.',
  resetDone: 'Your password was changed. Please sign in with the new one.',
  wrongPassword: 'Password is incorrect',
  deleted: 'Your account and every child profile it held were deleted.',
} as const;

/** POST /api/password-reset body. */
export const passwordResetRequestSchema = z.object({ email: emailSchema });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** A reset token as sent in the link: base64url of 32 random bytes. */
export const passwordResetTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This reset link is not valid');

/** POST /api/password-reset/confirm body: the token from the link and the new password. */
export const passwordResetConfirmSchema = z.object({
  token: passwordResetTokenSchema,
  password: newPasswordSchema,
});
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;

/** The reset form: the new password twice. */
export const passwordResetFormSchema = withPasswordConfirmation(z.object({ password: newPasswordSchema }), 'password');
export type PasswordResetFormValues = z.infer<typeof passwordResetFormSchema>;

/** DELETE /api/users/{userId} body: the current password, as a confirmation. */
export const deleteAccountSchema = z.object({
  password: currentPasswordSchema,
});
export type DeleteAccount = z.infer<typeof deleteAccountSchema>;

/** Version of the export file's layout (see README, "Your data"). */
export const ACCOUNT_EXPORT_FORMAT = 'flourishly-account-export/1';

/** One stored record in the export: its columns as JSON, relations as ids, never a secret's hash. */
const exportedRowSchema = z.record(z.string(), z.unknown());

/**
 * GET /api/users/{userId}/export: the export file (README, "Your data"): the profile, each owned
 * child with every record kept about it, the children shared with the account, and what it created.
 */
export const accountExportSchema = z
  .object({
    format: z.literal(ACCOUNT_EXPORT_FORMAT),
    exportedAt: z.string(),
    profile: exportedRowSchema,
    children: z.array(
      z
        .object({
          profile: exportedRowSchema,
          assessments: z.array(exportedRowSchema),
          planDays: z.array(exportedRowSchema),
          activityAssignments: z.array(exportedRowSchema),
          achievements: z.array(exportedRowSchema),
          gameSessions: z.array(exportedRowSchema),
          gameProgress: z.array(exportedRowSchema),
          devices: z.array(exportedRowSchema),
          deviceReadings: z.array(exportedRowSchema),
          members: z.array(exportedRowSchema),
          invitations: z.array(exportedRowSchema),
          reportLinks: z.array(exportedRowSchema),
          growthMeasurements: z.array(exportedRowSchema),
          immunisationSchedules: z.array(exportedRowSchema),
          immunisationRecords: z.array(exportedRowSchema),
        })
        // A module's new records about a child are exported by its contributor alone.
        .catchall(z.array(exportedRowSchema)),
    ),
    memberships: z.array(
      z.object({ childId: z.number().int(), childName: z.string(), ownerName: z.string(), role: z.string(), since: z.string() }),
    ),
    invitationsCreated: z.array(exportedRowSchema),
    reportLinksCreated: z.array(exportedRowSchema),
    notifications: z.array(exportedRowSchema),
    settings: z.array(exportedRowSchema),
    reminders: z.array(exportedRowSchema),
    calendarFeed: z.array(exportedRowSchema),
  })
  // A module's new records of the account are exported by its contributor alone.
  .catchall(z.array(exportedRowSchema));
