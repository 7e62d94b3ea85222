import { MAX_DB_INTEGER } from './ids';
import {
  GAME_FEEDBACK,
  GAME_LEVEL_COUNT,
  MAX_GAME_QUESTIONS,
  MAX_GAME_SCORE,
  MAX_GAME_SESSION_SECONDS,
  completeGameSessionSchema,
  gameContentQuerySchema,
  gameCountText,
  createGameSessionSchema,
  gameFeedback,
  gameListQuerySchema,
  gamePercent,
  parseGameContent,
  wrongAnswerMessage,
  gameTimeOf,
  gameQuestionSchema,
} from './games';
import { pictureOfWord } from './game-pictures';
import { gameLevelCapForAge, gameStartLevelForAge, READING_AGE } from './constants';

describe('game scoring and feedback', () => {
  it.each([
    [100, GAME_FEEDBACK.excellent],
    [80, GAME_FEEDBACK.excellent],
    [79, GAME_FEEDBACK.good],
    [60, GAME_FEEDBACK.good],
    [59, GAME_FEEDBACK.keepTrying],
    [0, GAME_FEEDBACK.keepTrying],
  ])('%i%% gives "%s"', (percent, text) => {
    expect(gameFeedback(percent)).toBe(text);
  });

  it('uses the exact texts of section 9 and 8', () => {
    expect(GAME_FEEDBACK).toEqual({
      excellent: "Excellent! You're ready for more challenging questions.",
      good: 'Good job! Keep practicing to improve.',
      keepTrying: 'Keep trying! Practice makes perfect.',
    });
    expect(wrongAnswerMessage('12')).toBe('Not quite right. The correct answer is: 12');
  });

  it('rounds the percent and treats no questions as 0', () => {
    expect(gamePercent(7, 8)).toBe(88);
    expect(gamePercent(2, 3)).toBe(67);
    expect(gamePercent(0, 0)).toBe(0);
  });
});

describe('game payloads', () => {
  it('accepts a question with one known picture per answer and pictures to show, and rejects the rest', () => {
    const question = { question: 'What comes next?', answers: ['star', 'moon'], correctAnswer: 1 };
    const pictures = ['object:star', 'gap'];
    expect(gameQuestionSchema.safeParse({ ...question, pictures, answerPictures: ['object:star', 'object:moon'] }).success).toBe(true);
    expect(gameQuestionSchema.safeParse({ ...question, answerPictures: ['object:star'] }).success).toBe(false);
    expect(gameQuestionSchema.safeParse({ ...question, answerPictures: ['object:unicorn', 'object:moon'] }).success).toBe(false);
    expect(gameQuestionSchema.safeParse({ ...question, pictures: [] }).success).toBe(false);
  });

  it('names the picture of a word of a kind, and none for a word without one', () => {
    expect(pictureOfWord('colour', 'red')).toBe('colour:red');
    expect(pictureOfWord('body', 'knees')).toBeUndefined();
    expect(pictureOfWord('feeling', 'red')).toBeUndefined();
  });

  it('accepts a consistent completion and rejects a wrong score or too many correct answers', () => {
    expect(completeGameSessionSchema.safeParse({ score: 70, correctAnswers: 7, totalQuestions: 8, feedback: '' }).success).toBe(true);
    expect(completeGameSessionSchema.safeParse({ score: 75, correctAnswers: 7, totalQuestions: 8 }).success).toBe(false);
    expect(completeGameSessionSchema.safeParse({ score: 90, correctAnswers: 9, totalQuestions: 8 }).success).toBe(false);
  });

  it('needs a valid start time and level to create a session', () => {
    const base = { childId: 1, gameId: 2, difficultyLevel: 1, startedAt: '2026-11-22T10:00:00.000Z', duration: 0, score: 0 };
    expect(createGameSessionSchema.safeParse(base).success).toBe(true);
    expect(createGameSessionSchema.safeParse({ ...base, startedAt: 'yesterday' }).success).toBe(false);
    expect(createGameSessionSchema.safeParse({ ...base, difficultyLevel: 0 }).success).toBe(false);
  });

  it('bounds every number of a session so nothing outside the database integers gets through', () => {
    const base = { childId: 1, gameId: 2, difficultyLevel: 1, startedAt: '2026-11-22T10:00:00.000Z', duration: 0, score: 0 };
    expect(
      createGameSessionSchema.safeParse({
        ...base,
        difficultyLevel: GAME_LEVEL_COUNT,
        duration: MAX_GAME_SESSION_SECONDS,
        score: MAX_GAME_SCORE,
      }).success,
    ).toBe(true);
    expect(createGameSessionSchema.safeParse({ ...base, difficultyLevel: GAME_LEVEL_COUNT + 1 }).success).toBe(false);
    expect(createGameSessionSchema.safeParse({ ...base, duration: MAX_GAME_SESSION_SECONDS + 1 }).success).toBe(false);
    expect(createGameSessionSchema.safeParse({ ...base, score: MAX_GAME_SCORE + 10 }).success).toBe(false);
    expect(createGameSessionSchema.safeParse({ ...base, childId: MAX_DB_INTEGER + 1 }).success).toBe(false);
    expect(gameContentQuerySchema.safeParse({ difficultyLevel: String(GAME_LEVEL_COUNT + 1) }).success).toBe(false);
  });

  it('bounds every number of a completion', () => {
    const result = { score: 70, correctAnswers: 7, totalQuestions: 8, feedback: '' };
    expect(completeGameSessionSchema.safeParse({ ...result, duration: MAX_GAME_SESSION_SECONDS }).success).toBe(true);
    expect(completeGameSessionSchema.safeParse({ ...result, duration: MAX_GAME_SESSION_SECONDS + 1 }).success).toBe(false);
    expect(completeGameSessionSchema.safeParse({ ...result, totalQuestions: MAX_GAME_QUESTIONS + 1 }).success).toBe(false);
    const allRight = MAX_GAME_QUESTIONS + 1;
    expect(completeGameSessionSchema.safeParse({ score: allRight * 10, correctAnswers: allRight, totalQuestions: allRight }).success).toBe(
      false,
    );
    expect(completeGameSessionSchema.safeParse({ score: 1e20, correctAnswers: 1e19, totalQuestions: 1e19 }).success).toBe(false);
  });

  it('counts games for the list status', () => {
    expect(gameCountText(1)).toBe('1 game');
    expect(gameCountText(12)).toBe('12 games');
    expect(gameCountText(0)).toBe('0 games');
  });

  it('reads the list query of section 7 with an empty domain', () => {
    expect(gameListQuerySchema.parse({ domain: '', minAge: '0', maxAge: '7' })).toEqual({ domain: '', minAge: 0, maxAge: 7 });
    expect(gameListQuerySchema.safeParse({ domain: 'cooking' }).success).toBe(false);
  });
});

