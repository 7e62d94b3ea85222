import { Body, Controller, Get, HttpCode, NotFoundException, Param, Patch, Post, Query, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type {
  Game as GameResponse,
  GameContent,
  GameProgress,
  GameProgressSummary,
  GameRecommendation,
  GameSessionCreated,
  GameSessionResult,
  GameTime,
} from '@flourishly/contracts';
import type { Response } from 'express';
import type { Child } from '../children/child.entity';
import { CurrentChild } from '../common/decorators/current-child.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Public } from '../common/decorators/public.decorator';
import { ChildAccessGuard } from '../common/guards/child-access.guard';
import type { User } from '../users/user.entity';
import { findGameDefinition } from './content/game-catalog';
import { renderGameImage } from './content/game-images';
import {
  CompleteGameSessionDto,
  CreateGameSessionDto,
  GameContentQueryDto,
  GameIdParamDto,
  GameListQueryDto,
  GameProgressQueryDto,
  GameSessionIdParamDto,
} from './dto/games.dto';
import { GamesService } from './games.service';
import { ApiFileResponse, ApiJsonResponse } from '../common/openapi/api-responses';
import {
  gameContentSchema,
  gameProgressSchema,
  gameProgressSummarySchema,
  gameRecommendationSchema,
  gameSchema,
  gameSessionCreatedSchema,
  gameSessionResultSchema,
  gameTimeSchema,
} from '@flourishly/contracts';
import { z } from 'zod';

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
  @Get()
  @ApiOperation({ summary: 'List games by domain and age' })
  @ApiJsonResponse(200, z.array(gameSchema), 'Games')
  list(@Query() query: GameListQueryDto): Promise<GameResponse[]> {
    return this.games.list(query);
  }

  /** GET /api/games/{id}: one game; 404 when unknown. */
  @Get(':id')
  @ApiOperation({ summary: 'One game' })
  @ApiJsonResponse(200, gameSchema, 'The game')
  get(@Param() { id }: GameIdParamDto): Promise<GameResponse> {
    return this.games.get(id);
  }

  /**
   * GET /api/games/{id}/content?difficultyLevel=&seed=: the level's questions in the section-3
   * shape [{content: {questions: [{question, answers, correctAnswer, explanation}], difficultyLevel,
   * seed}, hints: [hint by question index]}]. Without a seed, a random one. 404 for an unknown
   * game; 400 for a level outside 1..levels.
   */
  @Get(':id/content')
  @ApiOperation({ summary: 'The questions of one level of a game' })
  @ApiJsonResponse(200, gameContentSchema, 'The level’s content')
  content(@Param() { id }: GameIdParamDto, @Query() query: GameContentQueryDto): Promise<GameContent> {
    return this.games.content(id, query.difficultyLevel, query.seed);
  }
}

/** Each game's own SVG image, served by us (no third-party images). */
@ApiTags('games')
@Controller('game-images')
export class GameImagesController {
  /**
   * GET /api/game-images/{slug}.svg: the image (image/svg+xml, cached a day); 404 JSON error for
   * an unknown slug (the image headers are set only once the image is found).
   */
  @Public()
  @Get(':file')
  @ApiOperation({ summary: 'A game image' })
  @ApiFileResponse('image/svg+xml', 'The game image')
  image(@Param('file') file: string, @Res({ passthrough: true }) response: Response): string {
    const definition = file.endsWith('.svg') ? findGameDefinition(file.slice(0, -'.svg'.length)) : undefined;
    if (!definition) throw new NotFoundException('Image not found');
    response.set({ 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=86400' });
    return renderGameImage(definition);
  }
}

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

/** Game sessions (docs/product.md). The child must be the parent's own, else 404. */
@ApiTags('games')
@Controller('game-sessions')
export class GameSessionsController {
  constructor(private readonly games: GamesService) {}

  /**
   * POST /api/game-sessions {childId, gameId, difficultyLevel (1-5), startedAt (ISO), duration
   * (s, ≤ 86400), score (≤ 1000)}: 201 {id}. 404 for a stranger's child or an unknown game; 400
   * for a bad body or a level the game lacks; 422 {statusCode, message} for a level the child
   * has not unlocked (above the saved currentLevel of game-progress, or above 1 without progress);
   * 429 {statusCode, message} when the child has reached the parent's daily game limit (the
   * durations of the child's sessions of the last 24 hours add up to it; see GET game-time).
   */
  @Post()
  @ApiOperation({ summary: 'Start a game session' })
  @ApiJsonResponse(201, gameSessionCreatedSchema, 'The new session')
  create(@CurrentUser() user: User, @Body() body: CreateGameSessionDto): Promise<GameSessionCreated> {
    return this.games.createSession(user.id, body);
  }

  /**
   * PATCH /api/game-sessions/{id}/complete {score, correctAnswers, totalQuestions, feedback,
   * duration? (s)}: 200 {id, score, correctAnswers, totalQuestions, percent, feedback, completedAt,
   * leveledUp, progress}. The stored feedback is the server's section-9 text for the percent (the
   * sent one is ignored); the session and progress are saved in one transaction. 400 when
   * score ≠ 10 × correctAnswers, correctAnswers > totalQuestions or a number is out of bounds;
   * 422 when totalQuestions ≠ 8 (the questions a level serves); 409 when already completed;
   * 404 for a stranger's session.
   */
  @Patch(':id/complete')
  @HttpCode(200)
  @ApiOperation({ summary: 'Complete a game session with its result' })
  @ApiJsonResponse(200, gameSessionResultSchema, 'The session result')
  complete(
    @CurrentUser() user: User,
    @Param() { id }: GameSessionIdParamDto,
    @Body() body: CompleteGameSessionDto,
  ): Promise<GameSessionResult> {
    return this.games.completeSession(user.id, id, body);
  }
}
