import { EntityManager, EntityRepository, UniqueConstraintViolationException } from '@mikro-orm/core';
import { InjectRepository } from '@mikro-orm/nestjs';
import {
  BadRequestException,
  ConflictException,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  Optional,
  UnprocessableEntityException,
} from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import {
  GAME_DOMAINS,
  GAME_LIMIT_MESSAGES,
  GAME_SESSION_MESSAGES,
  GAME_TIME_WINDOW_HOURS,
  gameTimeOf,
  type GameTime,
  GAME_START_LEVEL,
  LEVEL_UP_PERCENT,
  developmentalAgeInYears,
  gameLevelCapForAge,
  gameStartLevelForAge,
  QUESTIONS_PER_LEVEL,
  gameFeedback,
  gamePercent,
  type Game as GameResponse,
  type GameContent,
  type GameDomain,
  type GameDomainProgress,
  type GameListQuery,
  type Locale,
  type GameProgress as GameProgressResponse,
  type GameProgressSummary,
  type GameRecommendation,
  type GameSessionCreated,
  type GameSessionResult,
} from '@flourishly/contracts';
import type { z } from 'zod';
import {
  PLAYED_SESSION_MAX_AGE_HOURS,
  type completeGameSessionSchema,
  type createGameSessionSchema,
  type playedGameSessionSchema,
} from '@flourishly/contracts';
import type { Child } from '../children/child.entity';
import { DOMAIN_EVENTS, type GameCompletedEvent } from '../common/events/domain-events';
import { DOMAIN_SCORES_PROVIDER, type DomainScoresProvider } from '../common/providers/domain-scores.provider';
import { findGameDefinition } from './content/game-catalog';
import { buildLevelQuestions, toGameContent } from './content/level-content';
import { gameIn, questionsIn, recommendationReasonIn } from './content/localize-games';
import { recommendGames } from './game-recommender';
import { GameProgress } from './game-progress.entity';
import { GameSession } from './game-session.entity';
import { Game } from './game.entity';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { isTooFast, measuredSeconds } from './session-timing';
import { toGameProgressResponse, toGameResponse } from './game.mapper';

type CreateSession = z.output<typeof createGameSessionSchema>;
type CompleteSession = z.output<typeof completeGameSessionSchema>;
type PlayedSession = z.output<typeof playedGameSessionSchema>;

/** Largest seed the content endpoint draws at random. */
const MAX_SEED = 2 ** 31 - 1;

/** Games: catalogue, content, recommendations, progress and sessions (docs/product.md). */
@Injectable()
export class GamesService {
  private readonly logger = new Logger(GamesService.name);

  constructor(
    private readonly em: EntityManager,
    @InjectRepository(Game) private readonly games: EntityRepository<Game>,
    @InjectRepository(GameSession) private readonly sessions: EntityRepository<GameSession>,
    @InjectRepository(GameProgress) private readonly progressRows: EntityRepository<GameProgress>,
    private readonly events: EventEmitter2,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() @Inject(DOMAIN_SCORES_PROVIDER) private readonly scores?: DomainScoresProvider,
  ) {}

  /**
   * Games filtered by domain (empty: all) and age: a game matches when its age range overlaps
   * [minAge, maxAge] (docs/product.md sends minAge=0, maxAge=the child's age). Ordered by
   * youngest age, then (English) title; titles and descriptions in `locale`.
   */
  async list(query: GameListQuery, locale: Locale = 'en'): Promise<GameResponse[]> {
    const where: Record<string, unknown> = {};
    if (query.domain) where.domain = query.domain;
    if (query.maxAge !== undefined) where.minAge = { $lte: query.maxAge };
    if (query.minAge !== undefined) where.maxAge = { $gte: query.minAge };
    const games = await this.games.find(where, { orderBy: { minAge: 'asc', title: 'asc' } });
    return games.map((game) => gameIn(locale, toGameResponse(game)));
  }

  /** One game, its texts in `locale`; 404 when it does not exist. */
  async get(gameId: number, locale: Locale = 'en'): Promise<GameResponse> {
    return gameIn(locale, toGameResponse(await this.findGame(gameId)));
  }

