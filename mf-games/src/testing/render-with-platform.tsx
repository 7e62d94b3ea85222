import type { Game, GameContent, GameProgress, GameSessionResult, GameTime } from '@flourishly/contracts';

export * from '@flourishly/platform/testing';

/** A game of the catalogue for tests. */
export const makeGame = (overrides: Partial<Game> = {}): Game => ({
  id: 1,
  slug: 'addition-adventure',
  title: 'Addition Adventure',
  description: 'Add numbers together.',
  domain: 'cognitive',
  type: 'math',
  imageUrl: '/api/game-images/addition-adventure.svg',
  minAge: 5,
  maxAge: 8,
  levels: 5,
  ...overrides,
});

/** Section-3 content with `count` questions "What is n + 1?" whose right answer is n + 1 (index 0). */
export const makeContent = (count = 3, hints: (string | null)[] = []): GameContent => [
  {
    content: {
      questions: Array.from({ length: count }, (_, n) => ({
        question: `What is ${n} + 1?`,
        answers: [String(n + 1), String(n + 5), String(n + 9)],
        correctAnswer: 0,
        explanation: `${n} + 1 = ${n + 1}.`,
      })),
    },
    hints,
  },
];

/** A child's progress in game 1 (GET /api/child-profiles/{childId}/game-progress). */
export const makeGameProgress = (overrides: Partial<GameProgress> = {}): GameProgress => ({
  childId: 3,
  gameId: 1,
  currentLevel: 1,
  bestScore: 0,
  bestPercent: 0,
  timesPlayed: 0,
  lastPlayedAt: null,
  ...overrides,
});

/** The answer to PATCH /api/game-sessions/{id}/complete: session 41, all right, no level-up. */
export const makeGameSessionResult = (overrides: Partial<GameSessionResult> = {}): GameSessionResult => ({
  id: 41,
  score: 30,
  correctAnswers: 3,
  totalQuestions: 3,
  percent: 100,
  feedback: '',
  completedAt: '2026-01-01T10:00:00.000Z',
  leveledUp: false,
  progress: makeGameProgress({ timesPlayed: 1, bestScore: 30, bestPercent: 100 }),
  ...overrides,
});

/** A child's game time today (GET /api/child-profiles/{childId}/game-time): by default no limit. */
export const makeGameTime = (overrides: Partial<GameTime> = {}): GameTime => ({
  childId: 3,
  limitMinutes: null,
  playedMinutes: 0,
  remainingMinutes: null,
  limitReached: false,
  ...overrides,
});
