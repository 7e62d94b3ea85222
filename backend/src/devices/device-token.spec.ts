import { DEVICE_TOKEN_PREFIX, deviceTokenMatches, generateDeviceToken, hashDeviceToken } from './device-token';

describe('device tokens', () => {
  it('are random, prefixed and long enough to guess never', () => {
    const first = generateDeviceToken();
    const second = generateDeviceToken();
    expect(first.startsWith(DEVICE_TOKEN_PREFIX)).toBe(true);
    expect(first.length).toBeGreaterThanOrEqual(DEVICE_TOKEN_PREFIX.length + 43);
    expect(first).not.toBe(second);
  });

  it('are stored as a SHA-256 hex hash and checked against it', () => {
    const token = generateDeviceToken();
    const hash = hashDeviceToken(token);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(token);
    expect(deviceTokenMatches(token, hash)).toBe(true);
    expect(deviceTokenMatches(`${token}x`, hash)).toBe(false);
    expect(deviceTokenMatches(token, 'not-a-hash')).toBe(false);
  });
});
