import { MY_AMAZING_BODY_HI } from '../../content/hi/games-body.hi';
import { HEALTHY_HABITS_HI } from '../../content/hi/games-habits.hi';
import { SPORTS_SMARTS_HI } from '../../content/hi/games-sports.hi';
import { devanagariShare, problemsOf } from '../../content/hi/translation-checks';
import { BODY_PARTS, HEALTHY_HABITS, SPORTS } from './banks/physical';
import { GAME_CATALOG } from './game-catalog';
import { buildLevelQuestions } from './level-content';
import { hindiGameText, questionsIn } from './localize-games';
import type { WrittenItem } from './written-quiz';

/** The numbers of a text, each once, sorted: a translation keeps every one and adds none. */
const numbersOf = (text: string) => [...new Set(text.match(/\d+/g) ?? [])].sort();

/** The written banks of the older children's games with Hindi, the levels it covers, and their own Hindi texts. */
const BANKS: [name: string, items: readonly WrittenItem[], map: Readonly<Record<string, string>>][] = [
  ['My Amazing Body', BODY_PARTS, MY_AMAZING_BODY_HI],
  ['Healthy Habits', HEALTHY_HABITS, HEALTHY_HABITS_HI],
  ['Sports Smarts', SPORTS, SPORTS_SMARTS_HI],
];

/** Every text of an item a child reads: the question, its answers, the explanation and the hint. */
const textsOf = (item: WrittenItem) => [item.q, item.a, ...(item.w ?? []), item.e, item.h];

describe.each(BANKS)('%s in Hindi', (_name, items, map) => {
  it('has every question, answer, explanation and hint in Hindi, mostly Devanagari, with the same figures', () => {
    const problems: Record<string, string[]> = {};
    for (const english of new Set(items.flatMap(textsOf))) {
      const hindi = hindiGameText(english);
      // A text without letters ("11") stays as it is.
      const found = /[A-Za-z]/.test(english) ? problemsOf(english, hindi) : hindi === english ? [] : ['changed'];
      if (hindi !== undefined && numbersOf(hindi).join() !== numbersOf(english).join()) found.push(`numbers ${numbersOf(hindi).join()}`);
      if (found.length > 0) problems[english] = found;
    }
    expect(problems).toEqual({});
  });

  it('serves its own Hindi for each of its texts, and has no text the bank lacks', () => {
    const texts = new Set(items.flatMap(textsOf));
    const wrong = Object.entries(map).filter(([english, hindi]) => !texts.has(english) || hindiGameText(english) !== hindi);
    expect(wrong).toEqual([]);
  });

  it("keeps each question's options distinct in Hindi", () => {
    const clashes = items
      .map((item) => [item.a, ...(item.w ?? [])].map((answer) => hindiGameText(answer)))
      .filter((answers) => new Set(answers).size !== answers.length);
    expect(clashes).toEqual([]);
  });
});

describe('written games in Hindi', () => {
  it.each(['my-amazing-body', 'healthy-habits', 'sports-smarts'])('ask %s in Hindi with the answer where the English has it', (slug) => {
    const game = GAME_CATALOG.find((candidate) => candidate.slug === slug)!;
    for (let level = 1; level <= 5; level += 1) {
      const english = buildLevelQuestions(game, level, 11);
      const hindi = questionsIn('hi', english);
      hindi.forEach((question, index) => {
        expect(question.correctAnswer).toBe(english[index].correctAnswer);
        expect(question.answers[question.correctAnswer]).toBe(hindiGameText(english[index].answers[english[index].correctAnswer]));
        expect(question.question).not.toBe(english[index].question);
      });
    }
  });

  it('ask every food of Healthy Plate in Hindi, with the food groups as answers and the MyPlate name kept', () => {
    const game = GAME_CATALOG.find((candidate) => candidate.slug === 'healthy-plate')!;
    const explanations = new Set<string>();
    for (let level = 1; level <= 5; level += 1) {
      for (let seed = 1; seed <= 40; seed += 1) {
        const english = buildLevelQuestions(game, level, seed);
        questionsIn('hi', english).forEach((question, index) => {
          for (const text of [question.question, question.explanation, question.hint, ...question.answers]) {
            expect([text, devanagariShare(text) > 0.6]).toEqual([text, true]);
          }
          expect(question.explanation).toContain('MyPlate');
          expect(new Set(question.answers).size).toBe(english[index].answers.length);
          explanations.add(english[index].explanation);
        });
      }
    }
    // Every food of the game (28, each in one group) was asked and explained.
    expect(explanations.size).toBe(28);
  });
});
