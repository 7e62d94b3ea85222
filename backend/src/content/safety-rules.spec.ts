import { GAME_MESSAGES, GAME_FEEDBACK, GAME_LIMIT_MESSAGES } from '@flourishly/contracts';
import { ACTIVITY_LIBRARY } from '../activities/content/activity-library';
import { GAME_CATALOG } from '../games/content/game-catalog';
import { buildLevelQuestions } from '../games/content/level-content';
import { PARENT_TIPS } from './parent-tips';
import { SAFETY_RULES, safetyProblems, type SafetyItem } from './safety-rules';

/** Every activity (title, description, materials) and tip. */
const LIBRARY_ITEMS: SafetyItem[] = [
  ...ACTIVITY_LIBRARY.map((a) => ({ id: a.slug, text: [a.title, a.description, ...a.materials].join('. '), minAgeMonths: a.minAgeMonths })),
  ...PARENT_TIPS.map((t) => ({ id: t.key, text: t.content, minAgeMonths: t.minAgeMonths })),
];

/** Every game's questions at levels 1-5 for a few seeds, and the games' screen texts. */
function gameItems(): SafetyItem[] {
  const items: SafetyItem[] = [];
  for (const game of GAME_CATALOG) {
    for (let level = 1; level <= 5; level += 1) {
      for (const seed of [1, 2, 3]) {
        for (const q of buildLevelQuestions(game, level, seed)) {
          const text = [q.question, q.answers[q.correctAnswer], q.explanation ?? '', q.hint ?? ''].join(' ');
          items.push({ id: `${game.slug}:${level}: ${q.question}`, text, minAgeMonths: game.minAge * 12, game: true });
        }
      }
    }
    items.push({ id: game.slug, text: `${game.title}. ${game.description}`, minAgeMonths: game.minAge * 12, game: true });
  }
  for (const messages of [GAME_MESSAGES, GAME_FEEDBACK, GAME_LIMIT_MESSAGES]) {
    for (const [key, text] of Object.entries(messages)) if (typeof text === 'string') items.push({ id: key, text, minAgeMonths: 0, game: true });
  }
  return items;
}

describe('safety rules over every content item', () => {
  it('passes every activity and tip', () => {
    expect(LIBRARY_ITEMS.map((item) => [item.id, safetyProblems(item)]).filter(([, problems]) => problems.length)).toEqual([]);
  });

  it('passes every game question (scene, right answer, explanation, hint) and game text', () => {
    const items = gameItems();
    expect(items.length).toBeGreaterThan(100);
    expect(items.map((item) => [item.id, safetyProblems(item)]).filter(([, problems]) => problems.length)).toEqual([]);
  });

  // Planted unsafe items: each rule must catch its own, so a rule that stops matching fails here.
  const PLANTED: [string, SafetyItem][] = [
    ['water-container', { id: 'planted', text: 'Paint the wall with a brush and a bucket of water.', minAgeMonths: 24 }],
    ['swimming', { id: 'planted', text: 'Practise strokes at the pool for 20 minutes.', minAgeMonths: 108 }],
    ['balloons', { id: 'planted', text: 'Keep a balloon from touching the floor.', minAgeMonths: 48 }],
    ['cords', { id: 'planted', text: 'String large beads on a shoelace.', minAgeMonths: 24 }],
    ['small-parts', { id: 'planted', text: 'Sort buttons by colour into cups.', minAgeMonths: 24 }],
    ['swallowable', { id: 'planted', text: 'Trace the letter in a tray of salt.', minAgeMonths: 24 }],
    ['wheels', { id: 'planted', text: 'Ride a tricycle round the garden.', minAgeMonths: 36 }],
    ['heat-and-blades', { id: 'planted', text: 'Take the cake out of the oven.', minAgeMonths: 72 }],
    ['sun', { id: 'planted', text: 'Play outside in the sun at midday.', minAgeMonths: 36 }],
    ['climbing-to-reach', { id: 'planted', text: 'A friend cannot reach a cup on the shelf: get it for them.', minAgeMonths: 24, game: true }],
  ];

  it.each(PLANTED)('catches a planted item that breaks %s', (rule, item) => {
    expect(safetyProblems(item)).toContain(rule);
  });

  it('has a planted item for every rule', () => {
    expect(new Set(PLANTED.map(([rule]) => rule))).toEqual(new Set(SAFETY_RULES.map((rule) => rule.id)));
  });

  it('lets a rule pass once the note is there, and leaves older children out of the under-3 rules', () => {
    const bucket = 'Paint the wall with a brush and a bucket of water. Stay within arm\'s reach and empty the bucket after.';
    expect(safetyProblems({ id: 'fixed', text: bucket, minAgeMonths: 24 })).toEqual([]);
    expect(safetyProblems({ id: 'older', text: 'Sort buttons by colour into cups.', minAgeMonths: 48 })).toEqual([]);
  });
});
