import { BODY_PARTS, HEALTHY_HABITS, SPORTS } from './banks/physical';
import { CALM_DOWN, FEELINGS, FRIENDSHIP } from './banks/social-emotional';
import { COLOURS, MUSIC, SHAPES, STORIES } from './banks/creative';
import { FAIR_PLAY, HONESTY, KINDNESS } from './banks/moral';
import { ODD_ONE_OUT } from './banks/cognitive';
import { OPPOSITES, RHYMES, VOCABULARY } from './banks/language';
import { findGameDefinition } from './game-catalog';
import {
  GAME_LEVEL_COUNT,
  gameLevelContentSchema,
  PICTURE_BODY_PARTS,
  PICTURE_COLOURS,
  PICTURE_FEELINGS,
  PICTURE_GAP,
} from '@flourishly/contracts';
import { endsWithLetterSound, firstSoundKey, startsWithLetterSound } from './generators/words';
import { buildLevelQuestions, toGameContent } from './level-content';

const SEEDS = [1, 7, 42, 1234, 987654, 31337];
const LEVELS = Array.from({ length: GAME_LEVEL_COUNT }, (_, index) => index + 1);
const game = (slug: string) => {
  const definition = findGameDefinition(slug);
  if (!definition) throw new Error(`no game ${slug}`);
  return definition;
};

describe('First Sounds answer keys (phonics: the letter that makes the sound)', () => {
  it('asks for the first sound (levels 1-3) only of words whose first letter makes it', () => {
    for (const level of [1, 2, 3]) {
      for (const seed of SEEDS) {
        for (const q of buildLevelQuestions(game('first-sounds'), level, seed)) {
          const word = /"([a-z]+)"/.exec(q.question)![1];
          expect(q.question).toContain('first sound');
          expect(startsWithLetterSound(word)).toBe(true);
          expect(q.answers[q.correctAnswer]).toBe(word[0].toUpperCase());
          if (word[0] === 'c') expect(q.answers).not.toContain('K');
        }
      }
    }
  });

  it('asks for the last sound (level 4) only of words whose last letter is heard: no silent e, no digraph', () => {
    for (const seed of SEEDS) {
      for (const q of buildLevelQuestions(game('first-sounds'), 4, seed)) {
        const word = /"([a-z]+)"/.exec(q.question)![1];
        expect(q.question).toContain('last sound');
        expect(word).not.toMatch(/(e|sh|ch|th|r|w|y)$/);
        expect(endsWithLetterSound(word)).toBe(true);
        expect(q.answers[q.correctAnswer]).toBe(word[word.length - 1].toUpperCase());
      }
    }
    for (const trap of ['cake', 'house', 'smile', 'fish', 'beach', 'star', 'window', 'monkey']) expect(endsWithLetterSound(trap)).toBe(false);
  });

  it('matches words by first sound and letter together at level 5 (no chair for cat, no kitchen as a wrong answer)', () => {
    expect(firstSoundKey('cat')).toBe(firstSoundKey('kitchen'));
    expect(firstSoundKey('cat')).not.toBe(firstSoundKey('chair'));
    for (const seed of SEEDS) {
      for (const q of buildLevelQuestions(game('first-sounds'), 5, seed)) {
        const word = /"([a-z]+)"/.exec(q.question)![1];
        expect(q.question).toContain('same sound');
        q.answers.forEach((answer, index) => {
          const sameSound = firstSoundKey(answer) === firstSoundKey(word);
          const sameLetter = answer[0] === word[0];
          if (index === q.correctAnswer) expect([answer, sameSound && sameLetter]).toEqual([answer, true]);
          else expect([answer, sameSound || sameLetter]).toEqual([answer, false]);
        });
      }
    }
  });
});

describe('Clock Quest answer keys', () => {
  it('puts the short hand between the hour and the next after the hour, and reads the earlier hour', () => {
    let between = 0;
    for (const level of LEVELS.slice(0, 4)) {
      for (const seed of SEEDS) {
        for (const q of buildLevelQuestions(game('clock-quest'), level, seed)) {
          const [answerHour, answerMinute] = q.answers[q.correctAnswer].split(':').map(Number);
          const longHand = Number(/long hand points at (\d+)/.exec(q.question)![1]);
          expect(longHand === 12 ? 0 : longHand * 5).toBe(answerMinute);
          const shortHand = /short hand (?:points at (\d+)|is between (\d+) and (\d+))/.exec(q.question)!;
          if (answerMinute === 0) {
            expect(Number(shortHand[1])).toBe(answerHour);
          } else {
            between += 1;
            expect(Number(shortHand[2])).toBe(answerHour);
            expect(Number(shortHand[3])).toBe(answerHour === 12 ? 1 : answerHour + 1);
          }
        }
      }
    }
    expect(between).toBeGreaterThan(50);
  });

  it('adds elapsed time correctly at level 5', () => {
    for (const seed of SEEDS) {
      for (const q of buildLevelQuestions(game('clock-quest'), 5, seed)) {
        const [, h, m, extra] = /It is (\d+):(\d+)\. What time will it be in (\d+) minutes/.exec(q.question)!.map(Number);
        const total = (h % 12) * 60 + m + extra;
        const hour = Math.floor(total / 60) % 12 || 12;
        expect(q.answers[q.correctAnswer]).toBe(`${hour}:${String(total % 60).padStart(2, '0')}`);
      }
    }
  });
});

