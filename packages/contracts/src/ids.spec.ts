import { libraryQuerySchema } from './activities';
import { entityIdParamSchema, queryIntegerSchema } from './ids';
import { paginationQuerySchema } from './pagination';
import { parentTipsQuerySchema } from './tips';

describe('queryIntegerSchema', () => {
  const age = queryIntegerSchema(-1, 12);

  it('reads decimal whole numbers, negative ones included, and numbers', () => {
    expect(age.parse('7')).toBe(7);
    expect(age.parse('-1')).toBe(-1);
    expect(age.parse('012')).toBe(12);
    expect(age.parse(3)).toBe(3);
  });

  it.each(['', ' ', '\u000b', '\t7', '7 ', '0x1', '1e1', '1.5', '+3', '--1', '13', '-2', 'NaN'])('refuses %j', (value) => {
    expect(age.safeParse(value).success).toBe(false);
  });
});

describe('query schemas built on it', () => {
  it('refuses a whitespace age, limit or tip window instead of reading it as 0', () => {
    expect(libraryQuerySchema.safeParse({ age: '\u000b' }).success).toBe(false);
    expect(paginationQuerySchema.safeParse({ limit: ' ' }).success).toBe(false);
    expect(parentTipsQuerySchema.safeParse({ minAge: '\u000b', maxAge: '1' }).success).toBe(false);
  });

  it('still reads well-formed values and defaults', () => {
    expect(libraryQuerySchema.parse({ age: '4' })).toMatchObject({ age: 4 });
    expect(paginationQuerySchema.parse({}).limit).toBeGreaterThan(0);
    expect(parentTipsQuerySchema.parse({ minAge: '-1', maxAge: '1' })).toEqual({ minAge: -1, maxAge: 1 });
  });
});

describe('entityIdParamSchema', () => {
  it.each(['0x10', '1e1', ' 16', '0', ''])('names no record with %j', (value) => {
    expect(entityIdParamSchema.safeParse(value).success).toBe(false);
  });
});
