import type { z } from 'zod';
import { changePasswordFormSchema, loginSchema, registerFormSchema } from './auth';
import { deleteAccountSchema, passwordResetFormSchema, passwordResetRequestSchema } from './account';
import { createAssignmentSchema } from './activities';
import { childBasicInfoSchema, familyContextSchema, olderChildAnswersSchema, youngChildAnswersSchema } from './child-profile';
import { connectDeviceSchema } from './devices';
import { inquirySchema, newsletterSchema } from './marketing-schemas';
import { profileSchema } from './user';

/** Every form's schema, by the form parents know it as. */
const FORMS: [string, z.ZodType][] = [
  ['sign in', loginSchema],
  ['sign up', registerFormSchema],
  ['forgot password', passwordResetRequestSchema],
  ['reset password', passwordResetFormSchema],
  ['profile', profileSchema],
  ['change password', changePasswordFormSchema],
  ['delete account', deleteAccountSchema],
  ['add child: basic information', childBasicInfoSchema],
  ['add child: young child', youngChildAnswersSchema],
  ['add child: older child', olderChildAnswersSchema],
  ['add child: family', familyContextSchema],
  ['add activity', createAssignmentSchema],
  ['connect a device', connectDeviceSchema],
  ['contact', inquirySchema],
  ['newsletter', newsletterSchema],
];

/** zod's own wording: a parent must never read it under a field. */
const MACHINE_TEXT = /Invalid input|Invalid option|expected|received|^Required$|undefined|yyyy|HH:mm/i;

const messagesOf = (schema: z.ZodType, values: unknown) => schema.safeParse(values).error?.issues.map((issue) => issue.message) ?? [];

describe.each(FORMS)('the %s form', (_name, schema) => {
  it('says in plain words what an empty submit is missing', () => {
    for (const message of messagesOf(schema, {})) expect(message).not.toMatch(MACHINE_TEXT);
  });

  it('says in plain words what is wrong with blank or wrongly typed answers', () => {
    const shape = (schema as { shape?: Record<string, unknown> }).shape ?? {};
    const blanks = Object.fromEntries(Object.keys(shape).map((key) => [key, '']));
    const numbers = Object.fromEntries(Object.keys(shape).map((key) => [key, 7]));
    for (const message of [...messagesOf(schema, blanks), ...messagesOf(schema, numbers)]) expect(message).not.toMatch(MACHINE_TEXT);
  });
});

it('asks for the email address and a password by name', () => {
  expect(messagesOf(registerFormSchema, {})).toEqual([
    'Enter your full name',
    'Enter your email address',
    'Enter a password',
    'Enter the password again',
  ]);
  expect(messagesOf(loginSchema, { email: '', password: '' })).toEqual(['Enter your email address', 'Enter your password']);
  expect(messagesOf(passwordResetRequestSchema, {})).toEqual(['Enter your email address']);
});
