import { z } from 'zod';
import { choiceSchema, textSchema } from './text';
import { entityIdParamSchema } from './ids';
import { childRoleSchema } from './families';
import { calendarDateOfDateTime } from './date-schemas';
import { isCalendarDate, latestIsoDateOnEarth, parseIsoDate, todayIsoDate } from './dates';
import {
  GESTATIONAL_AGE_DAYS_LABEL,
  GESTATIONAL_AGE_HELP,
  GESTATIONAL_AGE_LABEL,
  GESTATIONAL_AGE_MAX_DAYS,
  GESTATIONAL_AGE_MAX_WEEKS,
  GESTATIONAL_AGE_MIN_WEEKS,
} from './corrected-age';
import { dailyGameLimitMinutesSchema } from './games';
import { GAME_LIMIT_MESSAGES } from './game-texts';
import {
  ACTIVITY_LEVEL_LABELS,
  ACTIVITY_LEVELS,
  activityLevelSchema,
  CHALLENGE_MOOD_LABELS,
  CHALLENGE_MOODS,
  challengeMoodSchema,
  CHOICE_MESSAGES,
  DEFAULT_PARENTAL_INVOLVEMENT,
  FAMILY_ACTIVITIES,
  FAMILY_ACTIVITY_LABELS,
  familyActivitySchema,
  GENDER_LABELS,
  GENDERS,
  genderSchema,
  PARENTAL_INVOLVEMENT,
  PARENTAL_INVOLVEMENT_LABELS,
  parentalInvolvementSchema,
  PARENTING_PRIORITIES,
  PARENTING_PRIORITY_LABELS,
  parentingPrioritySchema,
  PREFERRED_ACTIVITIES,
  PREFERRED_ACTIVITY_LABELS,
  preferredActivitySchema,
  PRIMARY_CONCERN_LABELS,
  PRIMARY_CONCERNS,
  primaryConcernSchema,
  SOCIAL_PREFERENCE_LABELS,
  SOCIAL_PREFERENCES,
  socialPreferenceSchema,
  SOCIAL_SKILLS,
  SOCIAL_SKILLS_LABELS,
  socialSkillsSchema,
  TEMPERAMENT_LABELS,
  TEMPERAMENTS,
  temperamentSchema,
} from './children';
import {
  choiceOptions,
  createShapeOf,
  defaultsOf,
  acceptsNull,
  fieldKeysOfSteps,
  profileField,
  responseShapeOf,
  type ProfileFieldStep,
} from './profile-fields';
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

/**
 * Every field of a child profile a parent answers, declared once (docs/architecture.md, "Child
 * profile fields"): its input schema, label, input, options, the wizard step that asks it, its
 * default and, where it differs, its response schema. The create, update and response schemas,
 * the wizard's steps and defaults, the edit page, the server's copy into the entity and the test
 * fixtures are derived from this table; the entity's column and a migration are written by hand
 * (backend/test/child-profile-fields.e2e-spec.ts checks that every field has its column).
 * The order is the forms' order. `dateOfBirth`'s schema here is the server's bound; see
 * {@link childProfileSchemas}.
 */
