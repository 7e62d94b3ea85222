import { createChildProfileSchema, updateChildProfileSchema, userIdParamSchema } from '@flourishly/contracts';
import { createZodDto } from 'nestjs-zod';

export class CreateChildProfileDto extends createZodDto(createChildProfileSchema) {}
export class UpdateChildProfileDto extends createZodDto(updateChildProfileSchema) {}
export class ChildrenUserIdParamDto extends createZodDto(userIdParamSchema) {}
