import type { Game, GameRecommendation } from '@flourishly/contracts';
import { parentWithChild } from './fixtures';
import { createTestApp, TEST_DIALECTS, type TestApp } from './test-app';
import { devanagariShare, bornYearsAgo, questionsOf } from './language-checks';

describe.each(TEST_DIALECTS)('games in the parent’s language (%s)', (dialect) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(dialect);
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('answers a Hindi parent’s games, a game and its recommendations in Hindi, with Content-Language: hi and the same keys', async () => {
    const family = await parentWithChild(testApp, bornYearsAgo(7));
    const english = {
      games: await family.agent.get('/api/games').expect(200),
      recommendations: await family.agent.get(`/api/child-profiles/${family.childId}/game-recommendations`).expect(200),
    };
    expect(english.games.headers['content-language']).toBe('en');
    expect(english.recommendations.headers['content-language']).toBe('en');
    await family.agent.patch(`/api/users/${family.user.id}/settings`).send({ locale: 'hi' }).expect(200);

    const games = await family.agent.get('/api/games').expect(200);
    expect(games.headers['content-language']).toBe('hi');
    expect(games.headers.vary).toMatch(/accept-language/i);
    const keys = (list: Game[]) =>
      list.map(({ id, slug, domain, type, minAge, maxAge, levels, imageUrl }) => [
        id,
        slug,
        domain,
        type,
        minAge,
        maxAge,
        levels,
        imageUrl,
      ]);
    expect(keys(games.body)).toEqual(keys(english.games.body));
    for (const game of games.body as Game[]) {
      expect([game.slug, devanagariShare(game.title) > 0.6, devanagariShare(game.description) > 0.6]).toEqual([game.slug, true, true]);
    }
    const counting = (games.body as Game[]).find((game) => game.slug === 'counting-garden') as Game;
    expect(counting.title).toBe('गिनती का बगीचा');

    const one = await family.agent.get(`/api/games/${counting.id}`).expect(200);
    expect(one.headers['content-language']).toBe('hi');
    expect(one.body).toEqual(counting);

    const recommendations = await family.agent.get(`/api/child-profiles/${family.childId}/game-recommendations`).expect(200);
    expect(recommendations.headers['content-language']).toBe('hi');
    const chosen = recommendations.body as GameRecommendation[];
    expect(chosen.map((item) => item.game.slug)).toEqual(
      (english.recommendations.body as GameRecommendation[]).map((item) => item.game.slug),
    );
    expect(chosen.length).toBeGreaterThan(0);
    for (const { game, recommendationReason } of chosen) {
      expect(devanagariShare(game.title)).toBeGreaterThan(0.6);
      expect(recommendationReason).toContain('Robin');
      expect(devanagariShare(recommendationReason)).toBeGreaterThan(0.6);
    }
  });

  it('asks the same questions in Hindi for the same seed, with the same answers in the same places', async () => {
    const family = await parentWithChild(testApp, bornYearsAgo(7));
    const games = (await family.agent.get('/api/games').expect(200)).body as Game[];
    const sums = games.find((game) => game.slug === 'addition-adventure') as Game;
    const path = `/api/games/${sums.id}/content?difficultyLevel=2&seed=77`;
    const english = await family.agent.get(path).expect(200);
    expect(english.headers['content-language']).toBe('en');

    const hindi = await family.agent.get(path).set('Accept-Language', 'hi-IN,hi;q=0.9').expect(200);
    expect(hindi.headers['content-language']).toBe('hi');
    const [englishQuestions, hindiQuestions] = [questionsOf(english.body), questionsOf(hindi.body)];
    expect(hindiQuestions.map(({ answers, correctAnswer }) => [answers, correctAnswer])).toEqual(
      englishQuestions.map(({ answers, correctAnswer }) => [answers, correctAnswer]),
    );
    const [first] = hindiQuestions;
    expect(first.question).toMatch(/^\d+ \+ \d+ कितना होता है\?$/);
    expect(first.question.match(/\d+/g)).toEqual(englishQuestions[0].question.match(/\d+/g));
    for (const hint of hindi.body[0].hints as string[]) expect(devanagariShare(hint)).toBeGreaterThan(0.6);
  });

  it('keeps the English words of the word games for a Hindi parent, and English for an English one', async () => {
    const family = await parentWithChild(testApp, bornYearsAgo(7));
    await family.agent.patch(`/api/users/${family.user.id}/settings`).send({ locale: 'hi' }).expect(200);
    const games = (await family.agent.get('/api/games').expect(200)).body as Game[];
    const spelling = games.find((game) => game.slug === 'spelling-bee') as Game;
    expect(spelling.description).toContain('अंग्रेज़ी');
    const content = await family.agent.get(`/api/games/${spelling.id}/content?difficultyLevel=1&seed=5`).expect(200);
    expect(content.headers['content-language']).toBe('hi');
    const questions = questionsOf(content.body);
    expect(questions.length).toBeGreaterThan(0);
    for (const question of questions) expect(devanagariShare(question.question)).toBe(0);

    await family.agent.patch(`/api/users/${family.user.id}/settings`).send({ locale: 'en' }).expect(200);
    const chosen = await family.agent.get('/api/games').set('Accept-Language', 'hi').expect(200);
    expect(chosen.headers['content-language']).toBe('en');
    for (const game of chosen.body as Game[]) expect(devanagariShare(game.title)).toBe(0);
  });
});
