import { Controller, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Game as GameResponse, GameContent } from '@flourishly/contracts';
import { GamesService } from './games.service';
import { endpoints, type QueryOf, type ParamsOf } from '@flourishly/contracts';
import { ContractRoute } from '../common/openapi/routes';

/** The game catalogue and its content (docs/product.md). Signed-in parents only. */
@ApiTags('games')
@Controller('games')
export class GamesController {
  constructor(private readonly games: GamesService) {}

  /**
   * GET /api/games?domain=&minAge=&maxAge=: games [{id, slug, title, description, domain, type,
   * imageUrl, minAge, maxAge, levels}] whose age range overlaps [minAge, maxAge] (whole years,
   * 0-12), of one domain or all when empty. 400 for an unknown domain or bad ages.
   */
  @ContractRoute(endpoints.games, 'games')
  list(@Query() query: QueryOf<typeof endpoints.games>): Promise<GameResponse[]> {
    return this.games.list(query);
  }

  /** GET /api/games/{id}: one game; 404 when unknown. */
  @ContractRoute(endpoints.game, 'games')
  get(@Param() { id }: ParamsOf<typeof endpoints.game>): Promise<GameResponse> {
    return this.games.get(id);
  }

  /**
   * GET /api/games/{id}/content?difficultyLevel=&seed=: the level's questions in the section-3
   * shape [{content: {questions: [{question, answers, correctAnswer, explanation}], difficultyLevel,
   * seed}, hints: [hint by question index]}]. Without a seed, a random one. 404 for an unknown
   * game; 400 for a level outside 1..levels.
   */
  @ContractRoute(endpoints.gameContent, 'games')
  content(
    @Param() { id }: ParamsOf<typeof endpoints.gameContent>,
    @Query() query: QueryOf<typeof endpoints.gameContent>,
  ): Promise<GameContent> {
    return this.games.content(id, query.difficultyLevel, query.seed);
  }
}
