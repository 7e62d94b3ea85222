import { Controller, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Game as GameResponse, GameContent, Locale } from '@flourishly/contracts';
import { ContentLocale } from '../common/locale/content-locale';
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
   * 0-12), of one domain or all when empty, titles and descriptions in the parent's language.
   * 400 for an unknown domain or bad ages.
   */
  @ContractRoute(endpoints.games, 'games')
  list(@Query() query: QueryOf<typeof endpoints.games>, @ContentLocale() locale: Locale): Promise<GameResponse[]> {
    return this.games.list(query, locale);
  }

  /** GET /api/games/{id}: one game, in the parent's language; 404 when unknown. */
  @ContractRoute(endpoints.game, 'games')
  get(@Param() { id }: ParamsOf<typeof endpoints.game>, @ContentLocale() locale: Locale): Promise<GameResponse> {
    return this.games.get(id, locale);
  }

  /**
   * GET /api/games/{id}/content?difficultyLevel=&seed=: the level's questions in the section-3
   * shape [{content: {questions: [{question, answers, correctAnswer, explanation}], difficultyLevel,
   * seed}, hints: [hint by question index]}]. Without a seed, a random one. The texts in the
   * parent's language where it has them. 404 for an unknown game; 400 for a level outside 1..levels.
   */
  @ContractRoute(endpoints.gameContent, 'games')
  content(
    @Param() { id }: ParamsOf<typeof endpoints.gameContent>,
    @Query() query: QueryOf<typeof endpoints.gameContent>,
    @ContentLocale() locale: Locale,
  ): Promise<GameContent> {
    return this.games.content(id, query.difficultyLevel, query.seed, locale);
  }
}
