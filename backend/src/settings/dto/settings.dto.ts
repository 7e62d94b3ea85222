import { userIdParamSchema, userSettingsPatchSchema } from '@flourishly/contracts';
import { createZodDto } from 'nestjs-zod';

export class UserSettingsPatchDto extends createZodDto(userSettingsPatchSchema) {}
export class SettingsUserIdParamDto extends createZodDto(userIdParamSchema) {}
