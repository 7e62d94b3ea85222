import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { GameProgress, GameProgressSummary, GameRecommendation, GameTime } from '@flourishly/contracts';
import type { Child } from '../children/child.entity';
import { CurrentChild } from '../common/decorators/current-child.decorator';
import { ChildAccessGuard } from '../common/guards/child-access.guard';
import { GameProgressQueryDto } from './dto/games.dto';
import { GamesService } from './games.service';
import { ApiJsonResponse } from '../common/openapi/api-responses';
import { gameProgressSchema, gameProgressSummarySchema, gameRecommendationSchema, gameTimeSchema } from '@flourishly/contracts';
import { z } from 'zod';

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
  @Get('game-recommendations')
  @ApiOperation({ summary: 'Games recommended for a child, with reasons' })
  @ApiJsonResponse(200, z.array(gameRecommendationSchema), 'Recommended games')
  recommendations(@CurrentChild() child: Child): Promise<GameRecommendation[]> {
    return this.games.recommendations(child);
  }

  /**
   * GET /api/child-profiles/{childId}/game-progress?gameId=: {childId, gameId, currentLevel,
   * bestScore, bestPercent, timesPlayed, lastPlayedAt}; 404 when the child has no progress in it.
   */
  @Get('game-progress')
  @ApiOperation({ summary: 'A child’s progress in one game' })
  @ApiJsonResponse(200, gameProgressSchema, 'The child’s progress in the game')
  progress(@CurrentChild() child: Child, @Query() { gameId }: GameProgressQueryDto): Promise<GameProgress> {
    return this.games.progress(child, gameId);
  }

  /**
   * GET /api/child-profiles/{childId}/game-time: {childId, limitMinutes (null when off),
   * playedMinutes (last 24 hours, whole minutes), remainingMinutes (null without a limit),
   * limitReached}. The games page reads it to say kindly when today's game time is over.
   */
  @Get('game-time')
  @ApiOperation({ summary: 'A child’s game time today against the parent’s daily limit' })
  @ApiJsonResponse(200, gameTimeSchema, 'Today’s game time and limit')
  gameTime(@CurrentChild() child: Child): Promise<GameTime> {
    return this.games.gameTime(child);
  }

  /**
   * GET /api/child-profiles/{childId}/game-progress/summary: games progress by domain for the
   * Progress Reports tab: [{domain, gamesPlayed, sessionsCompleted, averagePercent
   * (whole percent correct, mean of the completed sessions), highestLevel (1-5)}], one per domain
   * played, in the order of the game domains (docs/product.md); [] before any finished game.
   */
  @Get('game-progress/summary')
  @ApiOperation({ summary: 'A child’s games progress by domain' })
  @ApiJsonResponse(200, gameProgressSummarySchema, 'Progress per domain')
  progressSummary(@CurrentChild() child: Child): Promise<GameProgressSummary> {
    return this.games.progressSummary(child);
  }
}
