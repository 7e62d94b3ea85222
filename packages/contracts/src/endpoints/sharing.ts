import { z } from 'zod';
import { createdReportLinkSchema, createReportLinkSchema, reportLinkParamsSchema, reportLinkSchema, sharedReportSchema } from '../sharing';
import { ANY_CHILD_ROLE, CHILD_OWNER, defineEndpoints, idParams, tokenParams } from './define';
import { ENDPOINT_ROUTES as R } from './paths';

/** The development report as a PDF, and report links for professionals (backend/src/sharing). */
export const sharingEndpoints = defineEndpoints({
  createReportLink: {
    ...R.createReportLink,
    summary: 'Create a read-only report link for a professional',
    access: CHILD_OWNER,
    params: idParams('childId'),
    body: createReportLinkSchema,
    status: 201,
    response: createdReportLinkSchema,
    answer: 'The link and its token (shown once)',
  },
  reportLinks: {
    ...R.reportLinks,
    summary: 'Active report links of a child, with how often each was opened',
    access: CHILD_OWNER,
    params: idParams('childId'),
    status: 200,
    response: z.array(reportLinkSchema),
    answer: 'Active report links',
  },
  revokeReportLink: {
    ...R.revokeReportLink,
    summary: 'Revoke a report link',
    access: CHILD_OWNER,
    params: reportLinkParamsSchema,
    status: 204,
    answer: 'The link revoked',
  },
  developmentReportPdf: {
    ...R.developmentReportPdf,
    summary: 'The development report as a PDF',
    access: ANY_CHILD_ROLE,
    params: idParams('childId'),
    status: 200,
    file: 'application/pdf',
    answer: 'The development report',
  },
  sharedReport: {
    ...R.sharedReport,
    summary: 'The development report of a report link (no sign-in)',
    // The token is its own credential (a professional without an account opens it).
    access: 'public',
    params: tokenParams,
    status: 200,
    response: sharedReportSchema,
    answer: 'The shared development report',
    // In the viewer's language (their chosen one when signed in, else Accept-Language), as the page around it.
    localized: true,
  },
  sharedReportPdf: {
    ...R.sharedReportPdf,
    summary: 'The development report of a report link as a PDF (no sign-in)',
    access: 'public',
    params: tokenParams,
    status: 200,
    file: 'application/pdf',
    answer: 'The shared development report',
  },
});
