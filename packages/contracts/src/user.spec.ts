import { MAX_INTERESTS } from './constants';
import { PROFILE_LIMITS, PROFILE_MESSAGES, profileSchema } from './user';

const firstMessage = (input: unknown) => {
  const result = profileSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('profileSchema', () => {
  it('accepts an empty form: every field is optional', () => {
    expect(profileSchema.safeParse({}).success).toBe(true);
    expect(
      profileSchema.safeParse({ phoneNumber: '', address: '', schoolName: '', schoolUrl: '', grade: '', selectedInterests: [] }).success,
    ).toBe(true);
  });

  it('needs a phone number of at least 10 characters', () => {
    expect(firstMessage({ phoneNumber: '123456789' })).toBe(PROFILE_MESSAGES.phoneNumber);
    expect(firstMessage({ phoneNumber: '0123456789' })).toBeNull();
  });

  it('needs an address of at least 5 characters', () => {
    expect(firstMessage({ address: 'Elm' })).toBe(PROFILE_MESSAGES.address);
    expect(firstMessage({ address: '1 Elm Street' })).toBeNull();
  });

  it('needs a valid URL or nothing for the school website', () => {
    expect(firstMessage({ schoolUrl: 'not a url' })).toBe(PROFILE_MESSAGES.schoolUrl);
    expect(firstMessage({ schoolUrl: 'https://school.example' })).toBeNull();
    expect(firstMessage({ schoolUrl: 'http://school.example/about?lang=en' })).toBeNull();
  });

  it('accepts only http and https addresses for the school website', () => {
    for (const schoolUrl of ['javascript:alert(1)', 'data:text/html,hi', 'ftp://school.example', 'mailto:head@school.example']) {
      expect(firstMessage({ schoolUrl })).toBe(PROFILE_MESSAGES.schoolUrl);
    }
  });

  it('keeps every answer within its database column, with a clear message', () => {
    const long = (length: number) => '1'.repeat(length);
    expect(firstMessage({ phoneNumber: long(PROFILE_LIMITS.phoneNumber) })).toBeNull();
    expect(firstMessage({ phoneNumber: long(PROFILE_LIMITS.phoneNumber + 1) })).toBe(PROFILE_MESSAGES.phoneNumberTooLong);
    expect(firstMessage({ address: 'a'.repeat(PROFILE_LIMITS.address) })).toBeNull();
    expect(firstMessage({ address: 'a'.repeat(PROFILE_LIMITS.address + 1) })).toBe(PROFILE_MESSAGES.addressTooLong);
    expect(firstMessage({ schoolName: 'a'.repeat(PROFILE_LIMITS.schoolName) })).toBeNull();
    expect(firstMessage({ schoolName: 'a'.repeat(PROFILE_LIMITS.schoolName + 1) })).toBe(PROFILE_MESSAGES.schoolNameTooLong);
    const url = (length: number) => `https://school.example/${'a'.repeat(length - 'https://school.example/'.length)}`;
    expect(firstMessage({ schoolUrl: url(PROFILE_LIMITS.schoolUrl) })).toBeNull();
    expect(firstMessage({ schoolUrl: url(PROFILE_LIMITS.schoolUrl + 1) })).toBe(PROFILE_MESSAGES.schoolUrlTooLong);
    expect(PROFILE_MESSAGES.phoneNumberTooLong).toBe('Phone number must be at most 40 characters');
  });

  it('trims the school website', () => {
    expect(profileSchema.parse({ schoolUrl: '  https://school.example  ' }).schoolUrl).toBe('https://school.example');
    expect(profileSchema.parse({ schoolUrl: '   ' }).schoolUrl).toBe('');
  });

  it('accepts only the listed grades', () => {
    expect(firstMessage({ grade: '13th' })).not.toBeNull();
    for (const grade of ['pre-k', 'kindergarten', '1st', '12th']) expect(firstMessage({ grade })).toBeNull();
  });

  it(`allows at most ${MAX_INTERESTS} known interests`, () => {
    const five = ['physical', 'arts', 'storytelling', 'puzzles', 'sports'];
    expect(firstMessage({ selectedInterests: five })).toBeNull();
    expect(firstMessage({ selectedInterests: [...five, 'math'] })).toBe(PROFILE_MESSAGES.interests);
    expect(firstMessage({ selectedInterests: ['cooking'] })).not.toBeNull();
    expect(firstMessage({ selectedInterests: ['math', 'math'] })).not.toBeNull();
  });
});
