import fc from 'fast-check';
import { CONTROL_CHARACTER_MESSAGE, hasNoControlCharacters, textSchema } from './text';

describe('free text', () => {
  it('rejects a NUL byte and the other control characters, once, with one message', () => {
    const name = textSchema().trim().min(2).max(10);
    for (const bad of ['a\u0000b', '\u0000', 'ab\u0007', 'x\u001by', 'del\u007f']) {
      const result = name.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error!.issues.map((issue) => issue.message)).toEqual([CONTROL_CHARACTER_MESSAGE]);
    }
  });

  it('keeps tabs, line breaks and every printable character, in any script', () => {
    expect(textSchema().parse('line one\r\nline two\tend')).toBe('line one\r\nline two\tend');
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (value) => {
        // eslint-disable-next-line no-control-regex -- strips exactly the characters the schema rejects
        const clean = value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '');
        expect(hasNoControlCharacters(clean)).toBe(true);
        expect(textSchema().parse(clean)).toBe(clean);
      }),
      { seed: 5, numRuns: 300 },
    );
  });
});