  /**
   * The questions of one level (docs/product.md shape), built from the content library for
   * `seed` (a random seed when omitted, so a child rarely sees the same set twice).
   * 404 for an unknown game, 400 for a level above the game's levels. The texts in `locale`
   * where the language has them (questionsIn); a seed gives the same questions in every language.
   */
  async content(gameId: number, level: number, seed?: number, locale: Locale = 'en'): Promise<GameContent> {
    const game = await this.findGame(gameId);
    if (level > game.levels) throw new BadRequestException(GAME_SESSION_MESSAGES.levelTooHigh);
    const definition = findGameDefinition(game.slug);
    if (!definition) throw new NotFoundException(GAME_SESSION_MESSAGES.gameNotFound);
    const usedSeed = seed ?? Math.floor(Math.random() * MAX_SEED);
    return toGameContent(questionsIn(locale, buildLevelQuestions(definition, level, usedSeed)), level, usedSeed);
  }

  /** Recommended games for the child, each with its reason (see recommendGames), in `locale`. */
  async recommendations(child: Child, locale: Locale = 'en'): Promise<GameRecommendation[]> {
    const games = await this.games.find({}, { orderBy: { id: 'asc' } });
    const progress = await this.progressRows.find({ child: child.id });
    const scores = this.scores ? await this.scores.latestScores(child.id) : null;
    const chosen = recommendGames({
      child,
      games,
      scores,
      plays: progress.map((row) => ({
        gameId: row.game.id,
        currentLevel: row.currentLevel,
        timesPlayed: row.timesPlayed,
        lastPlayedAt: row.lastPlayedAt,
      })),
      now: new Date(),
    });
    return chosen.map(({ game, reason, why }) => ({
      game: gameIn(locale, toGameResponse(game)),
      recommendationReason: recommendationReasonIn(locale, why, child.name, reason),
    }));
  }

  /** The child's progress in a game; 404 when the child has none (docs/product.md). */
  async progress(child: Child, gameId: number): Promise<GameProgressResponse> {
    const progress = await this.progressRows.findOne({ child: child.id, game: gameId });
    if (!progress) throw new NotFoundException(GAME_SESSION_MESSAGES.progressNotFound);
    return toGameProgressResponse(progress);
  }

  /**
   * Per game domain the child has played (GAME_DOMAINS order): distinct games with a completed
   * session, completed sessions, the mean percent correct of those sessions (whole percent) and
   * the highest level reached (the highest currentLevel of the domain's games). Empty before the
   * first completed game. The Progress Reports tab reads it.
   */
  async progressSummary(child: Child): Promise<GameProgressSummary> {
    const sessions = await this.sessions.find({ child: child.id, completedAt: { $ne: null } }, { populate: ['game'] });
    const progress = await this.progressRows.find({ child: child.id }, { populate: ['game'] });
    const byDomain = new Map<GameDomain, { games: Set<number>; sessions: number; percentSum: number; highestLevel: number }>();
    for (const session of sessions) {
      const entry = byDomain.get(session.game.domain) ?? {
        games: new Set<number>(),
        sessions: 0,
        percentSum: 0,
        highestLevel: GAME_START_LEVEL,
      };
      entry.games.add(session.game.id);
      entry.sessions += 1;
      entry.percentSum += gamePercent(session.correctAnswers ?? 0, session.totalQuestions ?? 0);
      byDomain.set(session.game.domain, entry);
    }
    for (const row of progress) {
      const entry = byDomain.get(row.game.domain);
      if (entry) entry.highestLevel = Math.max(entry.highestLevel, row.currentLevel);
    }
    return GAME_DOMAINS.flatMap((domain): GameDomainProgress[] => {
      const entry = byDomain.get(domain);
      if (!entry) return [];
      return [
        {
          domain,
          gamesPlayed: entry.games.size,
          sessionsCompleted: entry.sessions,
          averagePercent: Math.round(entry.percentSum / entry.sessions),
          highestLevel: entry.highestLevel,
        },
      ];
    });
  }

