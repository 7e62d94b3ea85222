import type { Game } from '@flourishly/contracts';
import { parentWithChild } from './fixtures';
import { createTestApp, TEST_DIALECTS, type TestApp } from './test-app';
import { devanagariShare, bornYearsAgo, questionsOf } from './language-checks';

describe.each(TEST_DIALECTS)('the older children’s written games in Hindi (%s)', (dialect) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(dialect);
  });

  afterAll(async () => {
    await testApp.close();
  });

  it.each(['my-amazing-body', 'healthy-plate', 'story-builder', 'odd-one-out'])(
    'asks %s at level 5 in Hindi for a Hindi parent: same answers in the same places, Hindi questions, answers and hints',
    async (slug) => {
      const family = await parentWithChild(testApp, bornYearsAgo(8));
      const games = (await family.agent.get('/api/games').expect(200)).body as Game[];
      const game = games.find((candidate) => candidate.slug === slug) as Game;
      const path = `/api/games/${game.id}/content?difficultyLevel=5&seed=41`;
      const english = await family.agent.get(path).expect(200);
      expect(english.headers['content-language']).toBe('en');

      await family.agent.patch(`/api/users/${family.user.id}/settings`).send({ locale: 'hi' }).expect(200);
      const hindi = await family.agent.get(path).expect(200);
      expect(hindi.headers['content-language']).toBe('hi');
      const [englishQuestions, hindiQuestions] = [questionsOf(english.body), questionsOf(hindi.body)];
      expect(hindiQuestions.length).toBe(englishQuestions.length);
      expect(hindiQuestions.length).toBeGreaterThan(0);
      expect(hindiQuestions.map((question) => [question.answers.length, question.correctAnswer])).toEqual(
        englishQuestions.map((question) => [question.answers.length, question.correctAnswer]),
      );
      for (const question of hindiQuestions) {
        for (const text of [question.question, question.explanation ?? '', ...question.answers.filter((answer) => /\p{L}/u.test(answer))]) {
          expect([text, devanagariShare(text) > 0.6]).toEqual([text, true]);
        }
      }
      for (const hint of hindi.body[0].hints as string[]) expect([hint, devanagariShare(hint) > 0.6]).toEqual([hint, true]);
    },
  );
});
