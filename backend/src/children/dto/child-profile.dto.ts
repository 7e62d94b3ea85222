import { createChildProfileSchema, updateChildProfileSchema, userIdParamSchema } from '@flourishly/contracts';
import { createZodDto } from 'nestjs-zod';

// The API's schemas: a birth date may be up to the latest date anywhere on Earth (UTC+14), so a
// parent ahead of the server's time zone can enter their own today (docs/product.md).
export class CreateChildProfileDto extends createZodDto(createChildProfileSchema) {}
export class UpdateChildProfileDto extends createZodDto(updateChildProfileSchema) {}
export class ChildrenUserIdParamDto extends createZodDto(userIdParamSchema) {}
