import { MY_AMAZING_BODY_HI } from '../../content/hi/games-body.hi';
import { HEALTHY_HABITS_HI } from '../../content/hi/games-habits.hi';
import { SPORTS_SMARTS_HI } from '../../content/hi/games-sports.hi';
import { MUSIC_MAKERS_HI } from '../../content/hi/games-music.hi';
import { STORY_BUILDER_HI } from '../../content/hi/games-stories.hi';
import { COLOUR_MIXER_THEORY_HI } from '../../content/hi/games-colours-theory.hi';
import { SHAPE_STUDIO_WORDS_HI } from '../../content/hi/games-shapes-words.hi';
import { ODD_ONE_OUT_WORDS_HI } from '../../content/hi/games-odd-one-out-words.hi';
import { devanagariShare, problemsOf } from '../../content/hi/translation-checks';
import { ODD_ONE_OUT } from './banks/cognitive';
import { COLOURS, MUSIC, SHAPES, STORIES } from './banks/creative';
import { BODY_PARTS, HEALTHY_HABITS, SPORTS } from './banks/physical';
import { GAME_CATALOG } from './game-catalog';
import { buildLevelQuestions } from './level-content';
import { hindiGameText, questionsIn } from './localize-games';
import type { ContentQuestion } from './content-types';
import type { WrittenItem } from './written-quiz';

/** The numbers of a text, each once, sorted: a translation keeps every one and adds none. */
const numbersOf = (text: string) => [...new Set(text.match(/\d+/g) ?? [])].sort();

/** The written banks of the older children's games with Hindi, the levels it covers, and their own Hindi texts. */
const BANKS: [name: string, items: readonly WrittenItem[], map: Readonly<Record<string, string>>][] = [
  ['My Amazing Body', BODY_PARTS, MY_AMAZING_BODY_HI],
  ['Healthy Habits', HEALTHY_HABITS, HEALTHY_HABITS_HI],
  ['Sports Smarts', SPORTS, SPORTS_SMARTS_HI],
  ['Music Makers', MUSIC, MUSIC_MAKERS_HI],
  ['Story Builder', STORIES, STORY_BUILDER_HI],
  ["Colour Mixer's levels 4-5", COLOURS.filter((item) => item.t >= 4), COLOUR_MIXER_THEORY_HI],
  ["Shape Studio's levels 3-5", SHAPES.filter((item) => item.t >= 3), SHAPE_STUDIO_WORDS_HI],
  ["Odd One Out's levels 2-5", ODD_ONE_OUT.filter((item) => item.t >= 2), ODD_ONE_OUT_WORDS_HI],
];

/** An item as one question with its answer first, in English and in Hindi. */
function bothOf(item: WrittenItem): [english: ContentQuestion, hindi: ContentQuestion] {
  const english = {
    question: item.q,
    answers: [item.a, ...(item.w ?? [])],
    correctAnswer: 0,
    explanation: item.e,
    hint: item.h,
    measure: 0,
  };
  return [english, questionsIn('hi', [english])[0]];
}

/** The texts of a question a child reads: the question, its answers, the explanation and the hint. */
const textsOf = (question: ContentQuestion) => [question.question, ...question.answers, question.explanation, question.hint];

describe.each(BANKS)('%s in Hindi', (_name, items, map) => {
  it('has every question, answer, explanation and hint in Hindi, mostly Devanagari, with the same figures', () => {
    const problems: Record<string, string[]> = {};
    for (const item of items) {
      const [english, hindi] = bothOf(item);
      textsOf(hindi).forEach((translated, index) => {
        const source = textsOf(english)[index];
        // A text without letters ("11") stays as it is.
        const found = /[A-Za-z]/.test(source) ? problemsOf(source, translated) : translated === source ? [] : ['changed'];
        if (numbersOf(translated).join() !== numbersOf(source).join()) found.push(`numbers ${numbersOf(translated).join()}`);
        if (found.length > 0) problems[source] = found;
      });
    }
    expect(problems).toEqual({});
  });

  it('serves its own Hindi for each of its texts, and has no text the bank lacks', () => {
    const texts = new Set(items.flatMap((item) => textsOf(bothOf(item)[0])));
    const wrong = Object.entries(map).filter(([english, hindi]) => !texts.has(english) || hindiGameText(english) !== hindi);
    expect(wrong).toEqual([]);
  });

  it("keeps each question's options distinct in Hindi", () => {
    const clashes = items.map((item) => bothOf(item)[1].answers).filter((answers) => new Set(answers).size !== answers.length);
    expect(clashes).toEqual([]);
  });
});

describe('written games in Hindi', () => {
  it.each([
    'my-amazing-body',
    'healthy-habits',
    'sports-smarts',
    'music-makers',
    'story-builder',
    'colour-mixer',
    'shape-studio',
    'odd-one-out',
  ])('ask %s in Hindi with the answer where the English has it', (slug) => {
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

  it("says a music instruction's answers in music's words, where Fair or Not's same English is a game's", () => {
    const forte = MUSIC.find((item) => item.q === 'What does "forte" mean in music?')!;
    expect(bothOf(forte)[1].answers).toEqual(['ज़ोर से बजाइए', 'धीरे बजाइए', 'धीमी रफ़्तार से बजाइए', 'बजाना रोकिए']);
    expect(hindiGameText('stop playing')).toBe('खेलना बंद कर देना');
  });
});
