import {
  completeGameSessionSchema,
  createGameSessionSchema,
  gameContentQuerySchema,
  gameIdParamSchema,
  gameListQuerySchema,
  gameProgressQuerySchema,
  gameSessionIdParamSchema,
} from '@flourishly/contracts';
import { createZodDto } from 'nestjs-zod';

export class GameListQueryDto extends createZodDto(gameListQuerySchema) {}
export class GameIdParamDto extends createZodDto(gameIdParamSchema) {}
export class GameContentQueryDto extends createZodDto(gameContentQuerySchema) {}
export class GameProgressQueryDto extends createZodDto(gameProgressQuerySchema) {}
export class CreateGameSessionDto extends createZodDto(createGameSessionSchema) {}
export class CompleteGameSessionDto extends createZodDto(completeGameSessionSchema) {}
export class GameSessionIdParamDto extends createZodDto(gameSessionIdParamSchema) {}
