import {
  assignmentIdParamSchema,
  assignmentListQuerySchema,
  createAssignmentSchema,
  libraryQuerySchema,
  planSummaryQuerySchema,
  updateAssignmentSchema,
} from '@flourishly/contracts';
import { createZodDto } from 'nestjs-zod';

export class AssignmentListQueryDto extends createZodDto(assignmentListQuerySchema) {}
export class CreateAssignmentDto extends createZodDto(createAssignmentSchema) {}
export class UpdateAssignmentDto extends createZodDto(updateAssignmentSchema) {}
export class AssignmentIdParamDto extends createZodDto(assignmentIdParamSchema) {}
export class LibraryQueryDto extends createZodDto(libraryQuerySchema) {}
export class PlanSummaryQueryDto extends createZodDto(planSummaryQuerySchema) {}
