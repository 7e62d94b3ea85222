import { MAX_INTERESTS } from './constants';
import { PROFILE_MESSAGES, profileSchema } from './user';

const firstMessage = (input: unknown) => {
  const result = profileSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('profileSchema (spec section 5)', () => {
  it('accepts an empty form: every field is optional', () => {
    expect(profileSchema.safeParse({}).success).toBe(true);
    expect(
      profileSchema.safeParse({ phoneNumber: '', address: '', schoolName: '', schoolUrl: '', grade: '', selectedInterests: [] })
        .success,
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
