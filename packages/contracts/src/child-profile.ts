import { z } from 'zod';
import { choiceSchema, textSchema } from './text';
import { entityIdParamSchema } from './ids';
import { childRoleSchema } from './families';
import { latestIsoDateOnEarth, parseIsoDate, todayIsoDate } from './child-age';
import { calendarDateOfDateTime, isCalendarDate } from './dates';
import { GESTATIONAL_AGE_MAX_DAYS, GESTATIONAL_AGE_MAX_WEEKS, GESTATIONAL_AGE_MIN_WEEKS } from './corrected-age';
import { dailyGameLimitMinutesSchema } from './games';
import {
  activityLevelSchema,
  challengeMoodSchema,
  CHOICE_MESSAGES,
  familyActivitySchema,
  genderSchema,
  parentalInvolvementSchema,
  parentingPrioritySchema,
  preferredActivitySchema,
  PRIMARY_CONCERNS,
  primaryConcernSchema,
  socialPreferenceSchema,
  socialSkillsSchema,
  temperamentSchema,
} from './children';
import { CHILD_NAME_MIN_LENGTH, EARLIEST_BIRTH_DATE } from './constants';

/** Longest accepted child name, in characters (the database column's size). */
export const CHILD_NAME_MAX_LENGTH = 100;

/** Validation messages of the child-profile payload (docs/product.md, plus our own for the rest). */
export const CHILD_VALIDATION_MESSAGES = {
  nameMin: "Child's name must be at least 2 characters",
  nameMax: `Child's name must be at most ${CHILD_NAME_MAX_LENGTH} characters`,
  dateOfBirthRequired: 'Date of birth is required',
  dateOfBirthInvalid: 'Date of birth must be a valid date (yyyy-MM-dd, or an ISO 8601 date-time)',
  dateOfBirthFuture: 'Date of birth cannot be in the future',
  dateOfBirthTooEarly: 'Date of birth cannot be before 1900-01-01',
  duplicate: 'Each option may be chosen once',
  parentMismatch: 'You can only add children to your own account',
  avatar: 'Choose one of the built-in avatars',
  gestationalAge: `Weeks of pregnancy at birth must be a whole number from ${GESTATIONAL_AGE_MIN_WEEKS} to ${GESTATIONAL_AGE_MAX_WEEKS}`,
  gestationalAgeDays: `Days beyond the weeks must be a whole number from 0 to ${GESTATIONAL_AGE_MAX_DAYS}`,
} as const;

/** Built-in avatars, served by the API at /api/avatars/{id}.svg. A parent picks one or none. */
export const AVATAR_IDS = ['fox', 'owl', 'bear', 'rabbit', 'turtle', 'whale'] as const;
export type AvatarId = (typeof AVATAR_IDS)[number];
export const AVATAR_LABELS: Record<AvatarId, string> = {
  fox: 'Fox',
  owl: 'Owl',
  bear: 'Bear',
  rabbit: 'Rabbit',
  turtle: 'Turtle',
  whale: 'Whale',
};
/** URL path of a built-in avatar. */
export const avatarUrl = (id: AvatarId) => `/api/avatars/${id}.svg`;
export const AVATAR_URLS = AVATAR_IDS.map(avatarUrl) as [string, ...string[]];
export const avatarUrlSchema = z.enum(AVATAR_URLS, { error: CHILD_VALIDATION_MESSAGES.avatar });

/** The concerns the add-child form offers (the payload accepts these five; docs/product.md). */
export const formConcernSchema = choiceSchema(PRIMARY_CONCERNS, CHOICE_MESSAGES.concern);

/**
 * Gestational age at birth in completed weeks, GESTATIONAL_AGE_MIN_WEEKS-GESTATIONAL_AGE_MAX_WEEKS;
 * null when born at term or unknown. Chooses the corrected age (see corrected-age.ts).
 */
export const gestationalAgeAtBirthWeeksSchema = z
  .number({ error: CHILD_VALIDATION_MESSAGES.gestationalAge })
  .int(CHILD_VALIDATION_MESSAGES.gestationalAge)
  .min(GESTATIONAL_AGE_MIN_WEEKS, CHILD_VALIDATION_MESSAGES.gestationalAge)
  .max(GESTATIONAL_AGE_MAX_WEEKS, CHILD_VALIDATION_MESSAGES.gestationalAge)
  .nullable();

