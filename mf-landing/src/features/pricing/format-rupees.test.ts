import { formatRupees } from './Pricing';

describe('formatRupees', () => {
  it.each([
    [749, 'en', '₹749'],
    [2399, 'en', '₹2,399'],
    [100000, 'en', '₹1,00,000'],
    [12345678, 'en', '₹1,23,45,678'],
    [749, 'hi', '₹749'],
    [2399, 'hi', '₹2,399'],
    [100000, 'hi', '₹1,00,000'],
    [12345678, 'hi', '₹1,23,45,678'],
  ] as const)('writes %d in %s as %s: Indian grouping, Western digits, no paise', (amount, locale, expected) => {
    expect(formatRupees(amount, locale)).toBe(expected);
  });
});
