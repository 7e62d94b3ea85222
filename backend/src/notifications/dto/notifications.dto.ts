import { markNotificationsReadSchema } from '@flourishly/contracts';
import { createZodDto } from 'nestjs-zod';

export class MarkNotificationsReadDto extends createZodDto(markNotificationsReadSchema) {}
