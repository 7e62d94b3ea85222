import { createApi } from '@reduxjs/toolkit/query/react';
import { flourishlyBaseQuery } from './base-query';

/** RTK Query's largest cache lifetime (seconds) that still fits a 32-bit timer. */
const NEVER_EXPIRES_SECONDS = 2_147_483;

/** Every kind of cached answer, by the tag its queries provide. */
const API_TAG_TYPES = [
  'User',
  'Child',
  'Assessment',
  'Activity',
  'Achievement',
  'Device',
  'Game',
  'GameProgress',
  'Notification',
  'ReportLink',
  'Growth',
  'Immunisation',
  // Answers in the parent's language (the registry's `localized` entries): refetched when it changes.
  'Content',
] as const;

/**
 * The one API slice of the app (docs/product.md query defaults): no polling, no refetch on focus
 * or reconnect, data never stale, no retries. Remotes add their endpoints with
 * `api.injectEndpoints({ overrideExisting: 'throw' })`.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: flourishlyBaseQuery,
  tagTypes: API_TAG_TYPES,
  keepUnusedDataFor: NEVER_EXPIRES_SECONDS,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  endpoints: () => ({}),
});
