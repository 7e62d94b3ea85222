import { AUTH_MESSAGES, loginSchema, registerFormSchema, registerSchema } from './auth';

describe('registerSchema', () => {
  const valid = { fullName: 'Maya Patel', email: 'Maya@Example.com ', password: 'correct horse' };

  it('normalises the email to trimmed lower case', () => {
    expect(registerSchema.parse(valid).email).toBe('maya@example.com');
  });

  it('rejects a short password, a bad email and a missing name with their messages', () => {
    const result = registerSchema.safeParse({ fullName: '', email: 'nope', password: 'short' });
    expect(result.success).toBe(false);
    const messages = result.success ? [] : result.error.issues.map((issue) => issue.message);
    expect(messages).toEqual(expect.arrayContaining([AUTH_MESSAGES.fullName, AUTH_MESSAGES.email, AUTH_MESSAGES.password]));
  });

  it('checks the confirmation on the form', () => {
    const result = registerFormSchema.safeParse({ ...valid, confirmPassword: 'different' });
    expect(result.success).toBe(false);
    expect(result.success ? null : result.error.issues[0]).toMatchObject({
      path: ['confirmPassword'],
      message: AUTH_MESSAGES.confirmPassword,
    });
  });
});

describe('loginSchema', () => {
  it('requires a password', () => {
    const result = loginSchema.safeParse({ email: 'a@b.co', password: '' });
    expect(result.success ? null : result.error.issues[0]?.message).toBe(AUTH_MESSAGES.passwordRequired);
  });
});
