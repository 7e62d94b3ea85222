import { Body, Controller, Param, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { GameSessionCreated, GameSessionResult } from '@flourishly/contracts';
import type { Child } from '../children/child.entity';
import { CurrentChild } from '../children/current-child.decorator';
import { GamesService } from './games.service';
import { GAME_SESSION_MESSAGES } from '@flourishly/contracts';
import { ChildAccessGuard, ChildOfResource } from '../children/child-access.guard';
import { endpoints, type BodyOf, type ParamsOf } from '@flourishly/contracts';
import { ContractRoute } from '../common/openapi/routes';

/** Game sessions (docs/product.md). The child must be the parent's own, else 404. */
@ApiTags('games')
@Controller('game-sessions')
export class GameSessionsController {
  constructor(private readonly games: GamesService) {}

  /**
   * POST /api/game-sessions {childId, gameId, difficultyLevel (1-5), startedAt (ISO), duration
   * (s, ≤ 86400), score (≤ 1000)}: 201 {id}. The session starts on the server's clock (startedAt
   * and duration are checked, then ignored). 403 for a viewer; 404 for a stranger's child or an unknown game; 400
   * for a bad body or a level the game lacks; 422 {statusCode, message} for a level the child
   * has not unlocked (above the saved currentLevel of game-progress, or above 1 without progress);
   * 429 {statusCode, message} when the child has reached the parent's daily game limit (the
   * durations of the child's sessions of the last 24 hours add up to it; see GET game-time).
   */
  @ContractRoute(endpoints.startGameSession, 'game-sessions')
  @UseGuards(ChildAccessGuard)
  create(@CurrentChild() child: Child, @Body() body: BodyOf<typeof endpoints.startGameSession>): Promise<GameSessionCreated> {
    return this.games.createSession(child, body);
  }

  /**
   * POST /api/game-sessions/played {childId, gameId, difficultyLevel, startedAt, completedAt (ISO,
   * the device's clock), score, correctAnswers, totalQuestions, feedback?}: a whole session played
   * without a network, sent when it returned (idempotent: sent with an Idempotency-Key, a replay
   * saves it once). 201 with the result as PATCH .../complete answers it. 403 for a viewer; 404
   * for a stranger's child or an unknown game; 400 for a bad body (an end before the start); 422
   * for a level not unlocked, totalQuestions ≠ 8, a result too fast for its time, or one played
   * more than PLAYED_SESSION_MAX_AGE_HOURS ago. The daily limit is not checked (it was played).
   */
  @ContractRoute(endpoints.recordPlayedGameSession, 'game-sessions')
  @UseGuards(ChildAccessGuard)
  recordPlayed(@CurrentChild() child: Child, @Body() body: BodyOf<typeof endpoints.recordPlayedGameSession>): Promise<GameSessionResult> {
    return this.games.recordPlayedSession(child, body);
  }

  /**
   * PATCH /api/game-sessions/{id}/complete {score, correctAnswers, totalQuestions, feedback,
   * duration? (s, ignored)}: 200 {id, score, correctAnswers, totalQuestions, percent, feedback, completedAt,
   * leveledUp, progress}. The session's time is the server's clock from its start to now, at most
   * GAME_SESSION_MAX_SECONDS; 422 (GAME_SESSION_MESSAGES.tooFast) for a result faster than
   * GAME_MIN_SECONDS_PER_ANSWER per correct answer. The stored feedback is the server's section-9 text for the percent (the
   * sent one is ignored); the session and progress are saved in one transaction. 400 when
   * score ≠ 10 × correctAnswers, correctAnswers > totalQuestions or a number is out of bounds;
   * 422 when totalQuestions ≠ 8 (the questions a level serves); 409 when already completed;
   * 404 for a stranger's session.
   */
  @ContractRoute(endpoints.completeGameSession, 'game-sessions')
  @UseGuards(ChildAccessGuard)
  @ChildOfResource(GamesService, GAME_SESSION_MESSAGES.sessionNotFound)
  complete(
    @Param() { id }: ParamsOf<typeof endpoints.completeGameSession>,
    @Body() body: BodyOf<typeof endpoints.completeGameSession>,
  ): Promise<GameSessionResult> {
    return this.games.completeSession(id, body);
  }
}
