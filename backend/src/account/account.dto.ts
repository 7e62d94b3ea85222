import { deleteAccountSchema, userIdParamSchema } from '@flourishly/contracts';
import { createZodDto } from 'nestjs-zod';

export class DeleteAccountDto extends createZodDto(deleteAccountSchema) {}
/** The `{userId}` of /api/users/{userId}/export and /api/users/{userId} (the account's own). */
export class AccountUserIdParamDto extends createZodDto(userIdParamSchema) {}
