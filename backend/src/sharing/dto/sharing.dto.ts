import { createReportLinkSchema, reportLinkParamsSchema } from '@flourishly/contracts';
import { createZodDto } from 'nestjs-zod';

export class CreateReportLinkDto extends createZodDto(createReportLinkSchema) {}
export class ReportLinkParamsDto extends createZodDto(reportLinkParamsSchema) {}
