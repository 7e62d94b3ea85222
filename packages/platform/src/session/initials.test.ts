import { FALLBACK_DISPLAY_NAME, getInitials } from './initials';

describe('getInitials', () => {
  it('takes the first letters of the first two words, upper case', () => {
    expect(getInitials('maya rose patel')).toBe('MR');
  });

  it('gives one letter for a one-word name', () => {
    expect(getInitials('  ada ')).toBe('A');
  });

  it('uses the fallback display name without a user', () => {
    expect(getInitials(null)).toBe(getInitials(FALLBACK_DISPLAY_NAME));
    expect(getInitials('')).toBe('G');
  });
});
