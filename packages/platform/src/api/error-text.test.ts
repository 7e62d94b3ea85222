import { createIntl } from 'react-intl';
import en from '../i18n/messages/en.json';
import hi from '../i18n/messages/hi.json';
import type { ApiError } from './base-query';
import { errorText } from './error-text';

const english = createIntl({ locale: 'en-IN', messages: en });
const hindi = createIntl({ locale: 'hi-IN', messages: hi });

const apiError = (status: ApiError['status'], bodyText: string): ApiError => ({ status, message: `${status}: ${bodyText}`, bodyText });
const body = (statusCode: number, message: string) => JSON.stringify({ statusCode, message });

describe('errorText', () => {
  it("keeps the spec's '{status}: {text}' in English", () => {
    expect(errorText(english, apiError(401, body(401, 'Invalid email or password')), 'Please try again.')).toBe(
      '401: Invalid email or password',
    );
  });

  it("shows a Hindi parent the server's message in Hindi, without the status code", () => {
    expect(errorText(hindi, apiError(409, body(409, 'An account with this email already exists')), 'फिर से')).toBe(
      'इस ईमेल से एक खाता पहले से बना है',
    );
    // A 400's message is the first field problem, one of the contracts' validation messages.
    expect(errorText(hindi, apiError(400, body(400, 'Password must be at least 8 characters')), 'फिर से')).toBe(
      'पासवर्ड कम से कम 8 अक्षरों का होना चाहिए',
    );
  });

  it('says what the status means when the catalog does not know the message', () => {
    expect(errorText(hindi, apiError(500, body(500, 'Something went wrong on our side')), 'फिर से')).toBe(
      'हमारी तरफ़ कुछ गड़बड़ हो गई। कृपया बाद में फिर से कोशिश करें।',
    );
    expect(errorText(hindi, apiError(429, ''), 'फिर से')).toBe('बहुत ज़्यादा कोशिशें हो गईं। कृपया थोड़ा रुककर फिर से कोशिश करें।');
    expect(errorText(hindi, apiError(400, body(400, 'Unrecognized key: "x"')), 'फिर से')).toBe(
      'कुछ जानकारी सही नहीं है। कृपया जाँचकर फिर से कोशिश करें।',
    );
    expect(errorText(hindi, { status: 'FETCH_ERROR', message: 'Network error: offline', bodyText: '' }, 'फिर से')).toMatch(/इंटरनेट कनेक्शन/);
  });

  it("falls back to the screen's own text for an error that is not a call's", () => {
    expect(errorText(hindi, new TypeError('x is undefined'), 'कृपया फिर से कोशिश करें।')).toBe('कृपया फिर से कोशिश करें।');
    expect(errorText(hindi, 42, 'कृपया फिर से कोशिश करें।')).toBe('कृपया फिर से कोशिश करें।');
  });
});