  /**
   * The child's game time: the parent's daily limit (null when off) against the seconds played
   * in the last GAME_TIME_WINDOW_HOURS hours, i.e. the sum of `duration` of the child's sessions
   * created (server time) in that window. A rolling window, because the server does not know the
   * family's time zone (docs/architecture.md, "Daily game limit").
   */
  async gameTime(child: Child, now: Date = new Date()): Promise<GameTime> {
    const since = new Date(now.getTime() - GAME_TIME_WINDOW_HOURS * 3_600_000);
    const sessions = await this.sessions.find({ child: child.id, createdAt: { $gt: since } }, { fields: ['duration'] });
    const playedSeconds = sessions.reduce((sum, session) => sum + session.duration, 0);
    return gameTimeOf(child.id, child.dailyGameLimitMinutes, playedSeconds);
  }

  /**
   * Starts a session (docs/product.md: once the game has loaded) for `child`, whose access
   * ChildAccessGuard checked (owner or caregiver). 404 when the game does not exist; 400 for a level the game does not have; 422 for a level the child has not unlocked
   * (above both the saved currentLevel and the level that fits the child's age, gameStartLevelForAge)
   * or may not play yet (GAME_SESSION_MESSAGES.levelNeedsReading: above the pre-reader levels for a child under READING_AGE, gameLevelCapForAge);
   * 429 with GAME_LIMIT_MESSAGES.reached when the parent's daily game limit is reached (see
   * {@link gameTime}).
   */
  async createSession(child: Child, input: CreateSession): Promise<GameSessionCreated> {
    const game = await this.findGame(input.gameId);
    if (child.dailyGameLimitMinutes !== null && (await this.gameTime(child)).limitReached) {
      throw new HttpException(GAME_LIMIT_MESSAGES.reached(child.name, child.dailyGameLimitMinutes), HttpStatus.TOO_MANY_REQUESTS);
    }
    await this.checkLevel(game, child, input.difficultyLevel);
    const session = this.sessions.create({
      child,
      game,
      difficultyLevel: input.difficultyLevel,
      // The server's clock, not the client's: the session's time is measured from here.
      startedAt: new Date(),
      duration: 0,
      score: input.score,
    });
    await this.em.persistAndFlush(session);
    return { id: session.id };
  }

  /** 400 for a level the game lacks; 422 for one the child may not play yet or has not unlocked (see {@link createSession}). */
  private async checkLevel(game: Game, child: Child, difficultyLevel: number): Promise<void> {
    if (difficultyLevel > game.levels) throw new BadRequestException(GAME_SESSION_MESSAGES.levelTooHigh);
    const progress = await this.progressRows.findOne({ child: child.id, game: game.id });
    if (difficultyLevel > this.levelCapOf(game, child)) throw new UnprocessableEntityException(GAME_SESSION_MESSAGES.levelNeedsReading);
    const unlocked = Math.max(progress?.currentLevel ?? GAME_START_LEVEL, this.startLevelOf(game, child));
    if (difficultyLevel > unlocked) throw new UnprocessableEntityException(GAME_SESSION_MESSAGES.levelLocked);
  }

