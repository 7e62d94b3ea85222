import { QUESTIONS_PER_LEVEL, type GamePicture } from '@flourishly/contracts';
import { distinctQuestions, makeQuestion, type ContentQuestion } from '../content-types';
import type { Random } from '../random';

/** Our word list: each word with a child-friendly clue, grouped by length. */
export const WORDS: readonly { word: string; clue: string }[] = [
  { word: 'cat', clue: 'a pet that says meow' },
  { word: 'dog', clue: 'a pet that barks' },
  { word: 'sun', clue: 'it shines in the sky in the day' },
  { word: 'bus', clue: 'a big vehicle that carries many people' },
  { word: 'hat', clue: 'you wear it on your head' },
  { word: 'pig', clue: 'a pink farm animal that oinks' },
  { word: 'cup', clue: 'you drink from it' },
  { word: 'bed', clue: 'you sleep in it' },
  { word: 'fox', clue: 'a wild animal with a bushy orange tail' },
  { word: 'map', clue: 'a drawing that shows you the way' },
  { word: 'fish', clue: 'it swims in water and has fins' },
  { word: 'frog', clue: 'a green animal that hops and croaks' },
  { word: 'milk', clue: 'a white drink that comes from cows' },
  { word: 'tree', clue: 'a tall plant with a trunk and leaves' },
  { word: 'boat', clue: 'it floats and carries people on water' },
  { word: 'cake', clue: 'a sweet treat for a birthday' },
  { word: 'duck', clue: 'a bird that quacks and swims' },
  { word: 'ship', clue: 'a very big boat' },
  { word: 'star', clue: 'it twinkles in the night sky' },
  { word: 'lamp', clue: 'it gives light in a room' },
  { word: 'apple', clue: 'a round fruit, red or green' },
  { word: 'house', clue: 'a building where a family lives' },
  { word: 'train', clue: 'it runs on tracks and has carriages' },
  { word: 'horse', clue: 'a farm animal you can ride' },
  { word: 'chair', clue: 'you sit on it' },
  { word: 'bread', clue: 'you make sandwiches with it' },
  { word: 'plant', clue: 'a living thing that grows in soil' },
  { word: 'smile', clue: 'what your face does when you are happy' },
  { word: 'cloud', clue: 'a white fluffy thing in the sky' },
  { word: 'beach', clue: 'sand next to the sea' },
  { word: 'rabbit', clue: 'a small animal with long ears that hops' },
  { word: 'garden', clue: 'a place where flowers and vegetables grow' },
  { word: 'pencil', clue: 'you write and draw with it' },
  { word: 'window', clue: 'a glass opening in a wall' },
  { word: 'basket', clue: 'you carry things in it, often woven' },
  { word: 'monkey', clue: 'an animal that swings from trees' },
  { word: 'bridge', clue: 'it lets you cross over a river' },
  { word: 'orange', clue: 'a juicy fruit and also a colour' },
  { word: 'friend', clue: 'someone you like to play with' },
  { word: 'school', clue: 'a place where children learn' },
  { word: 'dolphin', clue: 'a clever sea animal that clicks and jumps' },
  { word: 'library', clue: 'a place where you borrow books' },
  { word: 'blanket', clue: 'it keeps you warm in bed' },
  { word: 'rainbow', clue: 'colours in the sky after rain' },
  { word: 'kitchen', clue: 'the room where food is cooked' },
  { word: 'picture', clue: 'a drawing, painting or photo' },
  { word: 'penguin', clue: 'a black and white bird that cannot fly' },
  { word: 'balloon', clue: 'you blow air into it at parties' },
  { word: 'elephant', clue: 'a huge grey animal with a trunk' },
  { word: 'mountain', clue: 'a very high hill' },
  { word: 'treasure', clue: 'gold and jewels that pirates hide' },
  { word: 'sandwich', clue: 'food between two slices of bread' },
  { word: 'umbrella', clue: 'it keeps you dry in the rain' },
  { word: 'dinosaur', clue: 'a giant reptile that lived long ago' },
  { word: 'computer', clue: 'a machine with a screen and a keyboard' },
  { word: 'squirrel', clue: 'a small animal that gathers nuts' },
];

/**
 * Words First Sounds asks about, each shown as its picture (game-pictures.ts), so a child who
 * cannot read yet sees what the word is while it is read aloud (docs/product.md, "Games").
 */
