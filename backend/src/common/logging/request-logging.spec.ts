import { loggedPath } from './request-logging';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';

describe('loggedPath', () => {
  it.each([
    [`/api/invitations/${TOKEN}`, '/api/invitations/[redacted]'],
    [`//api/invitations/${TOKEN}`, '/api/invitations/[redacted]'],
    [`///api//invitations//${TOKEN}/accept`, '/api/invitations/[redacted]/accept'],
    [`/api/%69nvitations/${TOKEN}`, '/api/invitations/[redacted]'],
    [`/api%2Finvitations%2F${TOKEN}`, '/api/invitations/[redacted]'],
    [`/x/../api/shared-reports/${TOKEN}/pdf`, '/api/shared-reports/[redacted]/pdf'],
    [`/API/Invitations/${TOKEN}`, '/API/Invitations/[redacted]'],
    [`//invite/${TOKEN}`, '/invite/[redacted]'],
    [`/reset-password?tok%65n=${TOKEN}`, '/reset-password?token=[redacted]'],
  ])('redacts %s', (url, logged) => {
    expect(loggedPath(url)).toBe(logged);
  });

  it('keeps other paths, and survives malformed escapes', () => {
    expect(loggedPath('/api/child-profiles/12?date=2026-11-29')).toBe('/api/child-profiles/12?date=2026-11-29');
    expect(loggedPath(`/api/invitations/${TOKEN}%E0%A4%A`)).toBe('/api/invitations/[redacted]');
  });
});
