import {
  AUTH_MESSAGES,
  changePasswordSchema,
  EMAIL_MAX_LENGTH,
  FULL_NAME_MAX_LENGTH,
  loginSchema,
  PASSWORD_MAX_LENGTH,
  registerFormSchema,
  registerSchema,
} from './auth';

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

  it('keeps the full name, email and password within their limits, with clear messages', () => {
    const messages = (input: object) => {
      const result = registerSchema.safeParse({ ...valid, ...input });
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    };
    expect(messages({ fullName: 'M'.repeat(FULL_NAME_MAX_LENGTH) })).toEqual([]);
    expect(messages({ fullName: 'M'.repeat(FULL_NAME_MAX_LENGTH + 1) })).toEqual([AUTH_MESSAGES.fullNameTooLong]);
    const email = (length: number) => `${'m'.repeat(length - '@example.com'.length)}@example.com`;
    expect(messages({ email: email(EMAIL_MAX_LENGTH + 1) })).toEqual([AUTH_MESSAGES.emailTooLong]);
    expect(messages({ password: 'p'.repeat(PASSWORD_MAX_LENGTH + 1) })).toEqual([AUTH_MESSAGES.passwordTooLong]);
    expect(AUTH_MESSAGES.fullNameTooLong).toBe('Full name must be at most 120 characters');
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

  it('says when a password is too long', () => {
    const result = loginSchema.safeParse({ email: 'a@b.co', password: 'p'.repeat(PASSWORD_MAX_LENGTH + 1) });
    expect(result.success ? null : result.error.issues[0]?.message).toBe(AUTH_MESSAGES.passwordTooLong);
    const change = changePasswordSchema.safeParse({ currentPassword: 'p'.repeat(PASSWORD_MAX_LENGTH + 1), newPassword: 'long-enough' });
    expect(change.success ? null : change.error.issues[0]?.message).toBe(AUTH_MESSAGES.passwordTooLong);
  });
});
