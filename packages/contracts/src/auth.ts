import { z } from 'zod';
import { textSchema } from './text';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** Longest full name and email, in characters: the sizes of their `users` columns. */
export const FULL_NAME_MAX_LENGTH = 120;
export const EMAIL_MAX_LENGTH = 254;

export const AUTH_MESSAGES = {
  fullName: 'Please enter your full name',
  fullNameTooLong: `Full name must be at most ${FULL_NAME_MAX_LENGTH} characters`,
  email: 'Please enter a valid email address',
  emailTooLong: `Email must be at most ${EMAIL_MAX_LENGTH} characters`,
  password: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  passwordRequired: 'Enter your password',
  emailRequired: 'Enter your email address',
  fullNameRequired: 'Enter your full name',
  newPasswordRequired: 'Enter a password',
  currentPasswordRequired: 'Enter your current password',
  confirmPasswordRequired: 'Enter the password again',
  confirmPassword: 'Passwords do not match',
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  wrongCurrentPassword: 'Current password is incorrect',
  notSignedIn: 'You are not signed in',
  /** A new password that zxcvbn scores below 3 (registration, change and reset; backend/src/auth/password-strength.ts). */
  passwordTooGuessable:
    'This password is too easy to guess. Avoid your name, your email, the name Flourishly, dates and common words: try a few unrelated words or a longer mix of characters.',
} as const;

/** Trimmed and lower-cased before it is checked, so ' Maya@Example.com ' signs in as maya@example.com. */
export const emailSchema = textSchema(AUTH_MESSAGES.emailRequired)
  .trim()
  .toLowerCase()
  .min(1, AUTH_MESSAGES.emailRequired)
  .max(EMAIL_MAX_LENGTH, AUTH_MESSAGES.emailTooLong)
  .pipe(z.email({ message: AUTH_MESSAGES.email }));
/** A new password (registration, change, reset): 8-128 characters. */
export const newPasswordSchema = textSchema(AUTH_MESSAGES.newPasswordRequired)
  .min(1, AUTH_MESSAGES.newPasswordRequired)
  .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.password)
  .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong);
/** A password as typed to sign in or to confirm a change: any non-empty text up to the longest new password. */
export const currentPasswordSchema = textSchema(AUTH_MESSAGES.passwordRequired)
  .min(1, AUTH_MESSAGES.passwordRequired)
  .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong);

/**
 * A password form's schema: `schema` plus `confirmPassword`, which must equal its `field` (the
 * new password typed again); a mismatch is reported on `confirmPassword`.
 */
export function withPasswordConfirmation<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>, field: keyof Shape & string) {
  return schema.extend({ confirmPassword: textSchema(AUTH_MESSAGES.confirmPasswordRequired) }).refine(
    (values) => {
      const typed = values as Record<string, unknown>;
      return typed[field] === typed.confirmPassword;
    },
    {
      message: AUTH_MESSAGES.confirmPassword,
      path: ['confirmPassword'],
    },
  );
}

/** POST /api/register body: full name (2-120), email (≤ 254) and a password of 8-128 characters. */
export const registerSchema = z.object({
  fullName: textSchema(AUTH_MESSAGES.fullNameRequired)
    .trim()
    .min(1, AUTH_MESSAGES.fullNameRequired)
    .min(2, AUTH_MESSAGES.fullName)
    .max(FULL_NAME_MAX_LENGTH, AUTH_MESSAGES.fullNameTooLong),
  email: emailSchema,
  password: newPasswordSchema,
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** The registration form: the register body plus a confirmation that must match. */
export const registerFormSchema = withPasswordConfirmation(registerSchema, 'password');
export type RegisterFormValues = z.infer<typeof registerFormSchema>;

/** POST /api/login body. */
export const loginSchema = z.object({
  email: emailSchema,
  password: currentPasswordSchema,
});
export type LoginInput = z.infer<typeof loginSchema>;

/** POST /api/users/{id}/password body. */
export const changePasswordSchema = z.object({
  currentPassword: textSchema(AUTH_MESSAGES.currentPasswordRequired)
    .min(1, AUTH_MESSAGES.currentPasswordRequired)
    .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong),
  newPassword: newPasswordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The change-password form: the body plus a confirmation that must match. */
export const changePasswordFormSchema = withPasswordConfirmation(changePasswordSchema, 'newPassword');
export type ChangePasswordFormValues = z.infer<typeof changePasswordFormSchema>;