  /**
   * Saves a whole session played without a network (docs/architecture.md, "Offline and
   * installed"), sent when the network returned: the level checks of {@link createSession}, the
   * result checks of {@link completeSession} (422 for totalQuestions ≠ QUESTIONS_PER_LEVEL or a
   * result too fast for its time), then the session, completed, and the progress in one
   * transaction and DOMAIN_EVENTS.gameCompleted after the commit. The time is the device's, from
   * `startedAt` to `completedAt` (an end in the future counts as now), capped as any session's;
   * 422 (GAME_SESSION_MESSAGES.playedTooLongAgo) for an end more than PLAYED_SESSION_MAX_AGE_HOURS
   * ago. The daily game limit is not checked: the game was already played (the device checked
   * its copy of game-time before it began). 404 for an unknown game.
   */
  async recordPlayedSession(child: Child, input: PlayedSession, now: Date = new Date()): Promise<GameSessionResult> {
    const game = await this.findGame(input.gameId);
    await this.checkLevel(game, child, input.difficultyLevel);
    if (input.totalQuestions !== QUESTIONS_PER_LEVEL) throw new UnprocessableEntityException(GAME_SESSION_MESSAGES.wrongQuestionCount);
    const startedAt = new Date(input.startedAt);
    const completedAt = new Date(Math.min(Date.parse(input.completedAt), now.getTime()));
    if (startedAt > completedAt) throw new BadRequestException(GAME_SESSION_MESSAGES.endsBeforeStart);
    if (now.getTime() - completedAt.getTime() > PLAYED_SESSION_MAX_AGE_HOURS * 3_600_000) {
      throw new UnprocessableEntityException(GAME_SESSION_MESSAGES.playedTooLongAgo);
    }
    if (isTooFast(startedAt, completedAt, input.correctAnswers, this.config.gameMinSecondsPerAnswer)) {
      throw new UnprocessableEntityException(GAME_SESSION_MESSAGES.tooFast);
    }
    const percent = gamePercent(input.correctAnswers, input.totalQuestions);
    const saved = await this.em.transactional(async (em) => {
      const session = em.getRepository(GameSession).create({
        child,
        game,
        difficultyLevel: input.difficultyLevel,
        startedAt,
        completedAt,
        duration: measuredSeconds(startedAt, completedAt),
        score: input.score,
        correctAnswers: input.correctAnswers,
        totalQuestions: input.totalQuestions,
        feedback: gameFeedback(percent),
      });
      em.persist(session);
      const progress = await this.recordProgress(em, session, input.score, percent, completedAt);
      return { session, progress };
    });
    return this.completed(saved.session, saved.progress, input, percent, completedAt);
  }

  /** The child a game session is played by; null for an unknown session (ChildOfResource). */
  async childIdOf(sessionId: number): Promise<number | null> {
    const session = await this.sessions.findOne({ id: sessionId }, { fields: ['child'] });
    return session ? session.child.id : null;
  }

  /**
   * Completes a session once, in one transaction with the child's progress: checks
   * totalQuestions = QUESTIONS_PER_LEVEL (422; the contract already checked score = 10 ×
   * correctAnswers ≤ 10 × totalQuestions) and that the result was not impossibly fast (422,
   * GAME_SESSION_MESSAGES.tooFast: under GAME_MIN_SECONDS_PER_ANSWER per correct answer since the
   * session started), stores the result with the server-measured duration (measuredSeconds; the
   * client's `duration` is ignored) with the section-9 feedback for
   * its percent (the client's feedback is ignored), and updates progress (a result of
   * LEVEL_UP_PERCENT or more unlocks the next level, up to the game's last or a pre-reader's last, gameLevelCapForAge). Only after the
   * commit is DOMAIN_EVENTS.gameCompleted published. 404 for an unknown session (access to its
   * child, caregiver or owner, is checked by ChildAccessGuard on the route); 409 when it is already completed or progress changed at the same time (nothing
   * is saved then, so the call can be repeated).
   */
  async completeSession(sessionId: number, input: CompleteSession): Promise<GameSessionResult> {
    const percent = gamePercent(input.correctAnswers, input.totalQuestions);
    const feedback = gameFeedback(percent);
    const completedAt = new Date();
    const saved = await this.em.transactional(async (em) => {
      const session = await em.getRepository(GameSession).findOne({ id: sessionId }, { populate: ['game', 'child'], refresh: true });
      if (!session) throw new NotFoundException(GAME_SESSION_MESSAGES.sessionNotFound);
      if (session.completedAt) throw new ConflictException(GAME_SESSION_MESSAGES.alreadyCompleted);
      if (input.totalQuestions !== QUESTIONS_PER_LEVEL) throw new UnprocessableEntityException(GAME_SESSION_MESSAGES.wrongQuestionCount);
      if (isTooFast(session.createdAt, completedAt, input.correctAnswers, this.config.gameMinSecondsPerAnswer)) {
        throw new UnprocessableEntityException(GAME_SESSION_MESSAGES.tooFast);
      }
      // Claim the completion with a conditional update, so two concurrent requests cannot both complete it.
      const claimed = await em.getRepository(GameSession).nativeUpdate(
        { id: session.id, completedAt: null },
        {
          completedAt,
          score: input.score,
          correctAnswers: input.correctAnswers,
          totalQuestions: input.totalQuestions,
          feedback,
          // Server time, whatever the client sent (docs/architecture.md, "Daily game limit").
          duration: measuredSeconds(session.createdAt, completedAt),
        },
      );
      if (claimed === 0) throw new ConflictException(GAME_SESSION_MESSAGES.alreadyCompleted);
      const progress = await this.recordProgress(em, session, input.score, percent, completedAt);
      return { session, progress };
    });
    return this.completed(saved.session, saved.progress, input, percent, completedAt);
  }

