import { assessmentAnswersPayloadSchema } from '@flourishly/contracts';
import { createZodDto } from 'nestjs-zod';

export class AssessmentAnswersDto extends createZodDto(assessmentAnswersPayloadSchema) {}
