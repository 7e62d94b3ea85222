import { format, subDays, addDays } from 'date-fns';
import {
  AVATAR_URLS,
  CHILD_VALIDATION_MESSAGES as M,
  createChildProfileSchema,
  updateChildProfileSchema,
} from './child-profile';

const today = format(new Date(), 'yyyy-MM-dd');
const valid = { name: 'Maya', dateOfBirth: '2020-05-01', gender: 'female', primaryDevelopmentalConcern: 'none' };
const firstMessage = (input: unknown) => {
  const result = createChildProfileSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('createChildProfileSchema (spec sections 3 and 5)', () => {
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
    [today, null],
    [format(subDays(new Date(), 1), 'yyyy-MM-dd'), null],
    [format(addDays(new Date(), 1), 'yyyy-MM-dd'), M.dateOfBirthFuture],
    ['2021-02-29', M.dateOfBirthInvalid],
    ['01/05/2020', M.dateOfBirthInvalid],
  ])('dateOfBirth %s -> %s', (dateOfBirth, message) => {
    expect(firstMessage({ ...valid, dateOfBirth })).toBe(message);
  });

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