  /** After a completion's commit: DOMAIN_EVENTS.gameCompleted published, and the answer. */
  private async completed(
    session: GameSession,
    progress: { response: GameProgressResponse; leveledUp: boolean },
    input: CompleteSession | PlayedSession,
    percent: number,
    completedAt: Date,
  ): Promise<GameSessionResult> {
    const feedback = gameFeedback(percent);
    const event: GameCompletedEvent = {
      childId: session.child.id,
      gameId: session.game.id,
      sessionId: session.id,
      difficultyLevel: session.difficultyLevel,
      score: input.score,
      correctAnswers: input.correctAnswers,
      totalQuestions: input.totalQuestions,
      completedAt,
    };
    // Listeners (e.g. achievements) run after the commit, before the answer; their failure never undoes a saved result.
    try {
      await this.events.emitAsync(DOMAIN_EVENTS.gameCompleted, event);
    } catch (error) {
      this.logger.error(`A ${DOMAIN_EVENTS.gameCompleted} listener failed`, error instanceof Error ? error.stack : String(error));
    }
    return {
      id: session.id,
      score: input.score,
      correctAnswers: input.correctAnswers,
      totalQuestions: input.totalQuestions,
      percent,
      feedback,
      completedAt: completedAt.toISOString(),
      leveledUp: progress.leveledUp,
      progress: progress.response,
    };
  }

  /**
   * Updates the child's progress for a completed session on `em` (the completion's
   * transaction) and flushes it. A progress row created at the same time by another
   * completion is a 409, which rolls the whole completion back.
   */
  private async recordProgress(em: EntityManager, session: GameSession, score: number, percent: number, at: Date) {
    let row = await em.getRepository(GameProgress).findOne({ child: session.child.id, game: session.game.id });
    if (!row) {
      // A first play's progress starts at the level played (the one that fits the child's age, or below).
      row = em.getRepository(GameProgress).create({ child: session.child, game: session.game, currentLevel: session.difficultyLevel });
      em.persist(row);
    }
    const before = row.currentLevel;
    if (percent >= LEVEL_UP_PERCENT && session.difficultyLevel >= row.currentLevel) {
      // Never past the levels the child may play (a pre-reader's stop before the words).
      row.currentLevel = Math.max(row.currentLevel, Math.min(this.levelCapOf(session.game, session.child), session.difficultyLevel + 1));
    }
    row.bestScore = Math.max(row.bestScore, score);
    row.bestPercent = Math.max(row.bestPercent, percent);
    row.timesPlayed += 1;
    row.lastPlayedAt = at;
    try {
      await em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException)
        throw new ConflictException('Progress was updated at the same time; try again');
      throw error;
    }
    return { response: toGameProgressResponse(row), leveledUp: row.currentLevel > before };
  }

  /** The highest level the child may play: a pre-reader's stop before the levels that need reading (gameLevelCapForAge). */
  private levelCapOf(game: Game, child: Child): number {
    return gameLevelCapForAge(toGameResponse(game), developmentalAgeInYears(child));
  }

  /** The level a child starts a game at: the one that fits their age in the game's range (docs/product.md, "Games"). */
  private startLevelOf(game: Game, child: Child): number {
    return gameStartLevelForAge(game, developmentalAgeInYears(child));
  }

  private async findGame(gameId: number): Promise<Game> {
    const game = await this.games.findOne(gameId);
    if (!game) throw new NotFoundException(GAME_SESSION_MESSAGES.gameNotFound);
    return game;
  }
}