describe('written banks', () => {
  const banks = { BODY_PARTS, HEALTHY_HABITS, SPORTS, CALM_DOWN, FEELINGS, FRIENDSHIP, COLOURS, MUSIC, SHAPES, STORIES, FAIR_PLAY, HONESTY, KINDNESS, ODD_ONE_OUT, OPPOSITES, RHYMES, VOCABULARY };

  it('never places dinosaurs in "ancient" times (they lived millions of years before any ancient civilisation)', () => {
    for (const [name, items] of Object.entries(banks)) {
      for (const item of items) {
        const text = [item.q, item.a, item.e, item.h].join(' ');
        if (/dinosaur/i.test(text)) expect([name, item.q, /ancient/i.test(text)]).toEqual([name, item.q, false]);
      }
    }
  });

  it('never lists the right answer among its own wrong answers', () => {
    for (const [name, items] of Object.entries(banks)) {
      for (const item of items) expect([name, item.q, (item.w ?? []).includes(item.a)]).toEqual([name, item.q, false]);
    }
  });
});

describe('picture games for pre-readers', () => {
  const questionsOf = (slug: string) => LEVELS.flatMap((level) => SEEDS.flatMap((seed) => buildLevelQuestions(game(slug), level, seed)));

  it.each(['feeling-faces', 'body-parts-finder', 'colour-hunt', 'pattern-parade'])('%s shows every answer as its picture', (slug) => {
    for (const q of questionsOf(slug)) {
      expect(q.answerPictures?.map((picture) => picture.split(':')[1])).toEqual(q.answers);
    }
  });

  it('serves the pictures in content the contract accepts', () => {
    for (const slug of ['feeling-faces', 'counting-garden', 'pattern-parade', 'shape-studio']) {
      const [item] = toGameContent(buildLevelQuestions(game(slug), 3, 7), 3, 7);
      const parsed = gameLevelContentSchema.parse(item.content);
      expect(parsed.questions.some((q) => q.pictures !== undefined || q.answerPictures !== undefined)).toBe(true);
    }
  });

  it('Counting Garden shows as many pictures as its right answer counts, all the same thing', () => {
    for (const q of questionsOf('counting-garden')) {
      expect(q.pictures).toHaveLength(Number(q.answers[q.correctAnswer]));
      expect(new Set(q.pictures).size).toBe(1);
      expect(q.answerPictures).toBeUndefined();
    }
  });

  it('Pattern Parade shows the pattern with one gap, and the gap is where the right picture goes', () => {
    for (const q of questionsOf('pattern-parade')) {
      const pictures = q.pictures ?? [];
      expect(pictures.filter((picture) => picture === PICTURE_GAP)).toHaveLength(1);
      const gap = pictures.indexOf(PICTURE_GAP);
      if (q.question === 'What comes next?') expect(gap).toBe(pictures.length - 1);
      else expect(q.question).toBe('Which picture is missing?');
      expect(q.answerPictures?.[q.correctAnswer]).toMatch(/^object:/);
    }
  });

  it('keeps words for a question whose answers are not all pictures (a shapes question answered with numbers)', () => {
    const shapes = questionsOf('shape-studio');
    expect(shapes.some((q) => q.answerPictures !== undefined)).toBe(true);
    for (const q of shapes) {
      if (q.answers.some((answer) => /^\d+$/.test(answer))) expect(q.answerPictures).toBeUndefined();
    }
  });

  it.each([
    ['feeling-faces', PICTURE_FEELINGS],
    ['body-parts-finder', PICTURE_BODY_PARTS],
    ['colour-hunt', PICTURE_COLOURS],
  ] as const)('%s answers only with words that have a picture', (slug, pictures) => {
    for (const level of LEVELS) {
      for (const seed of SEEDS) {
        for (const q of buildLevelQuestions(game(slug), level, seed)) for (const answer of q.answers) expect(pictures).toContain(answer);
      }
    }
  });

  it('never offers a body part that does the same job as a wrong answer (teeth and mouth both bite)', () => {
    for (const level of LEVELS) {
      for (const seed of SEEDS) {
        for (const q of buildLevelQuestions(game('body-parts-finder'), level, seed)) {
          const answer = q.answers[q.correctAnswer];
          if (answer === 'teeth' || answer === 'tongue') expect(q.answers).not.toContain('mouth');
          if (answer === 'legs') expect(q.answers).not.toContain('feet');
        }
      }
    }
  });

  it('Kind Choices asks whether a choice is kind, answered with two pictures, kind and unkind choices both shown', () => {
    for (const level of LEVELS) {
      const questions = buildLevelQuestions(game('kind-choices'), level, 3);
      expect(questions.every((q) => q.question.endsWith('Is that kind?') && q.answerPictures?.join() === q.answers.map((a) => `choice:${a}`).join())).toBe(true);
      const kind = questions.filter((q) => q.answers[q.correctAnswer] === 'kind').length;
      expect([kind >= 3, questions.length - kind >= 3]).toEqual([true, true]);
    }
  });

  it('gives 2-option questions to the youngest and more options at the top level', () => {
    for (const slug of ['feeling-faces', 'body-parts-finder', 'colour-hunt', 'first-words']) {
      expect(buildLevelQuestions(game(slug), 1, 3).every((q) => q.answers.length === 2)).toBe(true);
      expect(buildLevelQuestions(game(slug), 5, 3).every((q) => q.answers.length === 4)).toBe(true);
    }
  });
});
