import { QUESTIONS_PER_LEVEL, RUPEE_COINS, rupees, type GamePicture } from '@flourishly/contracts';
import { distinctQuestions, makeQuestion, numberDistractors, type ContentQuestion } from '../content-types';
import type { Random } from '../random';

/**
 * Procedural arithmetic games. Each generator takes a level (1-5) and a seeded random and
 * returns QUESTIONS_PER_LEVEL questions; `measure` is the generator's difficulty proxy.
 */
type Range = readonly [number, number];
const at = <T>(list: readonly T[], level: number): T => list[Math.min(Math.max(level, 1), list.length) - 1];

export const COUNTING_RANGES: Range[] = [[1, 3], [2, 5], [4, 8], [6, 12], [10, 20]];
const COUNTING_THINGS = [
  { picture: 'object:star', one: 'star', many: 'stars' },
  { picture: 'object:ball', one: 'ball', many: 'balls' },
  { picture: 'object:heart', one: 'heart', many: 'hearts' },
  { picture: 'object:triangle', one: 'triangle', many: 'triangles' },
  { picture: 'object:block', one: 'block', many: 'blocks' },
  { picture: 'object:flower', one: 'flower', many: 'flowers' },
] as const satisfies readonly { picture: GamePicture; one: string; many: string }[];

/** Counting pictures, for pre-readers (measure: how many things to count). */
export function countingLevel(level: number, random: Random): ContentQuestion[] {
  const [min, max] = at(COUNTING_RANGES, level);
  const optionCount = level === 1 ? 3 : 4;
  return distinctQuestions(QUESTIONS_PER_LEVEL, () => {
    const count = random.int(min, max);
    const thing = random.pick(COUNTING_THINGS);
    return makeQuestion(random, {
      question: `How many ${thing.many} are there?`,
      pictures: Array.from({ length: count }, () => thing.picture),
      answer: String(count),
      distractors: numberDistractors(random, count, 1),
      explanation: `There ${count === 1 ? 'is' : 'are'} ${count} ${count === 1 ? thing.one : thing.many}.`,
      hint: 'Touch each one as you count out loud, and count every one only once.',
      measure: count,
      optionCount,
    });
  });
}

const ADDITION_RANGES: Range[] = [[1, 5], [1, 10], [5, 20], [10, 50], [20, 100]];

/**
 * Addition (measure: the sum). Level 1 shows the two groups to add as pictures of two kinds (2
 * stars and 3 hearts), so a child who does not read numbers yet counts them all.
 */
export function additionLevel(level: number, random: Random): ContentQuestion[] {
  const [min, max] = at(ADDITION_RANGES, level);
  return distinctQuestions(QUESTIONS_PER_LEVEL, () => {
    const a = random.int(min, max);
    const b = random.int(min, max);
    const sum = a + b;
    const [first, second] = level === 1 ? random.shuffle(COUNTING_THINGS) : [];
    return makeQuestion(random, {
      question: `What is ${a} + ${b}?`,
      ...(first && second ? { pictures: [...Array.from({ length: a }, () => first.picture), ...Array.from({ length: b }, () => second.picture)] } : {}),
      answer: String(sum),
      distractors: numberDistractors(random, sum, level >= 4 ? random.pick([1, 10]) : 1),
      explanation: `${a} + ${b} = ${sum}.`,
      hint: first && second ? `Count the ${first.many}, then count on with the ${second.many}.` : `Start at ${Math.max(a, b)} and count on ${Math.min(a, b)} more.`,
      measure: sum,
    });
  });
}

const SUBTRACTION_RANGES: Range[] = [[2, 5], [5, 10], [10, 20], [20, 50], [50, 100]];

/** Subtraction, never below zero (measure: the number taken from). */
export function subtractionLevel(level: number, random: Random): ContentQuestion[] {
  const [min, max] = at(SUBTRACTION_RANGES, level);
  return distinctQuestions(QUESTIONS_PER_LEVEL, () => {
    const a = random.int(min, max);
    const b = random.int(1, a - 1);
    const difference = a - b;
    return makeQuestion(random, {
      question: `What is ${a} − ${b}?`,
      answer: String(difference),
      distractors: numberDistractors(random, difference, level >= 4 ? random.pick([1, 10]) : 1),
      explanation: `${a} − ${b} = ${difference}, because ${difference} + ${b} = ${a}.`,
      hint: `Start at ${a} and count back ${b}, or ask: what plus ${b} makes ${a}?`,
      measure: a,
    });
  });
}

const MULTIPLICATION_FACTORS: readonly [Range, Range][] = [
  [[1, 2], [1, 5]],
  [[2, 5], [1, 10]],
  [[3, 9], [2, 10]],
  [[6, 12], [3, 12]],
  [[7, 12], [7, 15]],
];