export const CHILD_PROFILE_FIELDS = {
  name: profileField(childNameSchema, {
    label: "Child's name",
    input: 'text',
    steps: ['basic'],
    formDefault: '',
    response: z.string(),
  }),
  dateOfBirth: profileField(
    dateOfBirthSchemaUpTo(() => latestIsoDateOnEarth()),
    {
      label: 'Date of birth',
      input: 'date',
      steps: ['basic'],
      formDefault: (now: Date) => todayIsoDate(now),
      response: z.string(),
    },
  ),
  gestationalAgeAtBirthWeeks: profileField(gestationalAgeAtBirthWeeksSchema, {
    label: GESTATIONAL_AGE_LABEL,
    hint: GESTATIONAL_AGE_HELP,
    input: 'whole-number',
    steps: ['basic'],
    default: null,
    row: 'gestational-age',
    /** Completed weeks of pregnancy at birth, 22-44; null when born at term or unknown. */
    response: z.number().int().nullable(),
  }),
  gestationalAgeAtBirthDays: profileField(gestationalAgeAtBirthDaysSchema, {
    label: GESTATIONAL_AGE_DAYS_LABEL,
    input: 'whole-number',
    steps: ['basic'],
    default: 0,
    row: 'gestational-age',
    /** Days beyond those weeks, 0-6 (0 when not given). */
    response: z.number().int(),
  }),
  gender: profileField(genderSchema, {
    label: 'Gender',
    input: 'select',
    options: choiceOptions(GENDERS, GENDER_LABELS),
    steps: ['basic'],
    formDefault: 'prefer-not-to-say',
  }),
  primaryDevelopmentalConcern: profileField(formConcernSchema, {
    label: 'Primary developmental focus',
    input: 'select',
    options: choiceOptions(PRIMARY_CONCERNS, PRIMARY_CONCERN_LABELS),
    steps: ['basic'],
    formDefault: 'none',
    // Stored profiles may hold 'moral', which persona scoring knows (children.ts).
    response: primaryConcernSchema,
  }),
  avatarUrl: profileField(avatarUrlSchema.nullable(), {
    label: 'Avatar (optional)',
    input: 'avatar',
    steps: ['basic'],
    default: null,
    response: z.string().nullable(),
  }),
  temperament: profileField(temperamentSchema.nullable(), {
    label: 'Temperament',
    stepLabels: { older: 'Behaviour' },
    input: 'select',
    options: choiceOptions(TEMPERAMENTS, TEMPERAMENT_LABELS),
    steps: ['young', 'older'],
    default: null,
  }),
  socialInteractionPreference: profileField(socialPreferenceSchema.nullable(), {
    label: 'Social interaction style',
    input: 'select',
    options: choiceOptions(SOCIAL_PREFERENCES, SOCIAL_PREFERENCE_LABELS),
    steps: ['young'],
    default: null,
  }),
  preferredActivity: profileField(uniqueList(preferredActivitySchema), {
    label: 'Preferred activities',
    input: 'checkboxes',
    options: choiceOptions(PREFERRED_ACTIVITIES, PREFERRED_ACTIVITY_LABELS),
    steps: ['young'],
    default: [],
    response: z.array(preferredActivitySchema),
  }),
  moodWhenFacingChallenges: profileField(challengeMoodSchema.nullable(), {
    label: 'When facing a challenge, your child…',
    input: 'select',
    options: choiceOptions(CHALLENGE_MOODS, CHALLENGE_MOOD_LABELS),
    steps: ['older'],
    default: null,
  }),
  physicalActivityLevel: profileField(activityLevelSchema.nullable(), {
    label: 'Physical activity level',
    input: 'select',
    options: choiceOptions(ACTIVITY_LEVELS, ACTIVITY_LEVEL_LABELS),
    steps: ['older'],
    default: null,
  }),
  socialSkillsHandling: profileField(socialSkillsSchema.nullable(), {
    label: 'With other children, your child…',
    input: 'select',
    options: choiceOptions(SOCIAL_SKILLS, SOCIAL_SKILLS_LABELS),
    steps: ['older'],
    default: null,
  }),
  parentalInvolvement: profileField(parentalInvolvementSchema, {
    label: 'Family involvement',
    input: 'select',
    options: choiceOptions(PARENTAL_INVOLVEMENT, PARENTAL_INVOLVEMENT_LABELS),
    steps: ['family'],
    default: DEFAULT_PARENTAL_INVOLVEMENT,
  }),
  familyActivityPreferences: profileField(uniqueList(familyActivitySchema), {
    label: 'Activities your family enjoys',
    input: 'checkboxes',
    options: choiceOptions(FAMILY_ACTIVITIES, FAMILY_ACTIVITY_LABELS),
    steps: ['family'],
    default: [],
    response: z.array(familyActivitySchema),
  }),
  familyDevelopmentFocus: profileField(uniqueList(parentingPrioritySchema), {
    label: 'Your parenting priorities',
    input: 'checkboxes',
    options: choiceOptions(PARENTING_PRIORITIES, PARENTING_PRIORITY_LABELS),
    steps: ['family'],
    default: [],
    response: z.array(parentingPrioritySchema),
  }),
  dailyGameLimitMinutes: profileField(dailyGameLimitMinutesSchema, {
    label: GAME_LIMIT_MESSAGES.label,
    input: 'game-limit',
    steps: ['games'],
    default: null,
    /** The parent's daily game-time limit in minutes; null when off (see games.ts). */
    response: z.number().int().nullable(),
  }),
};

/** The child-profile field table's type (see {@link CHILD_PROFILE_FIELDS}). */
export type ChildProfileFields = typeof CHILD_PROFILE_FIELDS;
/** The name of a child-profile field a parent answers. */
export type ChildProfileFieldKey = keyof ChildProfileFields;

/** The keys of {@link CHILD_PROFILE_FIELDS}, in the forms' order. */
export const CHILD_PROFILE_ANSWER_KEYS = Object.keys(CHILD_PROFILE_FIELDS) as readonly ChildProfileFieldKey[];

