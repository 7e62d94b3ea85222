import { useCallback } from 'react';
import type { IntlShape } from 'react-intl';
import { messageFromErrorBody } from '@flourishly/contracts';
import { localeOfIntl } from '../i18n/device-locale';
import { knownContractText, loadedMessage, usePlatformIntl } from '../i18n/contract-texts';
import { errorMessage, isApiError, type ApiError } from './base-query';

/** What a failed call means to a parent, by its HTTP status (a status the table lacks reads as `server`). */
const STATUS_MESSAGE_IDS: Record<number, string> = {
  400: 'platform.error.badRequest',
  401: 'platform.error.unauthorized',
  403: 'platform.error.forbidden',
  404: 'platform.error.notFound',
  409: 'platform.error.conflict',
  410: 'platform.error.gone',
  422: 'platform.error.badRequest',
  429: 'platform.error.tooMany',
};

/** The id of the human message of an API error without a known text: its status's, else the server's. */
function statusMessageId(error: ApiError): string {
  if (error.status === 'FETCH_ERROR') return 'platform.error.network';
  if (error.status === 'OFFLINE_QUEUED') return 'platform.error.offlineQueued';
  return STATUS_MESSAGE_IDS[error.status] ?? 'platform.error.server';
}

/**
 * The text a parent reads for an error of a call, in the language of `intl`. In English it is
 * the spec's "{status}: {text}" ({@link errorMessage}). In another language no status code
 * shows: the server's message when the catalog knows it (the contracts' texts, once loaded: see
 * contract-texts.ts), else what the status means (e.g. 429: too many tries), else `fallback`
 * (already in that language).
 */
export function errorText(intl: IntlShape, error: unknown, fallback: string): string {
  if (localeOfIntl(intl) === 'en') return errorMessage(error, fallback);
  const known = (text: string) => knownContractText(intl, text);
  if (isApiError(error)) {
    const serverText = error.bodyText ? messageFromErrorBody(error.bodyText) : '';
    return known(serverText) ?? loadedMessage(intl, statusMessageId(error)) ?? fallback;
  }
  if (error instanceof Error) return known(error.message) ?? fallback;
  return fallback;
}

/**
 * {@link errorText} in the language of the screens: `(error, fallback) => string`, for toasts,
 * alerts and form errors that report a failed call.
 */
export function useErrorText(): (error: unknown, fallback: string) => string {
  const intl = usePlatformIntl();
  return useCallback((error: unknown, fallback: string) => errorText(intl, error, fallback), [intl]);
}