export const PICTURE_WORDS: readonly { word: string; clue: string; picture: GamePicture }[] = [
  { word: 'sun', clue: 'it shines in the sky in the day', picture: 'object:sun' },
  { word: 'star', clue: 'it twinkles in the night sky', picture: 'object:star' },
  { word: 'moon', clue: 'it shines in the sky at night', picture: 'object:moon' },
  { word: 'fish', clue: 'it swims in water and has fins', picture: 'object:fish' },
  { word: 'ball', clue: 'you throw it and kick it', picture: 'object:ball' },
  { word: 'leaf', clue: 'it grows on a tree', picture: 'object:leaf' },
  { word: 'heart', clue: 'a shape that means love', picture: 'object:heart' },
  { word: 'cloud', clue: 'a white fluffy thing in the sky', picture: 'object:cloud' },
  { word: 'block', clue: 'a toy you build towers with', picture: 'object:block' },
  { word: 'flower', clue: 'it grows in a garden and smells sweet', picture: 'object:flower' },
  { word: 'square', clue: 'a shape with four sides the same', picture: 'object:square' },
  { word: 'triangle', clue: 'a shape with three sides', picture: 'object:triangle' },
  { word: 'oval', clue: 'a shape like an egg', picture: 'object:oval' },
  { word: 'diamond', clue: 'a shape like a kite', picture: 'object:diamond' },
  { word: 'nose', clue: 'you smell with it', picture: 'body:nose' },
  { word: 'mouth', clue: 'you eat and talk with it', picture: 'body:mouth' },
  { word: 'feet', clue: 'you walk on them', picture: 'body:feet' },
  { word: 'legs', clue: 'you run and jump with them', picture: 'body:legs' },
  { word: 'hands', clue: 'you clap with them', picture: 'body:hands' },
  { word: 'teeth', clue: 'you brush them morning and night', picture: 'body:teeth' },
  { word: 'tongue', clue: 'you taste with it', picture: 'body:tongue' },
  { word: 'red', clue: 'the colour of a strawberry', picture: 'colour:red' },
  { word: 'blue', clue: 'the colour of the sky on a sunny day', picture: 'colour:blue' },
  { word: 'green', clue: 'the colour of grass', picture: 'colour:green' },
  { word: 'pink', clue: 'the colour of a flamingo', picture: 'colour:pink' },
  { word: 'yellow', clue: 'the colour of a banana', picture: 'colour:yellow' },
  { word: 'brown', clue: 'the colour of chocolate', picture: 'colour:brown' },
  { word: 'purple', clue: 'the colour of grapes', picture: 'colour:purple' },
  { word: 'grey', clue: 'the colour of an elephant', picture: 'colour:grey' },
];

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const VOWELS = 'aeiou';
/** Word lengths per level for missing-letter and spelling games. */
const LENGTHS_PER_LEVEL = [[3], [4], [5], [6], [7, 8]];
const wordsForLevel = (level: number) => {
  const lengths = LENGTHS_PER_LEVEL[Math.min(Math.max(level, 1), LENGTHS_PER_LEVEL.length) - 1];
  return WORDS.filter(({ word }) => lengths.includes(word.length));
};

/** Letters that can make the same sound as a letter (never offered as its wrong answers). */
const SOUND_ALIKE: Readonly<Record<string, string>> = { c: 'kqs', k: 'cq', q: 'ck', s: 'cz', z: 's', g: 'j', j: 'g', x: 'ksz' };

/** Digraphs whose sound is not the sound of their first (or last) letter. */
const DIGRAPHS = ['ch', 'sh', 'th', 'wh', 'ph', 'kn', 'wr'];

/**
 * The sound a word starts with, as a key: its first letter, except for digraphs (ch, sh, ...),
 * a soft c or g (city, giant) and a hard c, which sounds like k (cat, kitchen).
 */
export function firstSoundKey(word: string): string {
  const start = word.slice(0, 2);
  if (DIGRAPHS.includes(start)) return start;
  if (/^[cg][eiy]/.test(word)) return word[0] === 'c' ? 's' : 'j';
  if (word[0] === 'c') return 'k';
  return word[0];
}

/** True when the first sound of the word is the usual sound of its first letter (no digraph, no soft c/g). */
export const startsWithLetterSound = (word: string) => firstSoundKey(word) === word[0] || (word[0] === 'c' && firstSoundKey(word) === 'k');

/**
 * True when the last sound heard is the usual sound of the last letter: a final consonant that is
 * pronounced, not part of a digraph (fish, beach), not a silent e (cake), nor an r, w or y whose
 * sound depends on the accent or the vowel before it (star, window, monkey).
 */
export function endsWithLetterSound(word: string): boolean {
  const last = word[word.length - 1];
  if (!'bdfgklmnpstx'.includes(last)) return false;
  return !DIGRAPHS.includes(word.slice(-2)) && !word.endsWith('gh') && !word.endsWith('mb');
}

/**
 * First and last sounds, in the sound-to-letter terms of phonics: which letter makes the first
 * (levels 1-3) or the last (level 4) sound of a word, or which word starts with the same sound
 * (level 5). Only words whose sound and letter agree are asked, so no silent letter or digraph
 * hides the answer (measure: answer options + task rank: start 0, end 1, matching words 2). The
 * words are PICTURE_WORDS: every question shows the word's picture, and level 5's answers are
 * words with pictures too (the game's `answerPicture`), for children from 3 who do not read yet.
 */