/**
 * What the server stores for an answer a create body leaves out (null, [] or the spec's default,
 * e.g. parentalInvolvement 'balanced'); a fresh object with fresh lists at each call.
 */
export const childProfileDefaults = () => defaultsOf(CHILD_PROFILE_FIELDS);

/** The answers that may be null: an unanswered select or avatar, an empty number. */
export const NULLABLE_ANSWER_KEYS = CHILD_PROFILE_ANSWER_KEYS.filter((key) => acceptsNull(CHILD_PROFILE_FIELDS[key]));

/** The fields the wizard or edit page asks on any of `steps`, in the forms' order. */
export const childProfileFieldsOfSteps = (steps: readonly ProfileFieldStep[]) => fieldKeysOfSteps(CHILD_PROFILE_FIELDS, steps);

const createAnswerShape = createShapeOf(CHILD_PROFILE_FIELDS);

/** The schema of the answers asked on `step`, bounded by `dateOfBirth`; answers with a default may be left out. */
function stepSchema(step: ProfileFieldStep, dateOfBirth: z.ZodType) {
  const shape: Record<string, z.ZodType> = { ...createAnswerShape, dateOfBirth };
  return z.object(Object.fromEntries(childProfileFieldsOfSteps([step]).map((key) => [key, shape[key]!])));
}

/**
 * The child-profile schemas whose date of birth may be at most `latestDate()` ('yyyy-MM-dd').
 * One design, two bounds: the forms use the parent's local today (the picker's max), the API
 * the latest date anywhere on Earth (see {@link apiChildProfileSchemas}).
 *
 * - `create`: POST /api/child-profiles body (docs/product.md): every field of
 *   {@link CHILD_PROFILE_FIELDS}; those without a default (name, dateOfBirth, gender and
 *   primaryDevelopmentalConcern) are required, the others default as declared (nullable answers
 *   to null, lists to [], parentalInvolvement to 'balanced', gestationalAgeAtBirthDays to 0,
 *   dailyGameLimitMinutes to null: off). `parentId` may be omitted (the session's user is the
 *   parent); when given it must be that user (the server answers 403). `personaType` and
 *   `profileCompleted` are accepted and ignored: the server computes them.
 * - `update`: PATCH /api/child-profiles/{childId} body: any subset of the answers; personaType ignored.
 * - `basicInfo`: the wizard's step 1 (docs/product.md): name, date of birth, the weeks and days of
 *   pregnancy at birth, gender, concern and avatar.
 * - `youngChild`, `olderChild`, `familyContext`: the wizard's step 2 (either form) and step 3.
 */
export function childProfileSchemas(latestDate: () => string) {
  const dateOfBirth = dateOfBirthSchemaUpTo(latestDate);
  const create = z.object({
    parentId: entityIdParamSchema.optional(),
    ...createAnswerShape,
    dateOfBirth,
    personaType: z.unknown().optional(),
    profileCompleted: z.unknown().optional(),
  });
  // Every answer of the create body, each optional; the parent and profileCompleted are not edited.
  const update = create.omit({ parentId: true, profileCompleted: true }).partial();
  return {
    dateOfBirth,
    create,
    update,
    basicInfo: stepSchema('basic', dateOfBirth),
    youngChild: stepSchema('young', dateOfBirth),
    olderChild: stepSchema('older', dateOfBirth),
    familyContext: stepSchema('family', dateOfBirth),
  };
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
export const youngChildAnswersSchema = formChildProfileSchemas.youngChild;

/** The wizard's step 2 for a child over 5: every answer may be empty. */
export const olderChildAnswersSchema = formChildProfileSchemas.olderChild;

/** The wizard's step 3: family context. */
export const familyContextSchema = formChildProfileSchemas.familyContext;

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
  ...responseShapeOf(CHILD_PROFILE_FIELDS),
  profileCompleted: z.boolean(),
  personaName: z.string().nullable(),
  personaReasons: z.array(z.string()),
});
export type ChildProfile = z.infer<typeof childProfileSchema>;

/** The answers a parent gives on a child profile: every field of {@link CHILD_PROFILE_FIELDS}. */
export type ChildProfileAnswers = Pick<ChildProfile, ChildProfileFieldKey>;

/**
 * A child profile's answers, picked from anything holding them (the stored child on the server, a
 * {@link ChildProfile} in the edit form): what the API returns and the edit form starts from.
 */
export function childProfileAnswersOf(child: ChildProfileAnswers): ChildProfileAnswers {
  return Object.fromEntries(CHILD_PROFILE_ANSWER_KEYS.map((key) => [key, child[key]])) as ChildProfileAnswers;
}
