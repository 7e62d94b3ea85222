import { Controller, Query, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { GameProgress, GameProgressSummary, GameRecommendation, GameTime } from '@flourishly/contracts';
import type { Child } from '../children/child.entity';
import { CurrentChild } from '../children/current-child.decorator';
import { ChildAccessGuard } from '../children/child-access.guard';
import { GameProgressQueryDto } from './dto/games.dto';
import { GamesService } from './games.service';
import { gameProgressSchema, gameProgressSummarySchema, gameRecommendationSchema, gameTimeSchema } from '@flourishly/contracts';
import { z } from 'zod';
import { JsonRoute } from '../common/openapi/routes';

/** A child's games: recommendations and progress. Session + own child, else 404. */
@ApiTags('games')
@Controller('child-profiles/:childId')
@UseGuards(ChildAccessGuard)
export class ChildGamesController {
  constructor(private readonly games: GamesService) {}

  /**
   * GET /api/child-profiles/{childId}/game-recommendations: up to 6 [{game, recommendationReason}],
   * only games whose age range contains the child's age; chosen from age, persona, weakest
   * assessed domains, the parent's concern and recent play.
   */
  @JsonRoute(
    'GET',
    'game-recommendations',
    'Games recommended for a child, with reasons',
    z.array(gameRecommendationSchema),
    'Recommended games',
  )
  recommendations(@CurrentChild() child: Child): Promise<GameRecommendation[]> {
    return this.games.recommendations(child);
  }

  /**
   * GET /api/child-profiles/{childId}/game-progress?gameId=: {childId, gameId, currentLevel,
   * bestScore, bestPercent, timesPlayed, lastPlayedAt}; 404 when the child has no progress in it.
   */
  @JsonRoute('GET', 'game-progress', 'A child’s progress in one game', gameProgressSchema, 'The child’s progress in the game')
  progress(@CurrentChild() child: Child, @Query() { gameId }: GameProgressQueryDto): Promise<GameProgress> {
    return this.games.progress(child, gameId);
  }

  /**
   * GET /api/child-profiles/{childId}/game-time: {childId, limitMinutes (null when off),
   * playedMinutes (last 24 hours, whole minutes), remainingMinutes (null without a limit),
   * limitReached}. The games page reads it to say kindly when today's game time is over.
   */
  @JsonRoute(
    'GET',
    'game-time',
    'A child’s game time today against the parent’s daily limit',
    gameTimeSchema,
    'Today’s game time and limit',
  )
  gameTime(@CurrentChild() child: Child): Promise<GameTime> {
    return this.games.gameTime(child);
  }

  /**
   * GET /api/child-profiles/{childId}/game-progress/summary: games progress by domain for the
   * Progress Reports tab: [{domain, gamesPlayed, sessionsCompleted, averagePercent
   * (whole percent correct, mean of the completed sessions), highestLevel (1-5)}], one per domain
   * played, in the order of the game domains (docs/product.md); [] before any finished game.
   */
  @JsonRoute('GET', 'game-progress/summary', 'A child’s games progress by domain', gameProgressSummarySchema, 'Progress per domain')
  progressSummary(@CurrentChild() child: Child): Promise<GameProgressSummary> {
    return this.games.progressSummary(child);
  }
}
