import { AUTH_MESSAGES } from '@flourishly/contracts';
import { passwordWeakness, personalWords } from './password-strength';

describe('passwordWeakness', () => {
  const jane = ['Jane Doe', 'jane.doe@example.com'];

  it.each(['janedoe1985', 'Flourishly1', 'Summer2026!', 'JaneDoe2026', 'password123'])(
    'refuses %s for Jane Doe with the shared message',
    (password) => {
      expect(passwordWeakness(password, jane)).toBe(AUTH_MESSAGES.passwordTooGuessable);
    },
  );

  it('counts the name and the email run together, the domain and the product name as known words', () => {
    expect(personalWords(['Jane Doe', 'jane.doe85@acme-mail.com'])).toEqual(
      expect.arrayContaining(['flourishly', 'jane', 'doe', 'janedoe', 'doe85', 'janedoe85', 'acme-mail']),
    );
  });

  it.each(['copper lantern orchard quietly', 'a-long-password', 'Quiet-harbour-lantern-57'])('accepts %s', (password) => {
    expect(passwordWeakness(password, jane)).toBeNull();
  });
});
