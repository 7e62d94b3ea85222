import { z } from 'zod';
import { textSchema } from './text';
import { entityIdParamSchema } from './ids';
import { MAX_INTERESTS } from './constants';
import { LOCALES } from './locales';

/** Interest ids of the profile form (docs/product.md). */
export const INTEREST_IDS = [
  'physical',
  'arts',
  'storytelling',
  'puzzles',
  'sports',
  'science',
  'technology',
  'math',
  'literature',
] as const;
export const interestIdSchema = z.enum(INTEREST_IDS, { error: 'Choose one of the interests shown' });
export type InterestId = z.infer<typeof interestIdSchema>;

export const INTEREST_LABELS: Record<InterestId, string> = {
  physical: 'Physical activity',
  arts: 'Arts and crafts',
  storytelling: 'Storytelling',
  puzzles: 'Puzzles',
  sports: 'Sports',
  science: 'Science',
  technology: 'Technology',
  math: 'Maths',
  literature: 'Literature',
};

/** Grades of the profile form: pre-k, kindergarten, 1st to 12th (docs/product.md). */
export const GRADES = [
  'pre-k',
  'kindergarten',
  '1st',
  '2nd',
  '3rd',
  '4th',
  '5th',
  '6th',
  '7th',
  '8th',
  '9th',
  '10th',
  '11th',
  '12th',
] as const;
export const gradeSchema = z.enum(GRADES, { error: 'Choose a grade from the list' });
export type Grade = z.infer<typeof gradeSchema>;

export const GRADE_LABELS: Record<Grade, string> = {
  'pre-k': 'Pre-K',
  kindergarten: 'Kindergarten',
  '1st': '1st grade',
  '2nd': '2nd grade',
  '3rd': '3rd grade',
  '4th': '4th grade',
  '5th': '5th grade',
  '6th': '6th grade',
  '7th': '7th grade',
  '8th': '8th grade',
  '9th': '9th grade',
  '10th': '10th grade',
  '11th': '11th grade',
  '12th': '12th grade',
};

/** Longest answers of the profile form, in characters: the sizes of their `users` columns. */
export const PROFILE_LIMITS = { phoneNumber: 40, address: 300, schoolName: 200, schoolUrl: 500 } as const;

export const PROFILE_MESSAGES = {
  phoneNumber: 'Phone number must be at least 10 digits',
  phoneNumberTooLong: `Phone number must be at most ${PROFILE_LIMITS.phoneNumber} characters`,
  address: 'Please provide a valid address',
  addressTooLong: `Address must be at most ${PROFILE_LIMITS.address} characters`,
  schoolNameTooLong: `School name must be at most ${PROFILE_LIMITS.schoolName} characters`,
  schoolUrl: 'Please enter a valid URL',
  schoolUrlTooLong: `School website must be at most ${PROFILE_LIMITS.schoolUrl} characters`,
  interests: `Choose at most ${MAX_INTERESTS} interests`,
} as const;

/** An optional text field: empty string or missing means "not given"; otherwise min to max characters. */
const optionalText = (min: number, message: string, max: number, tooLong: string) =>
  textSchema()
    .trim()
    .max(max, tooLong)
    .refine((value) => value === '' || value.length >= min, message)
    .optional();

/**
 * The profile form of docs/product.md (POST /api/users/{id}/profile body). Every field is
 * optional; phone ≥ 10 characters, address ≥ 5, schoolUrl an http(s) URL or empty, at most 5
 * interests; no answer is longer than its database column (PROFILE_LIMITS).
 */
export const profileSchema = z.object({
  phoneNumber: optionalText(10, PROFILE_MESSAGES.phoneNumber, PROFILE_LIMITS.phoneNumber, PROFILE_MESSAGES.phoneNumberTooLong),
  address: optionalText(5, PROFILE_MESSAGES.address, PROFILE_LIMITS.address, PROFILE_MESSAGES.addressTooLong),
  schoolName: textSchema().trim().max(PROFILE_LIMITS.schoolName, PROFILE_MESSAGES.schoolNameTooLong).optional(),
  // Only web addresses: a javascript: or data: URL must never become a link.
  schoolUrl: textSchema()
    .trim()
    .max(PROFILE_LIMITS.schoolUrl, PROFILE_MESSAGES.schoolUrlTooLong)
    .pipe(z.union([z.literal(''), z.httpUrl({ message: PROFILE_MESSAGES.schoolUrl })]))
    .optional(),
  grade: z.union([z.literal(''), gradeSchema], { error: 'Choose a grade from the list' }).optional(),
  selectedInterests: z
    .array(interestIdSchema, { error: 'Choose any interests that apply' })
    .max(MAX_INTERESTS, PROFILE_MESSAGES.interests)
    .refine((ids) => new Set(ids).size === ids.length, 'Each interest may be chosen once')
    .optional(),
});
export type ProfileInput = z.infer<typeof profileSchema>;

/** The signed-in user as every /api auth and user call returns it. */
export const userSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  profileCompleted: z.boolean(),
  phoneNumber: z.string().nullable(),
  address: z.string().nullable(),
  schoolName: z.string().nullable(),
  schoolUrl: z.string().nullable(),
  grade: gradeSchema.nullable(),
  selectedInterests: z.array(interestIdSchema),
  /** The language the parent chose (settings), or null: the browser's languages decide. */
  locale: z.enum(LOCALES).nullable(),
});
export type User = z.infer<typeof userSchema>;

/** Path parameter of /api/users/{userId}/...: a positive integer id. */
export const userIdParamSchema = z.object({ userId: entityIdParamSchema });
