import { passwordResetConfirmSchema, passwordResetRequestSchema } from '@flourishly/contracts';
import { createZodDto } from 'nestjs-zod';

export class PasswordResetRequestDto extends createZodDto(passwordResetRequestSchema) {}
export class PasswordResetConfirmDto extends createZodDto(passwordResetConfirmSchema) {}
