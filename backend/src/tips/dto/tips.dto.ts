import { parentTipsQuerySchema } from '@flourishly/contracts';
import { createZodDto } from 'nestjs-zod';

export class ParentTipsQueryDto extends createZodDto(parentTipsQuerySchema) {}
