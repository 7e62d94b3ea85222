import { subDays, subYears, format } from 'date-fns';
import {
  GAME_FEEDBACK,
  GAME_LEVEL_COUNT,
  GAME_LIMIT_MESSAGES,
  GAME_SESSION_MAX_SECONDS,
  GAME_SESSION_MESSAGES,
  ACCESS_MESSAGES,
  MAX_DB_INTEGER,
  QUESTIONS_PER_LEVEL,
  gameContentSchema,
  gameProgressSummarySchema,
  gameSchema,
  parseGameContent,
  type Game,
} from '@flourishly/contracts';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { DOMAIN_EVENTS, type GameCompletedEvent } from '../src/common/events/domain-events';
import { GAME_CATALOG } from '../src/games/content/game-catalog';
import { GameProgress } from '../src/games/game-progress.entity';
import { GameSession } from '../src/games/game-session.entity';
import { GamesService } from '../src/games/games.service';
import { createTestApp, registerParent, TEST_DIALECTS, type TestApp } from './test-app';

const isoDate = (date: Date) => format(date, 'yyyy-MM-dd');
/** A birth date that makes the child `years` old today (birthday a few days ago). */
const bornYearsAgo = (years: number) => isoDate(subDays(subYears(new Date(), years), 3));

describe.each(TEST_DIALECTS)('games (%s)', (dialect) => {
  let testApp: TestApp;
  let games: Game[];

  beforeAll(async () => {
    testApp = await createTestApp(dialect);
    const { agent } = await registerParent(testApp);
    games = (await agent.get('/api/games').expect(200)).body;
  });

  afterAll(async () => {
    await testApp.close();
  });

  async function parentWithChild(years = 7, extra: Record<string, unknown> = {}) {
    const parent = await registerParent(testApp);
    const response = await parent.agent
      .post('/api/child-profiles')
      .send({
        parentId: parent.user.id,
        name: 'Maya',
        dateOfBirth: bornYearsAgo(years),
        gender: 'female',
        primaryDevelopmentalConcern: 'none',
        ...extra,
      })
      .expect(201);
    return { ...parent, childId: response.body.id as number };
  }

  const gameBySlug = (slug: string) => games.find((game) => game.slug === slug) as Game;

  describe('GET /api/games', () => {
    it('lists every seeded game in the contract shape, with its own image', async () => {
      expect(games).toHaveLength(GAME_CATALOG.length);
      for (const game of games) expect(gameSchema.parse(game)).toEqual(game);
      const { agent } = await registerParent(testApp);
      const image = await agent.get(games[0].imageUrl).expect(200);
      expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(String(image.body)).toContain('<svg');
      await testApp.agent().get('/api/game-images/no-such-game.svg').expect(404);
    });

    it('filters by domain, and an empty domain means all', async () => {
      const { agent } = await registerParent(testApp);
      const language = (await agent.get('/api/games?domain=language').expect(200)).body as Game[];
      expect(language.length).toBeGreaterThan(0);
      expect(language.every((game) => game.domain === 'language')).toBe(true);
      const all = (await agent.get('/api/games?domain=&minAge=0&maxAge=12').expect(200)).body as Game[];
      expect(all).toHaveLength(games.length);
    });

    it('returns games whose age range overlaps [minAge, maxAge], bounds included', async () => {
      const { agent } = await registerParent(testApp);
      const forSeven = (await agent.get('/api/games?domain=&minAge=0&maxAge=7').expect(200)).body as Game[];
      expect(forSeven.map((game) => game.id).sort()).toEqual(
        games
          .filter((game) => game.minAge <= 7)
          .map((game) => game.id)
          .sort(),
      );
      const exactlyTwelve = (await agent.get('/api/games?minAge=12&maxAge=12').expect(200)).body as Game[];
      expect(exactlyTwelve.length).toBeGreaterThan(0);
      expect(exactlyTwelve.every((game) => game.minAge <= 12 && game.maxAge >= 12)).toBe(true);
      const toddlers = (await agent.get('/api/games?minAge=2&maxAge=2').expect(200)).body as Game[];
      expect(toddlers.every((game) => game.minAge <= 2)).toBe(true);
      expect(toddlers.map((game) => game.slug)).toEqual(expect.arrayContaining(['counting-garden']));
      expect((await agent.get('/api/games?minAge=0&maxAge=1').expect(200)).body).toEqual([]);
    });

    it('rejects an unknown domain and bad ages with 400, and needs a session', async () => {
      const { agent } = await registerParent(testApp);
      await agent.get('/api/games?domain=cooking').expect(400);
      await agent.get('/api/games?minAge=-1').expect(400);
      await agent.get('/api/games?maxAge=13').expect(400);
      await agent.get('/api/games?minAge=8&maxAge=3').expect(400);
      await testApp.agent().get('/api/games').expect(401);
    });
  });

  describe('GET /api/games/{id} and /content', () => {
    it('returns one game, 404 for an unknown one, 400 for a malformed id', async () => {
      const { agent } = await registerParent(testApp);
      expect((await agent.get(`/api/games/${games[0].id}`).expect(200)).body).toEqual(games[0]);
      await agent.get('/api/games/999999').expect(404);
      await agent.get('/api/games/abc').expect(400);
    });

    it('serves the section-3 shape for every seeded game and level', async () => {
      const { agent } = await registerParent(testApp);
      for (const game of games) {
        for (let level = 1; level <= GAME_LEVEL_COUNT; level += 1) {
          const response = await agent.get(`/api/games/${game.id}/content?difficultyLevel=${level}`).expect(200);
          const content = gameContentSchema.parse(response.body);
          const playable = parseGameContent(content);
          expect(playable).not.toBeNull();
          // Exactly: completions must report this many questions.
          expect(playable!.questions).toHaveLength(QUESTIONS_PER_LEVEL);
          expect(playable!.hints.every((hint) => typeof hint === 'string' && hint.length > 0)).toBe(true);
          for (const question of playable!.questions) {
            expect(question.correctAnswer).toBeLessThan(question.answers.length);
            expect(new Set(question.answers).size).toBe(question.answers.length);
            expect(question.explanation).toBeTruthy();
          }
        }
      }
    });

    it('is reproducible with a seed and defaults to level 1', async () => {
      const { agent } = await registerParent(testApp);
      const id = gameBySlug('addition-adventure').id;
      const first = (await agent.get(`/api/games/${id}/content?difficultyLevel=2&seed=77`).expect(200)).body;
      const again = (await agent.get(`/api/games/${id}/content?difficultyLevel=2&seed=77`).expect(200)).body;
      expect(again).toEqual(first);
      const other = (await agent.get(`/api/games/${id}/content?difficultyLevel=2&seed=78`).expect(200)).body;
      expect(other).not.toEqual(first);
      const byDefault = (await agent.get(`/api/games/${id}/content`).expect(200)).body;
      expect(byDefault[0].content.difficultyLevel).toBe(1);
    });

    it('rejects levels outside 1..5 and unknown games', async () => {
      const { agent } = await registerParent(testApp);
      await agent.get(`/api/games/${games[0].id}/content?difficultyLevel=0`).expect(400);
      await agent.get(`/api/games/${games[0].id}/content?difficultyLevel=${GAME_LEVEL_COUNT + 1}`).expect(400);
      await agent.get(`/api/games/${games[0].id}/content?difficultyLevel=99999999999999999999`).expect(400);
      await agent.get('/api/games/999999/content?difficultyLevel=1').expect(404);
    });
  });

  describe('sessions, scores and progress', () => {
    const startedAt = () => new Date().toISOString();

    async function startSession(agent: ReturnType<TestApp['agent']>, childId: number, gameId: number, difficultyLevel = 1) {
      const response = await agent
        .post('/api/game-sessions')
        .send({ childId, gameId, difficultyLevel, startedAt: startedAt(), duration: 0, score: 0 })
        .expect(201);
      expect(response.body).toEqual({ id: expect.any(Number) });
      return response.body.id as number;
    }

    it('checks the score on the server: 10 per correct answer, correct ≤ total', async () => {
      const { agent, childId } = await parentWithChild();
      const sessionId = await startSession(agent, childId, games[0].id);
      const wrongScore = await agent
        .patch(`/api/game-sessions/${sessionId}/complete`)
        .send({ score: 100, correctAnswers: 3, totalQuestions: 8, feedback: '' })
        .expect(400);
      expect(JSON.stringify(wrongScore.body)).toContain(GAME_SESSION_MESSAGES.scoreMismatch);
      const tooMany = await agent
        .patch(`/api/game-sessions/${sessionId}/complete`)
        .send({ score: 90, correctAnswers: 9, totalQuestions: 8, feedback: '' })
        .expect(400);
      expect(JSON.stringify(tooMany.body)).toContain(GAME_SESSION_MESSAGES.tooManyCorrect);
      await agent.patch(`/api/game-sessions/${sessionId}/complete`).send({ score: -10, correctAnswers: -1, totalQuestions: 8 }).expect(400);
      await agent.patch(`/api/game-sessions/${sessionId}/complete`).send({ score: 0, correctAnswers: 0, totalQuestions: 0 }).expect(400);
      // Still open: the rejected attempts stored nothing.
      await agent
        .patch(`/api/game-sessions/${sessionId}/complete`)
        .send({ score: 30, correctAnswers: 3, totalQuestions: 8, feedback: '' })
        .expect(200);
    });

    it('completes once (409 after) and publishes the game-completed event', async () => {
      const { agent, childId } = await parentWithChild();
      const events: GameCompletedEvent[] = [];
      const emitter = testApp.app.get(EventEmitter2);
      const listener = (event: GameCompletedEvent) => events.push(event);
      emitter.on(DOMAIN_EVENTS.gameCompleted, listener);
      try {
        const sessionId = await startSession(agent, childId, games[0].id);
        const body = { score: 50, correctAnswers: 5, totalQuestions: 8, feedback: GAME_FEEDBACK.good };
        const result = await agent.patch(`/api/game-sessions/${sessionId}/complete`).send(body).expect(200);
        expect(result.body).toMatchObject({
          id: sessionId,
          score: 50,
          correctAnswers: 5,
          totalQuestions: 8,
          percent: 63,
          leveledUp: false,
        });
        const again = await agent.patch(`/api/game-sessions/${sessionId}/complete`).send(body).expect(409);
        expect(again.body.message).toBe(GAME_SESSION_MESSAGES.alreadyCompleted);
        expect(events).toEqual([
          expect.objectContaining({
            childId,
            gameId: games[0].id,
            sessionId,
            difficultyLevel: 1,
            score: 50,
            correctAnswers: 5,
            totalQuestions: 8,
          }),
        ]);
      } finally {
        emitter.off(DOMAIN_EVENTS.gameCompleted, listener);
      }
    });

    it('keeps a completed result when a game-completed listener fails', async () => {
      const { agent, childId } = await parentWithChild();
      const emitter = testApp.app.get(EventEmitter2);
      const failing = () => {
        throw new Error('listener failure');
      };
      emitter.on(DOMAIN_EVENTS.gameCompleted, failing);
      try {
        // Times Table Trek is for ages 7-11: a 7-year-old starts it at level 1.
        const gameId = gameBySlug('times-table-trek').id;
        const sessionId = await startSession(agent, childId, gameId);
        await agent
          .patch(`/api/game-sessions/${sessionId}/complete`)
          .send({ score: 80, correctAnswers: 8, totalQuestions: 8, feedback: '' })
          .expect(200);
        const progress = await agent.get(`/api/child-profiles/${childId}/game-progress?gameId=${gameId}`).expect(200);
        expect(progress.body).toMatchObject({ currentLevel: 2, bestScore: 80 });
      } finally {
        emitter.off(DOMAIN_EVENTS.gameCompleted, failing);
      }
    });

    it('has no progress before playing (404), then levels up at 80% or more, up to the last level', async () => {
      const { agent, childId } = await parentWithChild();
      const gameId = gameBySlug('times-table-trek').id;
      await agent.get(`/api/child-profiles/${childId}/game-progress?gameId=${gameId}`).expect(404);

      // 62%: no level-up; progress exists with the best score.
      let sessionId = await startSession(agent, childId, gameId, 1);
      await agent
        .patch(`/api/game-sessions/${sessionId}/complete`)
        .send({ score: 50, correctAnswers: 5, totalQuestions: 8, feedback: '' })
        .expect(200);
      let progress = (await agent.get(`/api/child-profiles/${childId}/game-progress?gameId=${gameId}`).expect(200)).body;
      expect(progress).toMatchObject({ childId, gameId, currentLevel: 1, bestScore: 50, bestPercent: 63, timesPlayed: 1 });

      // 7 of 8 = 88%: level 2 unlocked; the stored feedback defaults to section 9's text.
      sessionId = await startSession(agent, childId, gameId, 1);
      const result = await agent
        .patch(`/api/game-sessions/${sessionId}/complete`)
        .send({ score: 70, correctAnswers: 7, totalQuestions: 8, feedback: '' })
        .expect(200);
      expect(result.body).toMatchObject({
        leveledUp: true,
        feedback: GAME_FEEDBACK.excellent,
        progress: { currentLevel: 2, bestScore: 70 },
      });
      progress = (await agent.get(`/api/child-profiles/${childId}/game-progress?gameId=${gameId}`).expect(200)).body;
      expect(progress).toMatchObject({ currentLevel: 2, bestScore: 70, timesPlayed: 2 });

      // Replaying an easier level does not move progress back or forward.
      sessionId = await startSession(agent, childId, gameId, 1);
      await agent
        .patch(`/api/game-sessions/${sessionId}/complete`)
        .send({ score: 80, correctAnswers: 8, totalQuestions: 8, feedback: '' })
        .expect(200);
      progress = (await agent.get(`/api/child-profiles/${childId}/game-progress?gameId=${gameId}`).expect(200)).body;
      expect(progress).toMatchObject({ currentLevel: 2, bestScore: 80 });

      // Levels 2..5 at 100%: capped at the last level.
      for (let level = 2; level <= GAME_LEVEL_COUNT; level += 1) {
        sessionId = await startSession(agent, childId, gameId, level);
        await agent
          .patch(`/api/game-sessions/${sessionId}/complete`)
          .send({ score: 80, correctAnswers: 8, totalQuestions: 8, feedback: '' })
          .expect(200);
      }
      progress = (await agent.get(`/api/child-profiles/${childId}/game-progress?gameId=${gameId}`).expect(200)).body;
      expect(progress.currentLevel).toBe(GAME_LEVEL_COUNT);
    });

    it('validates the session payload: bad body 400, unknown game 404, level above the game 400', async () => {
      const { agent, childId } = await parentWithChild();
      await agent.post('/api/game-sessions').send({ childId, gameId: games[0].id }).expect(400);
      await agent
        .post('/api/game-sessions')
        .send({ childId, gameId: 999999, difficultyLevel: 1, startedAt: startedAt(), duration: 0, score: 0 })
        .expect(404);
      await agent
        .post('/api/game-sessions')
        .send({ childId, gameId: games[0].id, difficultyLevel: GAME_LEVEL_COUNT + 1, startedAt: startedAt(), duration: 0, score: 0 })
        .expect(400);
      await agent.get(`/api/child-profiles/${childId}/game-progress`).expect(400);
      await agent.patch('/api/game-sessions/999999/complete').send({ score: 0, correctAnswers: 0, totalQuestions: 8 }).expect(404);
    });

    it('starts a session only at an unlocked level (422 above it), and the level rises with progress', async () => {
      const { agent, childId } = await parentWithChild();
      const gameId = gameBySlug('times-table-trek').id;
      const session = (difficultyLevel: number) => ({ childId, gameId, difficultyLevel, startedAt: startedAt(), duration: 0, score: 0 });
      const locked = await agent.post('/api/game-sessions').send(session(2)).expect(422);
      expect(locked.body).toEqual({ statusCode: 422, message: GAME_SESSION_MESSAGES.levelLocked });

      const first = await startSession(agent, childId, gameId, 1);
      await agent.patch(`/api/game-sessions/${first}/complete`).send({ score: 80, correctAnswers: 8, totalQuestions: 8 }).expect(200);
      await startSession(agent, childId, gameId, 2);
      await startSession(agent, childId, gameId, 1);
      expect((await agent.post('/api/game-sessions').send(session(3)).expect(422)).body.message).toBe(GAME_SESSION_MESSAGES.levelLocked);
      // Progress in one game unlocks nothing in another (Bigger or Smaller, ages 6-8: a 7-year-old starts at level 3).
      await agent
        .post('/api/game-sessions')
        .send({ ...session(5), gameId: gameBySlug('bigger-or-smaller').id })
        .expect(422);
    });

    it('starts a child at the level that fits their age: a 7-year-old in a game for ages 6-8 at level 3', async () => {
      const { agent, childId } = await parentWithChild(7);
      const gameId = gameBySlug('missing-letter').id;
      const session = (difficultyLevel: number) => ({ childId, gameId, difficultyLevel, startedAt: startedAt(), duration: 0, score: 0 });
      await agent.post('/api/game-sessions').send(session(4)).expect(422);
      const sessionId = await startSession(agent, childId, gameId, 3);
      await agent.patch(`/api/game-sessions/${sessionId}/complete`).send({ score: 50, correctAnswers: 5, totalQuestions: 8 }).expect(200);
      const progress = await agent.get(`/api/child-profiles/${childId}/game-progress?gameId=${gameId}`).expect(200);
      expect(progress.body).toMatchObject({ currentLevel: 3, timesPlayed: 1 });
    });

    it('keeps a child under 6 at the levels answered in pictures: Colour Mixer (3-8) stops a 5-year-old at level 3', async () => {
      const colours = gameBySlug('colour-mixer');
      expect([colours.levels, colours.preReaderLevels]).toEqual([GAME_LEVEL_COUNT, 3]);
      expect(gameBySlug('first-sounds').preReaderLevels).toBe(GAME_LEVEL_COUNT);
      const { agent, childId } = await parentWithChild(5);
      const session = (difficultyLevel: number) => ({
        childId,
        gameId: colours.id,
        difficultyLevel,
        startedAt: startedAt(),
        duration: 0,
        score: 0,
      });
      // A 5-year-old starts at level 2; winning levels 2 and 3 unlocks nothing past 3.
      for (const level of [2, 3, 3]) {
        const sessionId = await startSession(agent, childId, colours.id, level);
        await agent.patch(`/api/game-sessions/${sessionId}/complete`).send({ score: 80, correctAnswers: 8, totalQuestions: 8 }).expect(200);
      }
      const progress = await agent.get(`/api/child-profiles/${childId}/game-progress?gameId=${colours.id}`).expect(200);
      expect(progress.body).toMatchObject({ currentLevel: 3, timesPlayed: 3 });
      expect((await agent.post('/api/game-sessions').send(session(4)).expect(422)).body.message).toBe(
        GAME_SESSION_MESSAGES.levelNeedsReading,
      );
      // From 6 the written levels open: a 7-year-old starts Colour Mixer at level 4.
      const older = await parentWithChild(7);
      await startSession(older.agent, older.childId, colours.id, 4);
    });

    it('needs totalQuestions to be the questions a level serves (422), and stores its own feedback', async () => {
      const { agent, childId } = await parentWithChild();
      const sessionId = await startSession(agent, childId, games[0].id);
      const short = await agent
        .patch(`/api/game-sessions/${sessionId}/complete`)
        .send({ score: 10, correctAnswers: 1, totalQuestions: 1, feedback: '' })
        .expect(422);
      expect(short.body).toEqual({ statusCode: 422, message: GAME_SESSION_MESSAGES.wrongQuestionCount });
      await agent.patch(`/api/game-sessions/${sessionId}/complete`).send({ score: 20, correctAnswers: 2, totalQuestions: 10 }).expect(422);

      // 3 of 8 is 38%: the server's section-9 text, whatever the client claims.
      const result = await agent
        .patch(`/api/game-sessions/${sessionId}/complete`)
        .send({ score: 30, correctAnswers: 3, totalQuestions: QUESTIONS_PER_LEVEL, feedback: GAME_FEEDBACK.excellent })
        .expect(200);
      expect(result.body).toMatchObject({ percent: 38, feedback: GAME_FEEDBACK.keepTrying, leveledUp: false });
      const stored = await testApp.orm.em.fork().findOneOrFail(GameSession, sessionId);
      expect(stored).toMatchObject({
        feedback: GAME_FEEDBACK.keepTrying,
        correctAnswers: 3,
        totalQuestions: QUESTIONS_PER_LEVEL,
        score: 30,
      });
    });

    it('rejects numbers beyond their bounds with 400, before they reach the database', async () => {
      const { agent, childId } = await parentWithChild();
      const gameId = games[0].id;
      const session = { childId, gameId, difficultyLevel: 1, startedAt: startedAt(), duration: 0, score: 0 };
      for (const huge of [
        { duration: 86_401 },
        { duration: 2 ** 31 },
        { duration: 1e20 },
        { score: MAX_DB_INTEGER },
        { difficultyLevel: 2 ** 31 },
        { childId: 2 ** 31 },
        { gameId: 1e300 },
      ]) {
        const response = await agent.post('/api/game-sessions').send({ ...session, ...huge });
        expect({ huge, status: response.status }).toEqual({ huge, status: 400 });
      }
      const sessionId = await startSession(agent, childId, gameId);
      for (const huge of [
        { score: 1e10, correctAnswers: 1e9, totalQuestions: 1e9 },
        { score: 0, correctAnswers: 0, totalQuestions: 2 ** 31 },
        { score: 10, correctAnswers: 1, totalQuestions: 8, duration: 2 ** 40 },
      ]) {
        const response = await agent.patch(`/api/game-sessions/${sessionId}/complete`).send(huge);
        expect({ huge, status: response.status }).toEqual({ huge, status: 400 });
      }
      await agent
        .patch(`/api/game-sessions/${2 ** 31}/complete`)
        .send({ score: 0, correctAnswers: 0, totalQuestions: 8 })
        .expect(400);
      // Within bounds the session still completes.
      await agent
        .patch(`/api/game-sessions/${sessionId}/complete`)
        .send({ score: 10, correctAnswers: 1, totalQuestions: 8, duration: 86_400 })
        .expect(200);
    });

    it('completes the session and the progress together, and announces it only after the commit', async () => {
      const { agent, childId } = await parentWithChild();
      const gameId = games[0].id;
      const emitter = testApp.app.get(EventEmitter2);
      const seen: { sessionId: number; timesPlayed: number | undefined }[] = [];
      // A separate EntityManager sees only committed rows.
      const listener = async (event: GameCompletedEvent) => {
        const progress = await testApp.orm.em.fork().findOne(GameProgress, { child: event.childId, game: event.gameId });
        seen.push({ sessionId: event.sessionId, timesPlayed: progress?.timesPlayed });
      };
      emitter.on(DOMAIN_EVENTS.gameCompleted, listener);
      const recordProgress = jest
        .spyOn(GamesService.prototype as unknown as { recordProgress: () => Promise<unknown> }, 'recordProgress')
        .mockRejectedValueOnce(new Error('progress could not be saved'));
      try {
        const sessionId = await startSession(agent, childId, gameId);
        const body = { score: 80, correctAnswers: 8, totalQuestions: 8 };
        await agent.patch(`/api/game-sessions/${sessionId}/complete`).send(body).expect(500);
        expect(recordProgress).toHaveBeenCalledTimes(1);
        // Rolled back: the session is still open, there is no progress and nothing was announced.
        expect((await testApp.orm.em.fork().findOneOrFail(GameSession, sessionId)).completedAt).toBeNull();
        await agent.get(`/api/child-profiles/${childId}/game-progress?gameId=${gameId}`).expect(404);
        expect(seen).toEqual([]);

        // Sending it again completes it once, with the progress.
        const result = await agent.patch(`/api/game-sessions/${sessionId}/complete`).send(body).expect(200);
        expect(result.body).toMatchObject({ leveledUp: true, progress: { currentLevel: 2, timesPlayed: 1 } });
        await agent.patch(`/api/game-sessions/${sessionId}/complete`).send(body).expect(409);
        const progress = await agent.get(`/api/child-profiles/${childId}/game-progress?gameId=${gameId}`).expect(200);
        expect(progress.body).toMatchObject({ currentLevel: 2, timesPlayed: 1, bestScore: 80 });
        expect(seen).toEqual([{ sessionId, timesPlayed: 1 }]);
      } finally {
        emitter.off(DOMAIN_EVENTS.gameCompleted, listener);
      }
    });

    it("is 404 for another parent's child on every games call that names a child, while the owner has progress", async () => {
      const owner = await parentWithChild();
      const stranger = await registerParent(testApp);
      const gameId = games[0].id;
      // The owner has played: every call below answers the owner, so a 404 is the access check.
      const played = await startSession(owner.agent, owner.childId, gameId);
      await owner.agent
        .patch(`/api/game-sessions/${played}/complete`)
        .send({ score: 80, correctAnswers: 8, totalQuestions: 8 })
        .expect(200);
      const ownSession = await startSession(owner.agent, owner.childId, gameId, 2);
      const childCalls = [
        `/api/child-profiles/${owner.childId}/game-recommendations`,
        `/api/child-profiles/${owner.childId}/game-progress?gameId=${gameId}`,
        `/api/child-profiles/${owner.childId}/game-progress/summary`,
        `/api/child-profiles/${owner.childId}/game-time`,
      ];
      for (const url of childCalls) {
        await owner.agent.get(url).expect(200);
        const response = await stranger.agent.get(url);
        expect({ url, status: response.status }).toEqual({ url, status: 404 });
        await testApp.agent().get(url).expect(401);
      }
      const newSession = { childId: owner.childId, gameId, difficultyLevel: 1, startedAt: startedAt(), duration: 0, score: 0 };
      await stranger.agent.post('/api/game-sessions').send(newSession).expect(404);
      await stranger.agent
        .patch(`/api/game-sessions/${ownSession}/complete`)
        .send({ score: 80, correctAnswers: 8, totalQuestions: 8, feedback: '' })
        .expect(404);
      // The owner's session is untouched by the stranger's attempt, and the owner may still start one.
      await owner.agent
        .patch(`/api/game-sessions/${ownSession}/complete`)
        .send({ score: 0, correctAnswers: 0, totalQuestions: 8 })
        .expect(200);
      await owner.agent.post('/api/game-sessions').send(newSession).expect(201);
    });
  });

  /** Moves a session's start (the server's clock) `seconds` into the past, as if it had been played that long. */
  const playedFor = (id: number, seconds: number) =>
    testApp.orm.em.fork().nativeUpdate(GameSession, id, { createdAt: new Date(Date.now() - seconds * 1000) });

  describe('results faster than a child can play', () => {
    it('are refused with 422 and change nothing; the same result after long enough is saved', async () => {
      // The production minimum (the shared test app answers at once and sets 0).
      const timed = await createTestApp(dialect, { GAME_MIN_SECONDS_PER_ANSWER: '1' });
      try {
        const parent = await registerParent(timed);
        const child = await parent.agent
          .post('/api/child-profiles')
          .send({ name: 'Maya', dateOfBirth: bornYearsAgo(7), gender: 'female', primaryDevelopmentalConcern: 'none' })
          .expect(201);
        const begin = () =>
          parent.agent
            .post('/api/game-sessions')
            .send({
              childId: child.body.id,
              gameId: games[0].id,
              difficultyLevel: 1,
              startedAt: new Date().toISOString(),
              duration: 300,
              score: 0,
            })
            .expect(201);
        const perfect = { score: 80, correctAnswers: 8, totalQuestions: 8, feedback: '', duration: 300 };
        const session = await begin();
        const refused = await parent.agent.patch(`/api/game-sessions/${session.body.id}/complete`).send(perfect).expect(422);
        expect(refused.body).toEqual({ statusCode: 422, message: GAME_SESSION_MESSAGES.tooFast });
        const stored = await timed.orm.em.fork().findOneOrFail(GameSession, session.body.id);
        expect([stored.completedAt, stored.duration]).toEqual([null, 0]);
        expect(await timed.orm.em.fork().count(GameProgress, { child: child.body.id })).toBe(0);
        // Eight correct answers in eight seconds of the server's clock: saved, with that time.
        await timed.orm.em.fork().nativeUpdate(GameSession, session.body.id, { createdAt: new Date(Date.now() - 8_000) });
        await parent.agent.patch(`/api/game-sessions/${session.body.id}/complete`).send(perfect).expect(200);
        expect((await timed.orm.em.fork().findOneOrFail(GameSession, session.body.id)).duration).toBe(8);
        // No correct answers gain nothing, so they are never too fast.
        const quick = await begin();
        await parent.agent
          .patch(`/api/game-sessions/${quick.body.id}/complete`)
          .send({ score: 0, correctAnswers: 0, totalQuestions: 8, feedback: '' })
          .expect(200);
      } finally {
        await timed.close();
      }
    });
  });

  describe('POST /api/game-sessions/played (a session played offline)', () => {
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    const played = (childId: number, gameId: number, overrides: Record<string, unknown> = {}) => ({
      childId,
      gameId,
      difficultyLevel: 1,
      startedAt: minutesAgo(12),
      completedAt: minutesAgo(9),
      score: 70,
      correctAnswers: 7,
      totalQuestions: QUESTIONS_PER_LEVEL,
      ...overrides,
    });

    it('saves the whole session completed, with the device’s time, and the progress; the same key saves it once', async () => {
      const { agent, childId } = await parentWithChild(7);
      const game = games[0];
      const body = played(childId, game.id);
      const first = await agent.post('/api/game-sessions/played').set('Idempotency-Key', 'played-1').send(body).expect(201);
      expect(first.body).toMatchObject({ score: 70, correctAnswers: 7, totalQuestions: 8, percent: 88, leveledUp: true });
      expect(first.body.completedAt).toBe(body.completedAt);
      const again = await agent.post('/api/game-sessions/played').set('Idempotency-Key', 'played-1').send(body).expect(201);
      expect(again.body).toEqual(first.body);
      const sessions = await testApp.orm.em.fork().find(GameSession, { child: childId });
      expect(sessions).toHaveLength(1);
      expect(sessions[0].duration).toBe(180);
      expect(sessions[0].startedAt.toISOString()).toBe(body.startedAt);
      const progress = (await agent.get(`/api/child-profiles/${childId}/game-progress?gameId=${game.id}`).expect(200)).body;
      expect(progress).toMatchObject({ timesPlayed: 1, bestScore: 70, bestPercent: 88 });
      // The same key with another result is refused, and nothing more is saved.
      await agent
        .post('/api/game-sessions/played')
        .set('Idempotency-Key', 'played-1')
        .send({ ...body, score: 80, correctAnswers: 8 })
        .expect(422);
      expect(await testApp.orm.em.fork().count(GameSession, { child: childId })).toBe(1);
    });

    it('refuses an end before the start (400), a level not unlocked, a wrong question count or an old session (422), a stranger (404)', async () => {
      const { agent, childId } = await parentWithChild(7);
      const game = games[0];
      const refused = await agent
        .post('/api/game-sessions/played')
        .send(played(childId, game.id, { startedAt: minutesAgo(5), completedAt: minutesAgo(6) }))
        .expect(400);
      expect(JSON.stringify(refused.body)).toContain(GAME_SESSION_MESSAGES.endsBeforeStart);
      const locked = await agent
        .post('/api/game-sessions/played')
        .send(played(childId, gameBySlug('times-table-trek').id, { difficultyLevel: 2 }))
        .expect(422);
      expect(locked.body).toEqual({ statusCode: 422, message: GAME_SESSION_MESSAGES.levelLocked });
      await agent
        .post('/api/game-sessions/played')
        .send(played(childId, game.id, { totalQuestions: 10 }))
        .expect(422);
      const old = await agent
        .post('/api/game-sessions/played')
        .send(played(childId, game.id, { startedAt: minutesAgo(3 * 24 * 60 + 5), completedAt: minutesAgo(3 * 24 * 60) }))
        .expect(422);
      expect(old.body.message).toBe(GAME_SESSION_MESSAGES.playedTooLongAgo);
      const stranger = await registerParent(testApp);
      await stranger.agent.post('/api/game-sessions/played').send(played(childId, game.id)).expect(404);
      expect(await testApp.orm.em.fork().count(GameSession, { child: childId })).toBe(0);
    });
  });

  describe('the daily game limit', () => {
    /** Completes a session after `seconds` of play on the server's clock; the client claims 0 seconds. */
    const complete = async (agent: ReturnType<TestApp['agent']>, id: number, seconds: number) => {
      await playedFor(id, seconds);
      return agent
        .patch(`/api/game-sessions/${id}/complete`)
        .send({ score: 0, correctAnswers: 0, totalQuestions: 8, duration: 0 })
        .expect(200);
    };
    const start = (agent: ReturnType<TestApp['agent']>, childId: number) =>
      agent.post('/api/game-sessions').send({ childId, gameId: games[0].id, difficultyLevel: 1, startedAt: new Date().toISOString() });

    it('is off by default: no limit, any amount of play', async () => {
      const { agent, childId } = await parentWithChild();
      for (let index = 0; index < 6; index += 1) {
        const session = await start(agent, childId).expect(201);
        await complete(agent, session.body.id, 30 * 60);
      }
      await start(agent, childId).expect(201);
      const time = await agent.get(`/api/child-profiles/${childId}/game-time`).expect(200);
      expect(time.body).toEqual({ childId, limitMinutes: null, playedMinutes: 180, remainingMinutes: null, limitReached: false });
    });

    it('counts the server’s time between start and completion, whatever duration the client sends', async () => {
      const { agent, childId } = await parentWithChild(4, { dailyGameLimitMinutes: 5 });
      // Five quick plays reported as 0 s each: the server's clock says a minute each.
      for (let index = 0; index < 5; index += 1) {
        const session = await agent
          .post('/api/game-sessions')
          .send({ childId, gameId: games[0].id, difficultyLevel: 1, startedAt: new Date().toISOString(), duration: 0, score: 0 })
          .expect(201);
        await playedFor(session.body.id, 61);
        await agent
          .patch(`/api/game-sessions/${session.body.id}/complete`)
          .send({ score: 0, correctAnswers: 0, totalQuestions: 8, feedback: '', duration: 0 })
          .expect(200);
        const stored = await testApp.orm.em.fork().findOneOrFail(GameSession, session.body.id);
        expect(stored.duration).toBe(61);
      }
      await start(agent, childId).expect(429);
      // A game left open counts for a level's time at most, not the hours it stayed open.
      const { agent: other, childId: otherChild } = await parentWithChild();
      const open = await start(other, otherChild).expect(201);
      await complete(other, open.body.id, 5 * 3600);
      expect((await testApp.orm.em.fork().findOneOrFail(GameSession, open.body.id)).duration).toBe(GAME_SESSION_MAX_SECONDS);
    });

    it('is the owner’s to change: a caregiver can neither switch it off nor change it, but edits the rest', async () => {
      const owner = await parentWithChild(4, { dailyGameLimitMinutes: 30 });
      const caregiver = await registerParent(testApp);
      const invitation = await owner.agent.post(`/api/child-profiles/${owner.childId}/invitations`).send({ role: 'caregiver' }).expect(201);
      await caregiver.agent.post(`/api/invitations/${invitation.body.token as string}/accept`).expect(200);
      for (const dailyGameLimitMinutes of [null, 240, 5]) {
        const refused = await caregiver.agent.patch(`/api/child-profiles/${owner.childId}`).send({ dailyGameLimitMinutes }).expect(403);
        expect(refused.body.message).toBe(ACCESS_MESSAGES.ownerOnly);
      }
      // The edit form sends the limit unchanged with the other answers.
      const edited = await caregiver.agent
        .patch(`/api/child-profiles/${owner.childId}`)
        .send({ dailyGameLimitMinutes: 30, temperament: 'calm' })
        .expect(200);
      expect(edited.body).toMatchObject({ dailyGameLimitMinutes: 30, temperament: 'calm' });
      await owner.agent.patch(`/api/child-profiles/${owner.childId}`).send({ dailyGameLimitMinutes: null }).expect(200);
    });

    it('answers 429 with a kind message once the sessions of the last 24 hours reach the limit', async () => {
      const { agent, childId } = await parentWithChild(4, { dailyGameLimitMinutes: 30 });
      const first = await start(agent, childId).expect(201);
      await complete(agent, first.body.id, 20 * 60 + 30);
      expect((await agent.get(`/api/child-profiles/${childId}/game-time`).expect(200)).body).toEqual({
        childId,
        limitMinutes: 30,
        playedMinutes: 20,
        remainingMinutes: 10,
        limitReached: false,
      });
      const second = await start(agent, childId).expect(201);
      await complete(agent, second.body.id, 9 * 60 + 30);
      const refused = await start(agent, childId).expect(429);
      expect(refused.body).toEqual({ statusCode: 429, message: GAME_LIMIT_MESSAGES.reached('Maya', 30) });
      expect((await agent.get(`/api/child-profiles/${childId}/game-time`).expect(200)).body).toMatchObject({
        playedMinutes: 30,
        remainingMinutes: 0,
        limitReached: true,
      });
      // Play older than 24 hours no longer counts.
      await testApp.orm.em.fork().nativeUpdate(GameSession, { child: childId }, { createdAt: new Date(Date.now() - 25 * 3600 * 1000) });
      await start(agent, childId).expect(201);
      // Raising the limit (or turning it off) lets the child play again at once.
      await testApp.orm.em.fork().nativeUpdate(GameSession, { child: childId }, { createdAt: new Date() });
      await start(agent, childId).expect(429);
      await agent.patch(`/api/child-profiles/${childId}`).send({ dailyGameLimitMinutes: 60 }).expect(200);
      await start(agent, childId).expect(201);
      await agent.patch(`/api/child-profiles/${childId}`).send({ dailyGameLimitMinutes: 5 }).expect(200);
      await start(agent, childId).expect(429);
      expect(
        (await agent.patch(`/api/child-profiles/${childId}`).send({ dailyGameLimitMinutes: null }).expect(200)).body.dailyGameLimitMinutes,
      ).toBeNull();
      await start(agent, childId).expect(201);
    });

    it('rejects a limit outside 5-240 whole minutes with 400 and keeps the old one', async () => {
      const { agent, childId } = await parentWithChild(4, { dailyGameLimitMinutes: 60 });
      for (const bad of [4, 241, 30.5, '60', false]) {
        const response = await agent.patch(`/api/child-profiles/${childId}`).send({ dailyGameLimitMinutes: bad }).expect(400);
        expect(response.body.message).toBe(GAME_LIMIT_MESSAGES.invalid);
      }
      expect((await agent.get(`/api/child-profiles/${childId}`).expect(200)).body.dailyGameLimitMinutes).toBe(60);
    });
  });

  describe('GET /api/child-profiles/{childId}/game-progress/summary', () => {
    const startedAt = () => new Date().toISOString();

    async function play(
      agent: ReturnType<TestApp['agent']>,
      childId: number,
      gameId: number,
      difficultyLevel: number,
      correctAnswers: number | null,
    ) {
      const response = await agent
        .post('/api/game-sessions')
        .send({ childId, gameId, difficultyLevel, startedAt: startedAt(), duration: 0, score: 0 })
        .expect(201);
      if (correctAnswers === null) return;
      await agent
        .patch(`/api/game-sessions/${response.body.id}/complete`)
        .send({ score: correctAnswers * 10, correctAnswers, totalQuestions: QUESTIONS_PER_LEVEL })
        .expect(200);
    }

    it('sums up completed play per domain: games, sessions, average percent and highest level', async () => {
      const { agent, childId } = await parentWithChild();
      const url = `/api/child-profiles/${childId}/game-progress/summary`;
      expect((await agent.get(url).expect(200)).body).toEqual([]);

      const [cognitiveA, cognitiveB] = games.filter((game) => game.domain === 'cognitive');
      const language = games.find((game) => game.domain === 'language') as Game;
      const moral = games.find((game) => game.domain === 'moral') as Game;
      await play(agent, childId, cognitiveA.id, 1, 8); // 100%: level 2
      await play(agent, childId, cognitiveA.id, 2, 4); // 50%
      await play(agent, childId, cognitiveB.id, 1, 6); // 75%
      await play(agent, childId, language.id, 1, 7); // 88%: level 2
      await play(agent, childId, language.id, 2, 8); // 100%: level 3
      await play(agent, childId, moral.id, 1, null); // started, never finished: not counted

      const summary = gameProgressSummarySchema.parse((await agent.get(url).expect(200)).body);
      expect(summary).toEqual([
        { domain: 'cognitive', gamesPlayed: 2, sessionsCompleted: 3, averagePercent: 75, highestLevel: 2 },
        { domain: 'language', gamesPlayed: 1, sessionsCompleted: 2, averagePercent: 94, highestLevel: 3 },
      ]);
    });

    it('is 400 for a malformed child id and 404 for an unknown child', async () => {
      const { agent } = await registerParent(testApp);
      await agent.get('/api/child-profiles/abc/game-progress/summary').expect(400);
      await agent.get('/api/child-profiles/999999/game-progress/summary').expect(404);
    });
  });

  describe('GET /api/child-profiles/{childId}/game-recommendations', () => {
    it("recommends only games for the child's age, each with a reason", async () => {
      for (const years of [2, 7, 12]) {
        const { agent, childId } = await parentWithChild(years);
        const list = (await agent.get(`/api/child-profiles/${childId}/game-recommendations`).expect(200)).body as {
          game: Game;
          recommendationReason: string;
        }[];
        expect(list.length).toBeGreaterThan(0);
        for (const { game, recommendationReason } of list) {
          expect(game.minAge).toBeLessThanOrEqual(years);
          expect(game.maxAge).toBeGreaterThanOrEqual(years);
          expect(recommendationReason.length).toBeGreaterThan(5);
        }
      }
    });

    it("favours the parent's focus domain and names it in the reason", async () => {
      const { agent, childId } = await parentWithChild(7, { primaryDevelopmentalConcern: 'language' });
      const list = (await agent.get(`/api/child-profiles/${childId}/game-recommendations`).expect(200)).body as {
        game: Game;
        recommendationReason: string;
      }[];
      expect(list[0].game.domain).toBe('language');
      expect(list[0].recommendationReason).toContain('language');
    });

    it('is empty for a child younger than every game', async () => {
      const { agent, childId } = await parentWithChild(1);
      expect((await agent.get(`/api/child-profiles/${childId}/game-recommendations`).expect(200)).body).toEqual([]);
    });
  });
});