/**
 * Days of pregnancy beyond the completed weeks at birth, 0-GESTATIONAL_AGE_MAX_DAYS (36+4 is
 * weeks 36, days 4); null or absent counts as 0. Makes the corrected age exact to the day.
 */
export const gestationalAgeAtBirthDaysSchema = z
  .number({ error: CHILD_VALIDATION_MESSAGES.gestationalAgeDays })
  .int(CHILD_VALIDATION_MESSAGES.gestationalAgeDays)
  .min(0, CHILD_VALIDATION_MESSAGES.gestationalAgeDays)
  .max(GESTATIONAL_AGE_MAX_DAYS, CHILD_VALIDATION_MESSAGES.gestationalAgeDays)
  .nullable();

/** A list of known values, each at most once. */
const uniqueList = <T extends z.ZodType>(item: T) =>
  z
    .array(item, { error: 'Choose any that apply' })
    .refine((values) => new Set(values).size === values.length, CHILD_VALIDATION_MESSAGES.duplicate);

/**
 * Child's name: trimmed, 2-100 characters. Missing and non-string values carry the same
 * message as a short name (the form's only rule).
 */
export const childNameSchema = textSchema({ error: CHILD_VALIDATION_MESSAGES.nameMin })
  .trim()
  .min(CHILD_NAME_MIN_LENGTH, CHILD_VALIDATION_MESSAGES.nameMin)
  .max(CHILD_NAME_MAX_LENGTH, CHILD_VALIDATION_MESSAGES.nameMax);

/**
 * Date of birth: required; a calendar date 'yyyy-MM-dd' or an ISO 8601 / RFC 3339 date-time
 * (what `JSON.stringify(new Date())` sends), which is reduced to the date as written in its own
 * offset (see calendarDateOfDateTime). The result is 'yyyy-MM-dd', from 1900-01-01 up to
 * `latestDate()` inclusive. `latestDate` is read at each validation, so a long-running server
 * moves with the calendar.
 */
export function dateOfBirthSchemaUpTo(latestDate: () => string) {
  return textSchema({ error: CHILD_VALIDATION_MESSAGES.dateOfBirthRequired })
    .min(1, CHILD_VALIDATION_MESSAGES.dateOfBirthRequired)
    .transform((value, context) => {
      const date = isCalendarDate(value) ? value : calendarDateOfDateTime(value);
      if (!date || !parseIsoDate(date)) {
        context.addIssue({ code: 'custom', message: CHILD_VALIDATION_MESSAGES.dateOfBirthInvalid });
      } else if (date < EARLIEST_BIRTH_DATE) {
        context.addIssue({ code: 'custom', message: CHILD_VALIDATION_MESSAGES.dateOfBirthTooEarly });
      } else if (date > latestDate()) {
        context.addIssue({ code: 'custom', message: CHILD_VALIDATION_MESSAGES.dateOfBirthFuture });
      } else {
        return date;
      }
      return z.NEVER;
    });
}

/** Every answer of a child profile (sections 3 and 9) but the date of birth, whose bound varies. */
const answerShape = {
  name: childNameSchema,
  gender: genderSchema,
  primaryDevelopmentalConcern: formConcernSchema,
  temperament: temperamentSchema.nullable(),
  socialInteractionPreference: socialPreferenceSchema.nullable(),
  preferredActivity: uniqueList(preferredActivitySchema),
  moodWhenFacingChallenges: challengeMoodSchema.nullable(),
  physicalActivityLevel: activityLevelSchema.nullable(),
  socialSkillsHandling: socialSkillsSchema.nullable(),
  parentalInvolvement: parentalInvolvementSchema,
  familyActivityPreferences: uniqueList(familyActivitySchema),
  familyDevelopmentFocus: uniqueList(parentingPrioritySchema),
  avatarUrl: avatarUrlSchema.nullable(),
  gestationalAgeAtBirthWeeks: gestationalAgeAtBirthWeeksSchema,
  gestationalAgeAtBirthDays: gestationalAgeAtBirthDaysSchema,
  dailyGameLimitMinutes: dailyGameLimitMinutesSchema,
};

/** The answers as one object; the wizard's steps pick theirs from it. */
const answerSchema = z.object(answerShape);

