import { assessmentAnswersPayloadSchema, paginationQuerySchema } from '@flourishly/contracts';
import { createZodDto } from 'nestjs-zod';

export class AssessmentAnswersDto extends createZodDto(assessmentAnswersPayloadSchema) {}
export class PaginationQueryDto extends createZodDto(paginationQuerySchema) {}
