import { GAME_DOMAINS, PERSONAS } from '@flourishly/contracts';
import { COLOUR_MIXER_HI } from '../../content/hi/games-colours.hi';
import { FEELINGS_FRIENDS_HI } from '../../content/hi/games-feelings.hi';
import { ODD_ONE_OUT_HI } from '../../content/hi/games-odd-one-out.hi';
import { SHAPE_STUDIO_HI } from '../../content/hi/games-shapes.hi';
import { GAMES_HI } from '../../content/hi/games.hi';
import { compare, devanagariShare } from '../../content/hi/translation-checks';
import { reasonText, type RecommendationWhy } from '../game-recommender';
import { ODD_ONE_OUT } from './banks/cognitive';
import { COLOURS, SHAPES } from './banks/creative';
import { FEELINGS } from './banks/social-emotional';
import { GAME_CATALOG } from './game-catalog';
import { buildLevelQuestions } from './level-content';
import { hindiGameText, questionsIn, recommendationReasonIn } from './localize-games';

/** The numbers of a text, each once, sorted: a translation keeps every one ("2-2" says 2 twice). */
const numbersOf = (text: string) => [...new Set(text.match(/\d+/g) ?? [])].sort();

/** The games, and up to which level, whose every question the library has in Hindi; the others keep English questions. */
const HINDI_GAMES: [slug: string, levels: number][] = [
  ['counting-garden', 5],
  ['pattern-parade', 5],
  ['bigger-or-smaller', 5],
  ['addition-adventure', 5],
  ['subtraction-safari', 5],
  ['number-detective', 5],
  ['clock-quest', 5],
  ['coin-counter', 5],
  ['times-table-trek', 5],
  ['sharing-sweets', 5],
  ['fraction-feast', 5],
  ['feeling-faces', 5],
  ['body-parts-finder', 5],
  ['colour-hunt', 5],
  ['first-words', 5],
  ['kind-choices', 5],
  ['feelings-friends', 5],
  ['colour-mixer', 5],
  ['shape-studio', 5],
  ['odd-one-out', 5],
  ['fair-or-not', 5],
  ['my-amazing-body', 5],
  ['healthy-habits', 5],
  ['sports-smarts', 5],
  ['healthy-plate', 5],
  ['music-makers', 5],
  ['story-builder', 5],
  ['friendship-choices', 5],
  ['calm-down-toolkit', 5],
  ['feelings-scale', 5],
  ['kindness-quest', 5],
  ['fair-play-arena', 5],
  ['honesty-trail', 5],
];

describe('games in Hindi', () => {
  it('title and describe every game of the library, and only those', () => {
    const field = (from: Record<string, { title: string; description: string }>, key: 'title' | 'description') =>
      Object.fromEntries(Object.entries(from).map(([slug, game]) => [slug, game[key]]));
    const english = Object.fromEntries(GAME_CATALOG.map((game) => [game.slug, game]));
    expect(compare(field(english, 'title'), field(GAMES_HI, 'title'))).toEqual({});
    expect(compare(field(english, 'description'), field(GAMES_HI, 'description'))).toEqual({});
  });

  it.each(HINDI_GAMES)('ask every question of %s in Hindi up to level %i, keeping its figures and answer', (slug, levels) => {
    const game = GAME_CATALOG.find((candidate) => candidate.slug === slug)!;
    for (let level = 1; level <= levels; level += 1) {
      for (let seed = 1; seed <= 6; seed += 1) {
        const english = buildLevelQuestions(game, level, seed);
        const hindi = questionsIn('hi', english);
        hindi.forEach((question, index) => {
          const source = english[index];
          for (const [from, to] of [
            [source.question, question.question],
            [source.explanation, question.explanation],
            [source.hint, question.hint],
            ...source.answers.map((answer, n) => [answer, question.answers[n]]),
          ]) {
            expect([from, hindiGameText(from) !== undefined]).toEqual([from, true]);
            if (/[A-Za-z]/.test(from)) expect([to, devanagariShare(to) > 0.6]).toEqual([to, true]);
            expect([to, numbersOf(to)]).toEqual([to, numbersOf(from)]);
          }
          expect({ ...question, question: '', answers: [], explanation: '', hint: '' }).toEqual({
            ...source,
            question: '',
            answers: [],
            explanation: '',
            hint: '',
          });
        });
      }
    }
  });

  it('translate every question, explanation and hint of Feelings Friends, and only those, keeping every figure', () => {
    const english = Object.fromEntries(FEELINGS.flatMap((item) => [item.q, item.e, item.h]).map((text) => [text, text]));
    expect(compare(english, FEELINGS_FRIENDS_HI)).toEqual({});
  });

  it("translate every question, explanation and hint of Colour Mixer's pre-reader levels", () => {
    const english = Object.fromEntries(
      COLOURS.filter((item) => item.t <= 3)
        .flatMap((item) => [item.q, item.e, item.h])
        .map((text) => [text, text]),
    );
    expect(compare(english, COLOUR_MIXER_HI)).toEqual({});
  });

  it("translate every question, explanation and hint of Shape Studio's pre-reader levels", () => {
    const english = Object.fromEntries(
      SHAPES.filter((item) => item.t <= 2)
        .flatMap((item) => [item.q, item.e, item.h])
        .map((text) => [text, text]),
    );
    expect(compare(english, SHAPE_STUDIO_HI)).toEqual({});
  });

  it("translate every question, explanation and hint of Odd One Out's pre-reader level", () => {
    const english = Object.fromEntries(
      ODD_ONE_OUT.filter((item) => item.t === 1)
        .flatMap((item) => [item.q, item.e, item.h])
        .map((text) => [text, text]),
    );
    expect(compare(english, ODD_ONE_OUT_HI)).toEqual({});
  });

  it('leave a question without Hindi in English whole, and English content as it is', () => {
    const words = GAME_CATALOG.find((game) => game.slug === 'spelling-bee')!;
    const english = buildLevelQuestions(words, 1, 7);
    expect(questionsIn('hi', english)).toEqual(english);
    const sums = GAME_CATALOG.find((game) => game.slug === 'addition-adventure')!;
    expect(questionsIn('en', buildLevelQuestions(sums, 2, 7))).toEqual(buildLevelQuestions(sums, 2, 7));
    expect(questionsIn('hi', [{ ...english[0], question: 'What is 2 + 3?', answers: ['5', 'star'] }])[0]).toMatchObject({
      question: '2 + 3 कितना होता है?',
      answers: ['5', 'तारा'],
    });
  });

  it('give every kind of recommendation reason in Hindi, and the English one for English', () => {
    const whys: RecommendationWhy[] = [
      ...GAME_DOMAINS.flatMap((domain) => (['focus', 'concern', 'new', 'age'] as const).map((kind) => ({ kind, domain }))),
      ...PERSONAS.map((persona) => ({ kind: 'persona' as const, persona })),
      { kind: 'unlocked', level: 3 },
    ];
    for (const why of whys) {
      const hindi = recommendationReasonIn('hi', why, 'Maya', reasonText(why, 'Maya'));
      expect([hindi, hindi.includes('Maya') || why.kind === 'concern', devanagariShare(hindi) > 0.6, hindi.includes('undefined')]).toEqual([
        hindi,
        true,
        true,
        false,
      ]);
      expect(recommendationReasonIn('en', why, 'Maya', reasonText(why, 'Maya'))).toBe(reasonText(why, 'Maya'));
    }
    expect(recommendationReasonIn('hi', { kind: 'unlocked', level: 3 }, 'Maya', '')).toBe('Maya ने लेवल 3 खोल लिया है: आगे खेलने को तैयार');
  });
});
