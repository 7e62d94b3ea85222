import { Controller, Query, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { GameProgress, GameProgressSummary, GameRecommendation, GameTime, Locale } from '@flourishly/contracts';
import { ContentLocale } from '../common/locale/content-locale';
import type { Child } from '../children/child.entity';
import { CurrentChild } from '../children/current-child.decorator';
import { ChildAccessGuard } from '../children/child-access.guard';
import { GamesService } from './games.service';
import { endpoints, type QueryOf } from '@flourishly/contracts';
import { ContractRoute } from '../common/openapi/routes';

/** A child's games: recommendations and progress. Session + own child, else 404. */
@ApiTags('games')
@Controller('child-profiles/:childId')
@UseGuards(ChildAccessGuard)
export class ChildGamesController {
  constructor(private readonly games: GamesService) {}

  /**
   * GET /api/child-profiles/{childId}/game-recommendations: up to 6 [{game, recommendationReason}],
   * only games whose age range contains the child's age; chosen from age, persona, weakest
   * assessed domains, the parent's concern and recent play; games and reasons in the parent's language.
   */
  @ContractRoute(endpoints.gameRecommendations, 'child-profiles/:childId')
  recommendations(@CurrentChild() child: Child, @ContentLocale() locale: Locale): Promise<GameRecommendation[]> {
    return this.games.recommendations(child, locale);
  }

  /**
   * GET /api/child-profiles/{childId}/game-progress?gameId=: {childId, gameId, currentLevel,
   * bestScore, bestPercent, timesPlayed, lastPlayedAt}; 404 when the child has no progress in it.
   */
  @ContractRoute(endpoints.gameProgress, 'child-profiles/:childId')
  progress(@CurrentChild() child: Child, @Query() { gameId }: QueryOf<typeof endpoints.gameProgress>): Promise<GameProgress> {
    return this.games.progress(child, gameId);
  }

  /**
   * GET /api/child-profiles/{childId}/game-time: {childId, limitMinutes (null when off),
   * playedMinutes (last 24 hours, whole minutes), remainingMinutes (null without a limit),
   * limitReached}. The games page reads it to say kindly when today's game time is over.
   */
  @ContractRoute(endpoints.gameTime, 'child-profiles/:childId')
  gameTime(@CurrentChild() child: Child): Promise<GameTime> {
    return this.games.gameTime(child);
  }

  /**
   * GET /api/child-profiles/{childId}/game-progress/summary: games progress by domain for the
   * Progress Reports tab: [{domain, gamesPlayed, sessionsCompleted, averagePercent
   * (whole percent correct, mean of the completed sessions), highestLevel (1-5)}], one per domain
   * played, in the order of the game domains (docs/product.md); [] before any finished game.
   */
  @ContractRoute(endpoints.gameProgressSummary, 'child-profiles/:childId')
  progressSummary(@CurrentChild() child: Child): Promise<GameProgressSummary> {
    return this.games.progressSummary(child);
  }
}
