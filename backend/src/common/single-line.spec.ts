import { singleLine } from './single-line';

describe('singleLine', () => {
  it('turns line breaks and control characters into single spaces', () => {
    expect(singleLine('Olivia\r\nBcc: someone@example.com\n\nOwner')).toBe('Olivia Bcc: someone@example.com Owner');
    expect(singleLine(' Maya\u2028Rose\u0085\t Patel\u0007 ')).toBe('Maya Rose Patel');
  });

  it('keeps a plain name as it is', () => {
    expect(singleLine('Anaïs O’Brien-Kumar')).toBe('Anaïs O’Brien-Kumar');
  });
});