/** Multiplication (measure: the product). */
export function multiplicationLevel(level: number, random: Random): ContentQuestion[] {
  const [[aMin, aMax], [bMin, bMax]] = at(MULTIPLICATION_FACTORS, level);
  return distinctQuestions(QUESTIONS_PER_LEVEL, () => {
    const a = random.int(aMin, aMax);
    const b = random.int(bMin, bMax);
    const product = a * b;
    return makeQuestion(random, {
      question: `What is ${a} × ${b}?`,
      answer: String(product),
      distractors: [String(a * (b + 1)), String(a * Math.max(b - 1, 0)), ...numberDistractors(random, product, 1)],
      explanation: `${a} × ${b} = ${product}: ${b} groups of ${a}.`,
      hint: `Count in ${a}s, ${b} times.`,
      measure: product,
    });
  });
}

/** Division with no remainder (measure: the number divided). */
export function divisionLevel(level: number, random: Random): ContentQuestion[] {
  const [[dMin, dMax], [qMin, qMax]] = at(MULTIPLICATION_FACTORS, level);
  return distinctQuestions(QUESTIONS_PER_LEVEL, () => {
    const divisor = Math.max(2, random.int(dMin, dMax));
    const quotient = random.int(qMin, qMax);
    const dividend = divisor * quotient;
    return makeQuestion(random, {
      question: `Share ${dividend} sweets equally between ${divisor} friends. How many does each friend get?`,
      answer: String(quotient),
      distractors: numberDistractors(random, quotient, 1),
      explanation: `${dividend} ÷ ${divisor} = ${quotient}, because ${divisor} × ${quotient} = ${dividend}.`,
      hint: `Which number times ${divisor} makes ${dividend}?`,
      measure: dividend,
    });
  });
}

const COMPARE_RANGES: Range[] = [[1, 10], [1, 20], [10, 100], [100, 1000], [1000, 10000]];

/** Comparing numbers (measure: the largest number shown). */
export function comparisonLevel(level: number, random: Random): ContentQuestion[] {
  const [min, max] = at(COMPARE_RANGES, level);
  const optionCount = level <= 2 ? 2 : level === 3 ? 3 : 4;
  return distinctQuestions(QUESTIONS_PER_LEVEL, () => {
    const numbers = new Set<number>();
    while (numbers.size < optionCount) numbers.add(random.int(min, max));
    const list = [...numbers];
    const askBiggest = random.next() < 0.5;
    const answer = askBiggest ? Math.max(...list) : Math.min(...list);
    return makeQuestion(random, {
      question: askBiggest ? 'Which number is the biggest?' : 'Which number is the smallest?',
      answer: String(answer),
      distractors: list.filter((value) => value !== answer).map(String),
      explanation: `${answer} is the ${askBiggest ? 'biggest' : 'smallest'} of ${list.join(', ')}.`,
      hint: level >= 3 ? 'Compare the number of digits first, then the first digit.' : 'Think which number you reach last when counting up.',
      measure: Math.max(...list),
      optionCount,
    });
  });
}

/** Minute step per level; level 5 asks for elapsed time. */
const CLOCK_STEPS = [60, 30, 15, 5, 5];
const formatTime = (hour: number, minute: number) => `${hour}:${String(minute).padStart(2, '0')}`;
const addMinutes = (hour: number, minute: number, extra: number) => {
  const total = (hour % 12) * 60 + minute + extra;
  const newHour = Math.floor(total / 60) % 12;
  return { hour: newHour === 0 ? 12 : newHour, minute: total % 60 };
};

