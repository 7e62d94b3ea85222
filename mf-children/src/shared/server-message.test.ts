import type { ApiError } from '@flourishly/platform';
import { serverMessage } from './server-message';

const failed = (status: ApiError['status'], bodyText: string): ApiError => ({ status, message: `${status}: ${bodyText}`, bodyText });

describe('serverMessage', () => {
  it("reads the message of the API's JSON error body", () => {
    const body = { statusCode: 400, message: "Child's name must be at least 2 characters", errors: [{ path: 'name', message: 'x' }] };
    expect(serverMessage(failed(400, JSON.stringify(body)), 'fallback')).toBe("Child's name must be at least 2 characters");
    expect(serverMessage(failed(400, JSON.stringify({ message: ['one', 'two'] })), 'fallback')).toBe('one, two');
  });

  it('shows a plain-text body as it is', () => {
    expect(serverMessage(failed(429, 'Too many requests, slow down'), 'fallback')).toBe('Too many requests, slow down');
  });

  it.each([
    ['a JSON body without a message', failed(400, '{"statusCode":400}')],
    ['a blank message', failed(400, '{"message":"  "}')],
    ['a JSON value that is not an object', failed(400, '42')],
    ['an empty body', failed(500, '')],
    ['an HTML page', failed(502, '<!doctype html><title>Bad Gateway</title>')],
    ['no response', { status: 'FETCH_ERROR', message: 'Network error: Failed to fetch', bodyText: '' } as ApiError],
    ['an error that is not from the server', new Error('{"issues":[]}')],
    ['anything else', 'boom'],
  ])('falls back for %s', (_label, error) => {
    expect(serverMessage(error, 'Failed to create child profile')).toBe('Failed to create child profile');
  });
});
