import type { Game } from '@flourishly/contracts';
import { parentWithChild } from './fixtures';
import { createTestApp, TEST_DIALECTS, type TestApp } from './test-app';
import { devanagariShare, bornYearsAgo, questionsOf } from './language-checks';

describe.each(TEST_DIALECTS)('the social and moral games in the parent’s language (%s)', (dialect) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(dialect);
  });

  afterAll(async () => {
    await testApp.close();
  });

  it.each(['honesty-trail', 'feelings-scale'])(
    'asks a Hindi parent’s child %s in Hindi: questions, answers, explanations and hints, the right answer where the English has it',
    async (slug) => {
      const family = await parentWithChild(testApp, bornYearsAgo(9));
      const games = (await family.agent.get('/api/games').expect(200)).body as Game[];
      const game = games.find((candidate) => candidate.slug === slug) as Game;
      const path = `/api/games/${game.id}/content?difficultyLevel=3&seed=41`;
      const english = await family.agent.get(path).expect(200);
      await family.agent.patch(`/api/users/${family.user.id}/settings`).send({ locale: 'hi' }).expect(200);

      const hindi = await family.agent.get(path).expect(200);
      expect(hindi.headers['content-language']).toBe('hi');
      const [englishQuestions, hindiQuestions] = [questionsOf(english.body), questionsOf(hindi.body)];
      expect(hindiQuestions.length).toBe(englishQuestions.length);
      expect(hindiQuestions.length).toBeGreaterThan(0);
      hindiQuestions.forEach((question, index) => {
        const source = englishQuestions[index];
        expect(question.correctAnswer).toBe(source.correctAnswer);
        expect(question.answers).toHaveLength(source.answers.length);
        expect(new Set(question.answers).size).toBe(question.answers.length);
        expect(question.explanation).toBeDefined();
        for (const text of [question.question, question.explanation ?? '', ...question.answers.filter((answer) => /\D/.test(answer))]) {
          expect([text, devanagariShare(text) > 0.6]).toEqual([text, true]);
        }
      });
      for (const hint of hindi.body[0].hints as string[]) expect([hint, devanagariShare(hint) > 0.6]).toEqual([hint, true]);
    },
  );
});
