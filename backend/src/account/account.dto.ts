import { deleteAccountSchema } from '@flourishly/contracts';
import { createZodDto } from 'nestjs-zod';

export class DeleteAccountDto extends createZodDto(deleteAccountSchema) {}
