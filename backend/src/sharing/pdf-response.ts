import { StreamableFile } from '@nestjs/common';
import type { FastifyReply } from 'fastify';

/** A PDF download named after the child: `development-report-<first name>.pdf`, never cached. */
export function pdfFile(response: FastifyReply, pdf: Buffer, firstName: string): StreamableFile {
  const safeName = firstName.replace(/[^A-Za-z0-9-]+/g, '') || 'child';
  response.header('Cache-Control', 'no-store');
  return new StreamableFile(pdf, {
    type: 'application/pdf',
    disposition: `attachment; filename="development-report-${safeName}.pdf"`,
    length: pdf.length,
  });
}