/**
 * The child-profile schemas whose date of birth may be at most `latestDate()` ('yyyy-MM-dd').
 * One design, two bounds: the forms use the parent's local today (the picker's max), the API
 * the latest date anywhere on Earth (see {@link apiChildProfileSchemas}).
 *
 * - `create`: POST /api/child-profiles body (docs/product.md). name, dateOfBirth, gender and
 *   primaryDevelopmentalConcern are required; nullable answers default to null, lists to [],
 *   parentalInvolvement to 'balanced', avatarUrl, gestationalAgeAtBirthWeeks and dailyGameLimitMinutes (off) to null, gestationalAgeAtBirthDays to 0. `parentId` may be omitted (the
 *   session's user is the parent); when given it must be that user (the server answers 403).
 *   `personaType` and `profileCompleted` are accepted and ignored: the server computes them.
 * - `update`: PATCH /api/child-profiles/{childId} body: any subset of the answers; personaType ignored.
 * - `basicInfo`: the wizard's step 1 (docs/product.md): name, date of birth, gender, concern, avatar,
 *   and the weeks of pregnancy at birth.
 */
export function childProfileSchemas(latestDate: () => string) {
  const dateOfBirth = dateOfBirthSchemaUpTo(latestDate);
  const create = z.object({
    parentId: entityIdParamSchema.optional(),
    name: answerShape.name,
    dateOfBirth,
    gender: answerShape.gender,
    primaryDevelopmentalConcern: answerShape.primaryDevelopmentalConcern,
    temperament: answerShape.temperament.optional(),
    socialInteractionPreference: answerShape.socialInteractionPreference.optional(),
    preferredActivity: answerShape.preferredActivity.optional(),
    moodWhenFacingChallenges: answerShape.moodWhenFacingChallenges.optional(),
    physicalActivityLevel: answerShape.physicalActivityLevel.optional(),
    socialSkillsHandling: answerShape.socialSkillsHandling.optional(),
    parentalInvolvement: answerShape.parentalInvolvement.optional(),
    familyActivityPreferences: answerShape.familyActivityPreferences.optional(),
    familyDevelopmentFocus: answerShape.familyDevelopmentFocus.optional(),
    avatarUrl: answerShape.avatarUrl.optional(),
    gestationalAgeAtBirthWeeks: answerShape.gestationalAgeAtBirthWeeks.optional(),
    gestationalAgeAtBirthDays: answerShape.gestationalAgeAtBirthDays.optional(),
    dailyGameLimitMinutes: answerShape.dailyGameLimitMinutes.optional(),
    personaType: z.unknown().optional(),
    profileCompleted: z.unknown().optional(),
  });
  // Every answer of the create body, each optional; the parent and profileCompleted are not edited.
  const update = create.omit({ parentId: true, profileCompleted: true }).partial();
  const basicInfo = z.object({
    name: answerShape.name,
    dateOfBirth,
    gender: answerShape.gender,
    primaryDevelopmentalConcern: answerShape.primaryDevelopmentalConcern,
    avatarUrl: answerShape.avatarUrl.optional(),
    gestationalAgeAtBirthWeeks: answerShape.gestationalAgeAtBirthWeeks.optional(),
    gestationalAgeAtBirthDays: answerShape.gestationalAgeAtBirthDays.optional(),
  });
  return { dateOfBirth, create, update, basicInfo };
}

/**
 * What the server validates: a birth date may be up to the latest calendar date anywhere on
 * Earth (UTC+14), so a parent ahead of the server's time zone can keep the default (their
 * today). Being up to a day lenient for others is harmless; the form holds them to their today.
 */
export const apiChildProfileSchemas = childProfileSchemas(() => latestIsoDateOnEarth());

/** What the forms validate: a birth date may be up to the parent's local today (the picker's max). */
export const formChildProfileSchemas = childProfileSchemas(() => todayIsoDate());

/** POST /api/child-profiles body as the server validates it (see {@link childProfileSchemas}). */
export const createChildProfileSchema = apiChildProfileSchemas.create;
export type CreateChildProfileInput = z.infer<typeof createChildProfileSchema>;

/** PATCH /api/child-profiles/{childId} body as the server validates it. */
export const updateChildProfileSchema = apiChildProfileSchemas.update;
export type UpdateChildProfileInput = z.infer<typeof updateChildProfileSchema>;

/** The edit form's whole profile, bounded by the parent's local today. */
export const childProfileFormSchema = formChildProfileSchemas.create;

