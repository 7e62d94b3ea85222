import { z } from 'zod';
import { zodValidator } from './zod-validator';

describe('zodValidator', () => {
  const schema = z.object({
    name: z.string().min(2, 'Too short'),
    tags: z.array(z.string().min(1, 'Empty tag')).max(2, 'Too many'),
    nested: z.object({ age: z.number({ message: 'Age needed' }) }),
  });

  it('returns undefined for valid values', () => {
    expect(zodValidator(schema)({ name: 'Al', tags: ['a'], nested: { age: 3 } })).toBeUndefined();
  });

  it('maps issues to final-form error paths with the first message per field', () => {
    expect(zodValidator(schema)({ name: 'A', tags: ['a', '', 'c'], nested: {} })).toEqual({
      name: 'Too short',
      tags: 'Too many',
      nested: { age: 'Age needed' },
    });
  });
});
