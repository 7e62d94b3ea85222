import { GAME_LEVEL_COUNT } from '@flourishly/contracts';
import { OBJECTS_HI, PICTURE_WORDS_HI } from '../../content/hi/games.hi';
import { feelingsScaleHi } from '../../content/hi/games-feelings-scale.hi';
import { compare } from '../../content/hi/translation-checks';
import { GAME_CATALOG } from './game-catalog';
import { buildLevelQuestions } from './level-content';
import { hindiGameText, questionsIn } from './localize-games';
import { SOCIAL_MORAL_BANKS, SOCIAL_MORAL_HI, pairBanks, type BankWithHindi } from './social-moral-hindi';

/** Every text of a bank's items: question, answers, explanation and hint. */
const textsOf = (bank: BankWithHindi) => bank[1].flatMap((item) => [item.q, item.a, ...(item.w ?? []), item.e, item.h]);

describe('the social and moral written games in Hindi', () => {
  it('pair every item of every bank with its Hindi, each English text with one Hindi text', () => {
    expect(pairBanks(SOCIAL_MORAL_BANKS).problems).toEqual([]);
    // A text without letters ("3", a count of sweets) is served as it is.
    const english = Object.fromEntries(
      SOCIAL_MORAL_BANKS.flatMap(textsOf)
        .filter((text) => /[A-Za-z]/.test(text))
        .map((text) => [text, text]),
    );
    const written = Object.fromEntries(Object.entries(SOCIAL_MORAL_HI).filter(([text]) => /[A-Za-z]/.test(text)));
    expect(compare(english, written)).toEqual({});
  });

  it('serve the Hindi written here for every text, and change no picture word of another game', () => {
    const served = Object.entries(SOCIAL_MORAL_HI).filter(([english, hindi]) => hindiGameText(english) !== hindi);
    expect(served).toEqual([]);
    const shadowed = Object.entries(SOCIAL_MORAL_HI).filter(
      ([english, hindi]) => [PICTURE_WORDS_HI[english], OBJECTS_HI[english]?.one].some((word) => word !== undefined && word !== hindi),
    );
    expect(shadowed).toEqual([]);
  });

  it.each(SOCIAL_MORAL_BANKS.map(([slug, items]) => [slug, items] as const))('keep every option of %s distinct in Hindi', (_slug, items) => {
    const clashes = items.filter((item) => {
      const options = [item.a, ...(item.w ?? [])].map((text) => SOCIAL_MORAL_HI[text]);
      return new Set(options).size !== options.length;
    });
    expect(clashes.map((item) => item.q)).toEqual([]);
  });
});

describe('the Feelings Scale in Hindi', () => {
  const scale = GAME_CATALOG.find((game) => game.slug === 'feelings-scale')!;

  it('asks every level with distinct options, each feeling word in Hindi, the right one in its place', () => {
    for (let level = 1; level <= GAME_LEVEL_COUNT; level += 1) {
      for (let seed = 1; seed <= 12; seed += 1) {
        const english = buildLevelQuestions(scale, level, seed);
        questionsIn('hi', english).forEach((question, index) => {
          expect([question.question, new Set(question.answers).size]).toEqual([question.question, english[index].answers.length]);
          expect(question.correctAnswer).toBe(english[index].correctAnswer);
          // The right word is named in the explanation, as in the English.
          expect([question.explanation, question.explanation.includes(question.answers[question.correctAnswer])]).toEqual([
            question.explanation,
            true,
          ]);
        });
      }
    }
  });

  it('keeps the gap of a level-5 sentence and leaves an unknown word or sentence to the English', () => {
    const [fits] = questionsIn('hi', buildLevelQuestions(scale, 5, 3));
    expect(fits.question).toMatch(/^कौन-सा शब्द सबसे ठीक बैठता है\? .+___.+।$/);
    expect(feelingsScaleHi('Which word fits best? A sentence nobody wrote ___.')).toBeUndefined();
    expect(feelingsScaleHi('Which word means a stronger feeling than "grumpy"?')).toBeUndefined();
    expect(feelingsScaleHi('Which word means a stronger feeling than "sad"?')).toBe('कौन-सा शब्द "उदास" से ज़्यादा तेज़ भावना बताता है?');
  });
});