export function letterSoundsLevel(level: number, random: Random): ContentQuestion[] {
  const optionCount = [2, 3, 4, 4, 4][Math.min(Math.max(level, 1), 5) - 1];
  const atEnd = level === 4;
  const hasSoundMatch = (word: string) => PICTURE_WORDS.some((other) => other.word !== word && other.word[0] === word[0] && firstSoundKey(other.word) === firstSoundKey(word));
  const pool = PICTURE_WORDS.filter(
    ({ word }) =>
      word.length <= 3 + level && (atEnd ? endsWithLetterSound(word) : startsWithLetterSound(word)) && (level < 5 || hasSoundMatch(word)),
  );
  return distinctQuestions(QUESTIONS_PER_LEVEL, () => {
    const { word, clue, picture } = random.pick(pool);
    if (level >= 5) {
      const sound = firstSoundKey(word);
      const matches = PICTURE_WORDS.filter((other) => other.word !== word && other.word[0] === word[0] && firstSoundKey(other.word) === sound);
      const others = random
        .shuffle(PICTURE_WORDS.filter((other) => other.word[0] !== word[0] && firstSoundKey(other.word) !== sound && startsWithLetterSound(other.word)))
        .map((other) => other.word);
      const match = random.pick(matches);
      return makeQuestion(random, {
        question: `Which word starts with the same sound as "${word}"?`,
        answer: match.word,
        distractors: others,
        explanation: `"${word}" and "${match.word}" both start with the sound of the letter ${word[0].toUpperCase()}.`,
        hint: `Say "${word}" slowly. Listen to the very first sound.`,
        measure: optionCount + 2,
        optionCount,
        pictures: [picture],
      });
    }
    const letter = atEnd ? word[word.length - 1] : word[0];
    return makeQuestion(random, {
      question: `Which letter makes the ${atEnd ? 'last' : 'first'} sound in "${word}" (${clue})?`,
      answer: letter.toUpperCase(),
      distractors: random
        .shuffle([...LETTERS].filter((other) => other !== letter && !(SOUND_ALIKE[letter] ?? '').includes(other)))
        .map((other) => other.toUpperCase()),
      explanation: `The ${atEnd ? 'last' : 'first'} sound in "${word}" is made by the letter ${letter.toUpperCase()}.`,
      hint: `Say "${word}" slowly and listen to the ${atEnd ? 'last' : 'first'} sound.`,
      measure: optionCount + (atEnd ? 1 : 0),
      optionCount,
      pictures: [picture],
    });
  });
}

/** Fill in one missing letter of a clued word (measure: word length). */
export function missingLetterLevel(level: number, random: Random): ContentQuestion[] {
  const pool = wordsForLevel(level);
  return distinctQuestions(QUESTIONS_PER_LEVEL, () => {
    const { word, clue } = random.pick(pool);
    const position = random.int(0, word.length - 1);
    const letter = word[position];
    const shown = [...word].map((char, index) => (index === position ? '_' : char)).join(' ');
    const similar = VOWELS.includes(letter) ? VOWELS : LETTERS.replace(/[aeiou]/g, '');
    return makeQuestion(random, {
      question: `Which letter is missing? ${shown} (${clue})`,
      answer: letter,
      distractors: random.shuffle([...similar].filter((other) => other !== letter)),
      explanation: `The word is "${word}", so the missing letter is "${letter}".`,
      hint: `Think of the word for ${clue}, then say it slowly.`,
      measure: word.length,
      key: word,
    });
  });
}

/** Plausible misspellings: swapped letters, a doubled letter, a dropped letter, a changed vowel. */
function misspellings(word: string, random: Random): string[] {
  const variants = new Set<string>();
  for (let i = 1; i < word.length - 1; i += 1) {
    if (word[i] !== word[i + 1]) variants.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  }
  for (let i = 1; i < word.length; i += 1) {
    if (word[i] === word[i - 1]) variants.add(word.slice(0, i) + word.slice(i + 1));
    else variants.add(word.slice(0, i) + word[i] + word.slice(i));
  }
  for (let i = 0; i < word.length; i += 1) {
    if (VOWELS.includes(word[i])) {
      const other = random.pick([...VOWELS].filter((vowel) => vowel !== word[i]));
      variants.add(word.slice(0, i) + other + word.slice(i + 1));
    }
  }
  variants.delete(word);
  return random.shuffle([...variants]);
}

/** Choose the right spelling (measure: word length). */
export function spellingLevel(level: number, random: Random): ContentQuestion[] {
  const pool = wordsForLevel(level);
  return distinctQuestions(QUESTIONS_PER_LEVEL, () => {
    const { word, clue } = random.pick(pool);
    return makeQuestion(random, {
      question: `Which is the right spelling of the word for ${clue}?`,
      answer: word,
      distractors: misspellings(word, random),
      explanation: `It is spelled ${[...word].join('-').toUpperCase()}: "${word}".`,
      hint: 'Sound it out in parts, and picture the word written in a book.',
      measure: word.length,
      key: word,
    });
  });
}
