import { changePasswordSchema, profileSchema, userIdParamSchema } from '@flourishly/contracts';
import { createZodDto } from 'nestjs-zod';

export class ProfileDto extends createZodDto(profileSchema) {}
export class ChangePasswordDto extends createZodDto(changePasswordSchema) {}
export class UserIdParamDto extends createZodDto(userIdParamSchema) {}