describe('parseGameContent', () => {
  const questions = [{ question: 'Q?', answers: ['a', 'b'], correctAnswer: 1, explanation: 'b.' }];

  it('reads objects and JSON text, with hints by index', () => {
    expect(parseGameContent([{ content: { questions }, hints: ['h'] }])).toEqual({ questions, hints: ['h'] });
    expect(parseGameContent([{ content: JSON.stringify({ questions }), hints: JSON.stringify(['h']) }])).toEqual({
      questions,
      hints: ['h'],
    });
    expect(parseGameContent([{ content: { questions } }])).toEqual({ questions, hints: [null] });
  });

  it('counts malformed content as none', () => {
    expect(parseGameContent([])).toBeNull();
    expect(parseGameContent(null)).toBeNull();
    expect(parseGameContent([{ content: '{oops' }])).toBeNull();
    expect(parseGameContent([{ content: { questions: [] } }])).toBeNull();
    expect(parseGameContent([{ content: { questions: [{ question: 'Q', answers: ['a', 'b'], correctAnswer: 5 }] } }])).toBeNull();
  });
});

describe('gameTimeOf (the daily game limit)', () => {
  it('never reaches a limit that is off', () => {
    expect(gameTimeOf(1, null, 10 * 3600)).toEqual({
      childId: 1,
      limitMinutes: null,
      playedMinutes: 600,
      remainingMinutes: null,
      limitReached: false,
    });
  });
  it('is reached at the limit to the second, and rounds minutes fairly', () => {
    expect(gameTimeOf(1, 30, 30 * 60 - 1)).toMatchObject({ playedMinutes: 29, remainingMinutes: 1, limitReached: false });
    expect(gameTimeOf(1, 30, 30 * 60)).toMatchObject({ playedMinutes: 30, remainingMinutes: 0, limitReached: true });
    expect(gameTimeOf(1, 30, 45 * 60)).toMatchObject({ playedMinutes: 45, remainingMinutes: 0, limitReached: true });
    expect(gameTimeOf(1, 30, 0)).toMatchObject({ playedMinutes: 0, remainingMinutes: 30, limitReached: false });
  });
});

describe('gameStartLevelForAge (levels that fit the age)', () => {
  it('starts the youngest age at level 1 and the oldest at the last level, in even steps', () => {
    const missingLetter = { minAge: 5, maxAge: 8 };
    expect([4, 5, 6, 7, 8, 9].map((age) => gameStartLevelForAge(missingLetter, age))).toEqual([1, 1, 2, 3, 5, 5]);
    expect(gameStartLevelForAge({ minAge: 6, maxAge: 10 }, 7)).toBe(2);
    expect(gameStartLevelForAge({ minAge: 2, maxAge: 2 }, 2)).toBe(1);
  });

  it('starts at level 1 when the age is unknown', () => {
    expect(gameStartLevelForAge({ minAge: 5, maxAge: 8 }, null)).toBe(1);
  });
});

describe('gameLevelCapForAge (a pre-reader plays only the levels answered without reading)', () => {
  const colours = { levels: 5, preReaderLevels: 3 };
  it('caps a child under the reading age at the pre-reader levels, and no one else', () => {
    expect([2, 3, 4, 5, READING_AGE, 8].map((age) => gameLevelCapForAge(colours, age))).toEqual([3, 3, 3, 3, 5, 5]);
    expect(gameLevelCapForAge({ levels: 5 }, 3)).toBe(5);
    expect(gameLevelCapForAge(colours, null)).toBe(5);
    expect(gameLevelCapForAge({ levels: 2, preReaderLevels: 3 }, 4)).toBe(2);
  });
});
