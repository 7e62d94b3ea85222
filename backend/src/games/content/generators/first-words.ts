import { QUESTIONS_PER_LEVEL } from '@flourishly/contracts';
import { distinctQuestions, makeQuestion, type ContentQuestion } from '../content-types';
import type { Random } from '../random';
import { meaningGroupOf } from '../meaning-groups';

/**
 * First Words (language, ages 2-4): a child hears a word and touches its picture, the way a
 * toddler points to named things; later levels ask what things do ("Which one can swim?").
 * Every answer is a picture (docs/product.md, "Games"). `measure`: answer options + level.
 */
interface WordItem {
  /** The question, read aloud. */
  question: string;
  /** The picture's word (an object, body part or colour of game-pictures.ts). */
  answer: string;
  /** Words that would be right as well, never offered with it. */
  alsoRight?: readonly string[];
  explanation: string;
}

const PLURALS = ['eyes', 'ears', 'hands', 'feet', 'teeth', 'legs'];
const name = (word: string): WordItem => {
  const verb = PLURALS.includes(word) ? 'are' : 'is';
  return { question: `Where ${verb} the ${word}?`, answer: word, explanation: `Here ${verb} the ${word}.` };
};
const colour = (word: string): WordItem => ({ question: `Which one is ${word}?`, answer: word, explanation: `This one is ${word}.` });

/** Each level's words and the other pictures its wrong answers come from. */
const LEVELS: readonly { items: readonly WordItem[]; options: number }[] = [
  { items: ['ball', 'star', 'moon', 'sun', 'fish', 'flower', 'leaf', 'block'].map(name), options: 2 },
  { items: ['eyes', 'ears', 'nose', 'mouth', 'hands', 'feet', 'teeth', 'legs'].map(name), options: 3 },
  { items: ['red', 'yellow', 'blue', 'green', 'orange', 'pink', 'purple', 'white'].map(colour), options: 3 },
  {
    items: [
      { question: 'Which one can swim?', answer: 'fish', explanation: 'A fish swims in the water.' },
      { question: 'Which one shines in the sky in the day?', answer: 'sun', alsoRight: ['star', 'moon'], explanation: 'The sun shines in the day.' },
      { question: 'Which one do we smell with?', answer: 'nose', explanation: 'We smell with our nose.' },
      { question: 'Which one do we hear with?', answer: 'ears', explanation: 'We hear with our ears.' },
      { question: 'Which one do we kick and throw?', answer: 'ball', explanation: 'We kick and throw a ball.' },
      { question: 'Which one do we see at night?', answer: 'moon', alsoRight: ['star', 'cloud'], explanation: 'We see the moon at night.' },
      { question: 'Which one falls from a tree?', answer: 'leaf', explanation: 'Leaves fall from trees.' },
      { question: 'Which one do bees visit?', answer: 'flower', explanation: 'Bees visit flowers.' },
    ],
    options: 4,
  },
  {
    items: [
      { question: 'Which one do we eat with?', answer: 'mouth', alsoRight: ['teeth'], explanation: 'We eat with our mouth.' },
      { question: 'Which one do we walk on?', answer: 'feet', alsoRight: ['legs'], explanation: 'We walk on our feet.' },
      { question: 'Which one do we clap with?', answer: 'hands', explanation: 'We clap with our hands.' },
      { question: 'Which one twinkles at night?', answer: 'star', alsoRight: ['moon'], explanation: 'Stars twinkle at night.' },
      { question: 'Which one brings the rain?', answer: 'cloud', explanation: 'Rain falls from clouds.' },
      { question: 'Which one do we build a tower with?', answer: 'block', explanation: 'We build towers with blocks.' },
      { question: 'Which one do we see with?', answer: 'eyes', explanation: 'We see with our eyes.' },
      { question: 'Which one do we brush every day?', answer: 'teeth', alsoRight: ['mouth'], explanation: 'We brush our teeth every day.' },
    ],
    options: 4,
  },
];

/** The other answers of the level, and for the later levels of the level before (never one also right). */
function wrongAnswers(level: number, item: WordItem): string[] {
  const pool = LEVELS.slice(Math.max(0, level - 2), level).flatMap((entry) => entry.items.map((other) => other.answer));
  const group = meaningGroupOf(item.answer);
  return [...new Set(pool)].filter(
    (word) => word !== item.answer && !(item.alsoRight ?? []).includes(word) && (group === null || meaningGroupOf(word) !== group),
  );
}

/** A level of First Words: QUESTIONS_PER_LEVEL questions, one picture per answer. */
export function firstWordsLevel(level: number, random: Random): ContentQuestion[] {
  const current = Math.min(Math.max(Math.trunc(level), 1), LEVELS.length);
  const { items, options } = LEVELS[current - 1];
  return distinctQuestions(QUESTIONS_PER_LEVEL, () => {
    const item = random.pick(items);
    return makeQuestion(random, {
      question: item.question,
      answer: item.answer,
      distractors: random.shuffle(wrongAnswers(current, item)),
      explanation: item.explanation,
      hint: 'Say the word, then look at each picture in turn.',
      measure: options + current,
      optionCount: options,
    });
  });
}
