import type { Game, GameContent } from '@flourishly/contracts';

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