/** The wizard's step 1 (docs/product.md), bounded by the parent's local today. */
export const childBasicInfoSchema = formChildProfileSchemas.basicInfo;
export type ChildBasicInfo = z.infer<typeof childBasicInfoSchema>;

/** The wizard's step 2 for a child aged 5 or under: every answer may be empty. */
export const youngChildAnswersSchema = answerSchema.pick({ temperament: true, socialInteractionPreference: true, preferredActivity: true });
export type YoungChildAnswers = z.infer<typeof youngChildAnswersSchema>;

/** The wizard's step 2 for a child over 5: every answer may be empty. */
export const olderChildAnswersSchema = answerSchema.pick({
  temperament: true,
  moodWhenFacingChallenges: true,
  physicalActivityLevel: true,
  socialSkillsHandling: true,
});
export type OlderChildAnswers = z.infer<typeof olderChildAnswersSchema>;

/** The wizard's step 3: family context. */
export const familyContextSchema = answerSchema.pick({
  parentalInvolvement: true,
  familyActivityPreferences: true,
  familyDevelopmentFocus: true,
});
export type FamilyContext = z.infer<typeof familyContextSchema>;

/**
 * A child's summary (docs/product.md plus personaType, so the dashboard needs no second call).
 * personaType is the persona's number (see persona.ts).
 */
const childSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  dateOfBirth: z.string(),
  avatarUrl: z.string().nullable(),
  personaType: z.number().int().nullable(),
});

/**
 * One child in GET /api/users/{userId}/child-profiles: the summary plus the user's `role` on it
 * and, for a child shared with them, `sharedBy` (the owner's full name; null on their own).
 */
export const childListItemSchema = childSummarySchema.extend({
  role: childRoleSchema,
  sharedBy: z.string().nullable(),
});
export type ChildListItem = z.infer<typeof childListItemSchema>;

/**
 * GET/POST/PATCH /api/child-profiles[/{id}] response: the summary plus gender, every answer,
 * and the persona's name and reasons (the answers that contributed most; docs/product.md).
 */
export const childProfileSchema = childSummarySchema.extend({
  gender: genderSchema,
  primaryDevelopmentalConcern: primaryConcernSchema,
  temperament: temperamentSchema.nullable(),
  socialInteractionPreference: socialPreferenceSchema.nullable(),
  preferredActivity: z.array(preferredActivitySchema),
  moodWhenFacingChallenges: challengeMoodSchema.nullable(),
  physicalActivityLevel: activityLevelSchema.nullable(),
  socialSkillsHandling: socialSkillsSchema.nullable(),
  parentalInvolvement: parentalInvolvementSchema,
  familyActivityPreferences: z.array(familyActivitySchema),
  familyDevelopmentFocus: z.array(parentingPrioritySchema),
  profileCompleted: z.boolean(),
  /** Completed weeks of pregnancy at birth, 22-44; null when born at term or unknown. */
  gestationalAgeAtBirthWeeks: z.number().int().nullable(),
  /** Days beyond those weeks, 0-6 (0 when not given). */
  gestationalAgeAtBirthDays: z.number().int(),
  /** The parent's daily game-time limit in minutes; null when off (see games.ts). */
  dailyGameLimitMinutes: z.number().int().nullable(),
  personaName: z.string().nullable(),
  personaReasons: z.array(z.string()),
});
export type ChildProfile = z.infer<typeof childProfileSchema>;

/** The answers a parent gives on a child profile: the date of birth and every field of {@link answerShape}. */
export type ChildProfileAnswers = Pick<ChildProfile, 'dateOfBirth' | keyof typeof answerShape>;

/** The keys of {@link ChildProfileAnswers}, in the order a {@link ChildProfile} lists them. */
export const CHILD_PROFILE_ANSWER_KEYS = ['dateOfBirth', ...Object.keys(answerShape)] as readonly (keyof ChildProfileAnswers)[];

/**
 * A child profile's answers, picked from anything holding them (the stored child on the server, a
 * {@link ChildProfile} in the edit form): what the API returns and the edit form starts from.
 */
export function childProfileAnswersOf(child: ChildProfileAnswers): ChildProfileAnswers {
  return Object.fromEntries(CHILD_PROFILE_ANSWER_KEYS.map((key) => [key, child[key]])) as ChildProfileAnswers;
}
