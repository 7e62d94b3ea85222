import { formatHttpErrorMessage, messageFromErrorBody } from './http';

describe('formatHttpErrorMessage', () => {
  it('joins the status and the body text with a colon and a space', () => {
    expect(formatHttpErrorMessage(404, 'Child not found', 'Not Found')).toBe('404: Child not found');
  });

  it('uses the status text when the body is empty', () => {
    expect(formatHttpErrorMessage(503, '', 'Service Unavailable')).toBe('503: Service Unavailable');
  });
});

describe('messageFromErrorBody', () => {
  it('reads the message of a JSON error body', () => {
    expect(messageFromErrorBody('{"statusCode":409,"message":"Taken"}')).toBe('Taken');
  });

  it('joins a list of messages', () => {
    expect(messageFromErrorBody('{"message":["a","b"]}')).toBe('a, b');
  });

  it('returns plain text as it is', () => {
    expect(messageFromErrorBody('Bad things')).toBe('Bad things');
  });
});