/** Telling time (measure: answers possible per hour, 60 / minute step; level 5 doubles it). */
export function clockLevel(level: number, random: Random): ContentQuestion[] {
  const step = at(CLOCK_STEPS, level);
  return distinctQuestions(QUESTIONS_PER_LEVEL, () => {
    const hour = random.int(1, 12);
    const minute = step * random.int(0, 60 / step - 1);
    if (level >= 5) {
      const extra = 5 * random.int(3, 11);
      const end = addMinutes(hour, minute, extra);
      const answer = formatTime(end.hour, end.minute);
      const wrong = [addMinutes(hour, minute, extra + 10), addMinutes(hour, minute, extra - 5), addMinutes(hour, minute, extra + 60)];
      return makeQuestion(random, {
        question: `It is ${formatTime(hour, minute)}. What time will it be in ${extra} minutes?`,
        answer,
        distractors: wrong.map((time) => formatTime(time.hour, time.minute)),
        explanation: `${formatTime(hour, minute)} plus ${extra} minutes is ${answer}.`,
        hint: 'Add the minutes in steps: first up to the next full hour, then the rest.',
        measure: 120,
      });
    }
    const minuteHandAt = minute === 0 ? 12 : minute / 5;
    const answer = formatTime(hour, minute);
    // After the hour the short hand has moved on towards the next number (at 3:30 it is halfway from 3 to 4).
    const nextHour = hour === 12 ? 1 : hour + 1;
    const shortHand = minute === 0 ? `points at ${hour}` : `is between ${hour} and ${nextHour}`;
    const wrongHour = hour === 12 ? 1 : hour + 1;
    const wrong = [formatTime(wrongHour, minute), formatTime(hour, (minute + step) % 60), formatTime(minuteHandAt > 12 ? 1 : Math.max(1, Math.round(minuteHandAt)), hour * 5 === 60 ? 0 : hour * 5)];
    return makeQuestion(random, {
      question: `The short hand ${shortHand} and the long hand points at ${minuteHandAt}. What time is it?`,
      answer,
      distractors: wrong,
      explanation:
        minute === 0
          ? `The short hand shows the hour (${hour}) and the long hand at 12 means o'clock. It is ${answer}.`
          : `The short hand has passed ${hour} but not yet reached ${nextHour}, so the hour is ${hour}; the long hand at ${minuteHandAt} means ${minute} minutes past. It is ${answer}.`,
      hint: 'The short hand tells the hour: between two numbers, it is the smaller one (between 12 and 1, it is 12). Count the long hand in fives from the 12 for the minutes.',
      measure: 60 / step,
    });
  });
}

/** Rupee coins per level (RUPEE_COINS, the coins in use in India): more kinds and more coins as levels rise. */
const COINS_PER_LEVEL: readonly { coins: readonly (typeof RUPEE_COINS)[number][]; count: Range }[] = [
  { coins: [1, 2], count: [2, 3] },
  { coins: [1, 2, 5], count: [2, 4] },
  { coins: [1, 2, 5, 10], count: [3, 5] },
  { coins: [1, 2, 5, 10, 20], count: [4, 6] },
  { coins: [2, 5, 10, 20], count: [6, 8] },
];

/** Counting rupee coins (measure: the total value in rupees). */
export function moneyLevel(level: number, random: Random): ContentQuestion[] {
  const { coins, count } = at(COINS_PER_LEVEL, level);
  return distinctQuestions(QUESTIONS_PER_LEVEL, () => {
    const purse = Array.from({ length: random.int(count[0], count[1]) }, () => random.pick(coins)).sort((a, b) => b - a);
    const total = purse.reduce((sum, coin) => sum + coin, 0);
    return makeQuestion(random, {
      question: `You have these coins: ${purse.map(rupees).join(', ')}. How many rupees is that altogether?`,
      answer: rupees(total),
      distractors: numberDistractors(random, total, level >= 4 ? 5 : 1).map((value) => `₹${value}`),
      explanation: `${purse.join(' + ')} = ${total} rupees.`,
      hint: 'Start with the biggest coin and count on with the others.',
      measure: total,
    });
  });
}

const FRACTIONS_PER_LEVEL: readonly { fractions: readonly [number, number][]; maxWhole: number }[] = [
  { fractions: [[1, 2]], maxWhole: 10 },
  { fractions: [[1, 2], [1, 4]], maxWhole: 20 },
  { fractions: [[1, 3], [1, 5], [1, 10]], maxWhole: 50 },
  { fractions: [[2, 3], [3, 4], [2, 5]], maxWhole: 60 },
  { fractions: [[3, 8], [5, 6], [7, 10], [4, 9]], maxWhole: 120 },
];

/** Fractions of amounts (measure: the whole amount). */
export function fractionLevel(level: number, random: Random): ContentQuestion[] {
  const { fractions, maxWhole } = at(FRACTIONS_PER_LEVEL, level);
  return distinctQuestions(QUESTIONS_PER_LEVEL, () => {
    const [numerator, denominator] = random.pick(fractions);
    const minGroups = Math.max(1, Math.ceil(maxWhole / denominator / 3));
    const groups = random.int(minGroups, Math.max(minGroups, Math.floor(maxWhole / denominator)));
    const whole = denominator * groups;
    const answer = numerator * groups;
    return makeQuestion(random, {
      question: `What is ${numerator}/${denominator} of ${whole}?`,
      answer: String(answer),
      distractors: [String(groups), String(whole - answer), ...numberDistractors(random, answer, numerator)],
      explanation: `${whole} ÷ ${denominator} = ${groups}, and ${numerator} × ${groups} = ${answer}.`,
      hint: `First split ${whole} into ${denominator} equal parts, then take ${numerator} of them.`,
      measure: whole,
    });
  });
}
