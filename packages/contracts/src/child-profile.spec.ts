import { format, subDays, addDays } from 'date-fns';
import type { z } from 'zod';
import { latestIsoDateOnEarth } from './dates';
import {
  AVATAR_URLS,
  CHILD_VALIDATION_MESSAGES as M,
  childBasicInfoSchema,
  childProfileFormSchema,
  CHILD_PROFILE_ANSWER_KEYS,
  CHILD_PROFILE_FIELDS,
  childProfileDefaults,
  childProfileFieldsOfSteps,
  childProfileSchemas,
  createChildProfileSchema,
  updateChildProfileSchema,
  youngChildAnswersSchema,
} from './child-profile';
import type { ProfileField, ProfileFieldStep } from './profile-fields';

const today = format(new Date(), 'yyyy-MM-dd');
const dayAfter = (iso: string) => format(addDays(new Date(`${iso}T12:00:00`), 1), 'yyyy-MM-dd');
const valid = { name: 'Maya', dateOfBirth: '2020-05-01', gender: 'female', primaryDevelopmentalConcern: 'none' };
const firstMessage = (input: unknown) => {
  const result = createChildProfileSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('createChildProfileSchema', () => {
  it('accepts the minimal payload and the full one', () => {
    expect(firstMessage(valid)).toBeNull();
    expect(
      firstMessage({
        ...valid,
        parentId: 3,
        temperament: 'calm',
        socialInteractionPreference: null,
        preferredActivity: ['music', 'nature'],
        moodWhenFacingChallenges: 'seeks-help',
        physicalActivityLevel: 'reluctant',
        socialSkillsHandling: 'difficulty-social',
        parentalInvolvement: 'busy',
        familyActivityPreferences: ['travel'],
        familyDevelopmentFocus: ['leadership', 'academics'],
        avatarUrl: AVATAR_URLS[0],
        personaType: 99,
        profileCompleted: true,
      }),
    ).toBeNull();
  });

  it('needs a name of at least 2 characters', () => {
    expect(firstMessage({ ...valid, name: 'A' })).toBe(M.nameMin);
    expect(firstMessage({ ...valid, name: ' A ' })).toBe(M.nameMin);
    expect(firstMessage({ ...valid, name: undefined })).toBe(M.nameMin);
    expect(firstMessage({ ...valid, name: 'Al' })).toBeNull();
    expect(firstMessage({ ...valid, name: 'x'.repeat(101) })).toBe(M.nameMax);
  });

  it.each([
    [undefined, M.dateOfBirthRequired],
    ['', M.dateOfBirthRequired],
    ['1899-12-31', M.dateOfBirthTooEarly],
    ['1900-01-01', null],
    ['2021-02-29', M.dateOfBirthInvalid],
    ['01/05/2020', M.dateOfBirthInvalid],
  ])('dateOfBirth %s -> %s', (dateOfBirth, message) => {
    expect(firstMessage({ ...valid, dateOfBirth })).toBe(message);
  });

  it('accepts the latest date on Earth (UTC+14) and rejects the day after', () => {
    expect(firstMessage({ ...valid, dateOfBirth: latestIsoDateOnEarth() })).toBeNull();
    expect(firstMessage({ ...valid, dateOfBirth: dayAfter(latestIsoDateOnEarth()) })).toBe(M.dateOfBirthFuture);
    expect(firstMessage({ ...valid, dateOfBirth: today })).toBeNull();
  });
});

describe('date of birth and time zones', () => {
  afterEach(() => jest.useRealTimers());

  const schemaUpTo = (latest: string) => childProfileSchemas(() => latest).dateOfBirth;
  const messageOf = (schema: z.ZodType, value: string) => {
    const result = schema.safeParse(value);
    return result.success ? null : result.error!.issues[0]!.message;
  };

  it('compares with the date the factory is given, read at each validation', () => {
    let latest = '2026-03-10';
    const schema = childProfileSchemas(() => latest).create;
    expect(schema.safeParse({ ...valid, dateOfBirth: '2026-03-10' }).success).toBe(true);
    expect(schema.safeParse({ ...valid, dateOfBirth: '2026-03-11' }).success).toBe(false);
    latest = '2026-03-11';
    expect(schema.safeParse({ ...valid, dateOfBirth: '2026-03-11' }).success).toBe(true);
    expect(messageOf(schemaUpTo('2026-03-10'), '2026-03-10')).toBeNull();
    expect(messageOf(schemaUpTo('2026-03-10'), '2026-03-11')).toBe(M.dateOfBirthFuture);
  });

  it("lets the server accept the today of a parent ahead of the server's time zone", () => {
    // 12:00 UTC: it is already 2026-03-11 in Tonga (UTC+13) and Kiritimati (UTC+14).
    jest.useFakeTimers({ now: new Date('2026-03-10T12:00:00Z'), doNotFake: ['setTimeout', 'setInterval', 'nextTick'] });
    expect(createChildProfileSchema.safeParse({ ...valid, dateOfBirth: '2026-03-11' }).success).toBe(true);
    expect(updateChildProfileSchema.safeParse({ dateOfBirth: '2026-03-11' }).success).toBe(true);
    expect(createChildProfileSchema.safeParse({ ...valid, dateOfBirth: '2026-03-12' }).success).toBe(false);
  });

  it('moves the server bound at midnight UTC+14 (10:00 UTC)', () => {
    jest.useFakeTimers({ now: new Date('2026-03-10T09:59:59.999Z'), doNotFake: ['setTimeout', 'setInterval', 'nextTick'] });
    expect(firstMessage({ ...valid, dateOfBirth: '2026-03-10' })).toBeNull();
    expect(firstMessage({ ...valid, dateOfBirth: '2026-03-11' })).toBe(M.dateOfBirthFuture);
    jest.setSystemTime(new Date('2026-03-10T10:00:00Z'));
    expect(firstMessage({ ...valid, dateOfBirth: '2026-03-11' })).toBeNull();
    expect(firstMessage({ ...valid, dateOfBirth: '2026-03-12' })).toBe(M.dateOfBirthFuture);
  });

  it("holds the forms to the parent's local today (the picker's max)", () => {
    const basicInfo = { name: 'Maya', gender: 'female', primaryDevelopmentalConcern: 'none' };
    expect(childBasicInfoSchema.safeParse({ ...basicInfo, dateOfBirth: today }).success).toBe(true);
    expect(childProfileFormSchema.safeParse({ ...valid, dateOfBirth: today }).success).toBe(true);
    const tomorrow = format(addDays(new Date(), 1), 'yyyy-MM-dd');
    for (const schema of [childBasicInfoSchema, childProfileFormSchema]) {
      const result = schema.safeParse({ ...basicInfo, dateOfBirth: tomorrow });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toContain(M.dateOfBirthFuture);
    }
    expect(childBasicInfoSchema.safeParse({ ...basicInfo, dateOfBirth: format(subDays(new Date(), 1), 'yyyy-MM-dd') }).success).toBe(true);
  });
});

describe('createChildProfileSchema values', () => {
  it('accepts only the enumerated values', () => {
    expect(firstMessage({ ...valid, gender: 'unknown' })).not.toBeNull();
    expect(firstMessage({ ...valid, gender: undefined })).not.toBeNull();
    expect(firstMessage({ ...valid, primaryDevelopmentalConcern: 'moral' })).not.toBeNull();
    expect(firstMessage({ ...valid, temperament: 'grumpy' })).not.toBeNull();
    expect(firstMessage({ ...valid, parentalInvolvement: 'absent' })).not.toBeNull();
    expect(firstMessage({ ...valid, avatarUrl: 'https://evil.example/x.png' })).toBe(M.avatar);
  });

  it('accepts lists of known values only, each once', () => {
    expect(firstMessage({ ...valid, preferredActivity: ['music', 'music'] })).toBe(M.duplicate);
    expect(firstMessage({ ...valid, familyActivityPreferences: ['skydiving'] })).not.toBeNull();
    expect(firstMessage({ ...valid, familyDevelopmentFocus: 'academics' })).not.toBeNull();
  });
});

describe('updateChildProfileSchema', () => {
  it('accepts any subset and validates what is given', () => {
    expect(updateChildProfileSchema.safeParse({}).success).toBe(true);
    expect(updateChildProfileSchema.safeParse({ temperament: null }).success).toBe(true);
    expect(updateChildProfileSchema.safeParse({ name: 'A' }).success).toBe(false);
    expect(updateChildProfileSchema.safeParse({ dateOfBirth: '1899-12-31' }).success).toBe(false);
  });
});

describe('CHILD_PROFILE_FIELDS', () => {
  it('declares options only for choices, each accepted by the schema', () => {
    for (const key of CHILD_PROFILE_ANSWER_KEYS) {
      const field: ProfileField = CHILD_PROFILE_FIELDS[key];
      const choices = field.options ?? [];
      expect([key, choices.length > 0]).toEqual([key, field.input === 'select' || field.input === 'checkboxes']);
      for (const { value } of choices) {
        expect([key, value, field.schema.safeParse(field.input === 'checkboxes' ? [value] : value).success]).toEqual([key, value, true]);
      }
    }
  });

  it('requires in the create body exactly the answers without a default, and stores the defaults', () => {
    const required = Object.entries(createChildProfileSchema.shape)
      .filter(([, schema]) => !(schema as z.ZodType).safeParse(undefined).success)
      .map(([key]) => key);
    expect(required).toEqual(['name', 'dateOfBirth', 'gender', 'primaryDevelopmentalConcern']);
    // Answers added later default as declared; these are the spec's (docs/product.md).
    expect(childProfileDefaults()).toMatchObject({
      gestationalAgeAtBirthWeeks: null,
      gestationalAgeAtBirthDays: 0,
      avatarUrl: null,
      temperament: null,
      socialInteractionPreference: null,
      preferredActivity: [],
      moodWhenFacingChallenges: null,
      physicalActivityLevel: null,
      socialSkillsHandling: null,
      parentalInvolvement: 'balanced',
      familyActivityPreferences: [],
      familyDevelopmentFocus: [],
      dailyGameLimitMinutes: null,
    });
    // A fresh object each time: a stored list is never shared.
    expect(childProfileDefaults().preferredActivity).not.toBe(childProfileDefaults().preferredActivity);
  });

  it('asks each wizard step its fields, in the order of docs/product.md', () => {
    // The spec's fields in their order (answers added later may come between or after).
    const known = (steps: ProfileFieldStep[], fields: string[]) => childProfileFieldsOfSteps(steps).filter((key) => fields.includes(key));
    const basic = [
      'name',
      'dateOfBirth',
      'gestationalAgeAtBirthWeeks',
      'gestationalAgeAtBirthDays',
      'gender',
      'primaryDevelopmentalConcern',
      'avatarUrl',
    ];
    const young = ['temperament', 'socialInteractionPreference', 'preferredActivity'];
    const older = ['temperament', 'moodWhenFacingChallenges', 'physicalActivityLevel', 'socialSkillsHandling'];
    const family = ['parentalInvolvement', 'familyActivityPreferences', 'familyDevelopmentFocus'];
    expect(known(['basic'], basic)).toEqual(basic);
    expect(known(['young'], young)).toEqual(young);
    expect(known(['older'], older)).toEqual(older);
    expect(known(['family'], family)).toEqual(family);
    expect(Object.keys(youngChildAnswersSchema.shape)).toEqual(childProfileFieldsOfSteps(['young']));
  });
});
