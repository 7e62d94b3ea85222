import type { CreatedReportLink, ReportLink, SharedReport } from '@flourishly/contracts';
import { api } from '@flourishly/platform';
import {
  endpointPath,
  createReportLinkRoute,
  reportLinksRoute,
  revokeReportLinkRoute,
  sharedReportRoute,
} from '@flourishly/contracts/endpoint-paths';

/**
 * Report links of a child (tag 'ReportLink' per child) and the report a link opens (never
 * cached beyond the page: each open is counted by the server).
 */
export const sharedReportApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** GET /api/shared-reports/{token}: the report of a link, no sign-in; 404 unknown, 410 expired or revoked. */
    getSharedReport: build.query<SharedReport, string>({
      query: (token) => endpointPath(sharedReportRoute, { token }),
      keepUnusedDataFor: 0,
      // The report's checklists and age are in the viewer's language: a language switch asks again (another open).
      providesTags: ['Content'],
    }),
    /** GET /api/child-profiles/{childId}/report-links: the child's active links. */
    getReportLinks: build.query<ReportLink[], number>({
      query: (childId) => endpointPath(reportLinksRoute, { childId }),
      providesTags: (_result, _error, childId) => [{ type: 'ReportLink', id: childId }],
    }),
    /** POST /api/child-profiles/{childId}/report-links {expiresInDays}: the new link with its URL, shown once. */
    createReportLink: build.mutation<CreatedReportLink, { childId: number; expiresInDays: number }>({
      query: ({ childId, expiresInDays }) => ({
        url: endpointPath(createReportLinkRoute, { childId }),
        method: 'POST',
        body: { expiresInDays },
      }),
      invalidatesTags: (result, _error, { childId }) => (result ? [{ type: 'ReportLink', id: childId }] : []),
    }),
    /** DELETE /api/child-profiles/{childId}/report-links/{linkId}: revokes a link. */
    revokeReportLink: build.mutation<void, { childId: number; linkId: number }>({
      query: ({ childId, linkId }) => ({ url: endpointPath(revokeReportLinkRoute, { childId, linkId }), method: 'DELETE' }),
      invalidatesTags: (_result, error, { childId }) => (error ? [] : [{ type: 'ReportLink', id: childId }]),
    }),
  }),
});

export const { useGetSharedReportQuery, useGetReportLinksQuery, useCreateReportLinkMutation, useRevokeReportLinkMutation } =
  sharedReportApi;
