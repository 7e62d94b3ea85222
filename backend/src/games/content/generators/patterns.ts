import { PICTURE_GAP, QUESTIONS_PER_LEVEL, type GamePicture, type PictureObject } from '@flourishly/contracts';
import { distinctQuestions, makeQuestion, numberDistractors, type ContentQuestion } from '../content-types';
import type { Random } from '../random';

/** Pattern units per level: letters stand for different pictures (measure: unit length). */
const PATTERN_UNITS = [['AB'], ['ABC', 'AAB', 'ABB'], ['AABB', 'ABCD', 'ABAC'], ['AABBC', 'ABCDE', 'ABCCB'], ['AABBCC', 'ABCDEF', 'AABCCB']];
const PICTURES: readonly PictureObject[] = ['star', 'moon', 'sun', 'heart', 'circle', 'square', 'triangle', 'cloud', 'leaf', 'fish'];

/** Repeating picture patterns, for pre-readers: what comes next, or what is missing (measure: unit length). */
export function patternLevel(level: number, random: Random): ContentQuestion[] {
  const units = PATTERN_UNITS[Math.min(Math.max(level, 1), PATTERN_UNITS.length) - 1];
  return distinctQuestions(QUESTIONS_PER_LEVEL, () => {
    const unit = random.pick(units);
    const letters = [...new Set(unit)];
    const pictures = random.shuffle(PICTURES).slice(0, letters.length + 2);
    const pictureOf = (letter: string) => pictures[letters.indexOf(letter)];
    const shown = unit.repeat(3).slice(0, unit.length * 2 + random.int(0, unit.length - 1));
    const nextLetter = unit[shown.length % unit.length];
    const answer = pictureOf(nextLetter);
    const sequence = [...shown].map(pictureOf);
    const missingInside = level >= 4 && random.next() < 0.5;
    const hole = missingInside ? random.int(unit.length, sequence.length - 1) : sequence.length;
    const answerPicture = missingInside ? sequence[hole] : answer;
    const shownPictures: GamePicture[] = sequence.map((picture) => `object:${picture}` as const);
    shownPictures.splice(hole, missingInside ? 1 : 0, PICTURE_GAP);
    return makeQuestion(random, {
      question: missingInside ? 'Which picture is missing?' : 'What comes next?',
      pictures: shownPictures,
      answer: answerPicture,
      distractors: random.shuffle(pictures.filter((picture) => picture !== answerPicture)),
      explanation: `The pattern repeats: ${[...unit].map(pictureOf).join(', ')}. So the answer is ${answerPicture}.`,
      hint: `Find the part that repeats. It is ${unit.length} pictures long.`,
      measure: unit.length,
      optionCount: level === 1 ? 3 : 4,
    });
  });
}

type SequenceKind = 'add' | 'subtract' | 'double' | 'triple' | 'squares' | 'alternate';
const SEQUENCE_KINDS: readonly SequenceKind[][] = [['add'], ['add'], ['add', 'subtract'], ['add', 'subtract'], ['triple', 'squares', 'alternate', 'double']];
const SEQUENCE_STEPS: readonly (readonly number[])[] = [[1, 2], [2, 5, 10], [3, 4, 6, 9], [7, 8, 11, 12], [6, 8]];

/** Number sequences: find the next number (measure: the largest number involved). */
export function sequenceLevel(level: number, random: Random): ContentQuestion[] {
  const index = Math.min(Math.max(level, 1), SEQUENCE_KINDS.length) - 1;
  return distinctQuestions(QUESTIONS_PER_LEVEL, () => {
    const kind = random.pick(SEQUENCE_KINDS[index]);
    const step = random.pick(SEQUENCE_STEPS[index]);
    let terms: number[];
    let rule: string;
    let hint: string;
    switch (kind) {
      case 'subtract': {
        const start = step * 5 + random.int(level * 10, level * 20);
        terms = Array.from({ length: 5 }, (_, i) => start - i * step);
        rule = `subtract ${step} each time`;
        hint = 'The numbers get smaller. By how much each time?';
        break;
      }
      case 'double': {
        const start = random.int(5, 10);
        terms = Array.from({ length: 5 }, (_, i) => start * 2 ** i);
        rule = 'double the number each time';
        hint = 'Compare each number with the one before: is it added to, or multiplied?';
        break;
      }
      case 'triple': {
        const start = random.int(2, 4);
        terms = Array.from({ length: 5 }, (_, i) => start * 3 ** i);
        rule = 'multiply by 3 each time';
        hint = 'Each number is a few times the one before it.';
        break;
      }
      case 'squares': {
        const start = random.int(5, 10);
        terms = Array.from({ length: 5 }, (_, i) => (start + i) ** 2);
        rule = `these are square numbers: ${start}×${start}, ${start + 1}×${start + 1}, and so on`;
        hint = 'Try multiplying a number by itself.';
        break;
      }
      case 'alternate': {
        const start = random.int(40, 90);
        const up = step + 4;
        terms = [start];
        for (let i = 1; i < 6; i += 1) terms.push(terms[i - 1] + (i % 2 === 1 ? up : -step));
        rule = `add ${up}, then subtract ${step}, again and again`;
        hint = 'The change is not the same every time: look at every other step.';
        break;
      }
      default: {
        const start = random.int(level === 1 ? 1 : 0, level * 10);
        terms = Array.from({ length: 5 }, (_, i) => start + i * step);
        rule = `add ${step} each time`;
        hint = 'How much bigger is each number than the one before?';
      }
    }
    const shown = terms.slice(0, -1);
    const answer = terms[terms.length - 1];
    return makeQuestion(random, {
      question: `What number comes next? ${shown.join(', ')}, ___`,
      answer: String(answer),
      distractors: numberDistractors(random, answer, Math.max(1, Math.min(step, 5))),
      explanation: `The rule is: ${rule}. So the next number is ${answer}.`,
      hint,
      measure: Math.max(...terms),
    });
  });
}
