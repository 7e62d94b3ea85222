import type { WrittenItem } from '../written-quiz';

/** Odd one out: which does not belong (ages 4-9). */
export const ODD_ONE_OUT: readonly WrittenItem[] = [
  { t: 1, q: 'Which one is not an animal?', a: 'car', w: ['cat', 'dog', 'cow'], e: 'A car is a vehicle; the others are animals.', h: 'Which one has wheels?' },
  { t: 1, q: 'Which one is not a fruit?', a: 'chair', w: ['apple', 'banana', 'pear'], e: 'A chair is furniture; the others are fruit.', h: 'Which one can you not eat?' },
  { t: 1, q: 'Which one is not a colour?', a: 'spoon', w: ['red', 'blue', 'green'], e: 'A spoon is a thing; the others are colours.', h: 'Which one can you eat with?' },
  { t: 1, q: 'Which one cannot fly?', a: 'fish', w: ['bird', 'bee', 'butterfly'], e: 'Fish swim; the others fly.', h: 'Which one lives in water?' },
  { t: 1, q: 'Which one is not a toy?', a: 'toothbrush', w: ['ball', 'doll', 'kite'], e: 'A toothbrush is for cleaning teeth.', h: 'Which one goes in the bathroom?' },
  { t: 1, q: 'Which one is not a number?', a: 'dog', w: ['one', 'two', 'three'], e: 'Dog is an animal; the others are numbers.', h: 'Which one barks?' },
  { t: 1, q: 'Which one is not clothing?', a: 'carrot', w: ['sock', 'hat', 'shirt'], e: 'A carrot is food; the others you wear.', h: 'Which one can you eat?' },
  { t: 1, q: 'Which one is not a vehicle?', a: 'tree', w: ['bus', 'bike', 'train'], e: 'A tree is a plant; the others carry people.', h: 'Which one grows?' },
  { t: 1, q: 'Which one is not round?', a: 'box', w: ['ball', 'coin', 'orange'], e: 'A box has corners; the others are round.', h: 'Which one has corners?' },
  { t: 2, q: 'Which one is not a mammal?', a: 'shark', w: ['whale', 'dolphin', 'bat'], e: 'Sharks are fish; whales, dolphins and bats are mammals.', h: 'Which one breathes with gills?' },
  { t: 2, q: 'Which one is not a vegetable?', a: 'strawberry', w: ['broccoli', 'carrot', 'pea'], e: 'A strawberry is a fruit.', h: 'Which one is sweet and red?' },
  { t: 2, q: 'Which one is not a season?', a: 'Monday', w: ['spring', 'summer', 'winter'], e: 'Monday is a day of the week.', h: 'Which one comes every week?' },
  { t: 2, q: 'Which number is not even?', a: '7', w: ['2', '4', '10'], e: 'Even numbers split into two equal groups; 7 does not.', h: 'Try sharing each number between two.' },
  { t: 2, q: 'Which one is not a planet?', a: 'the Moon', w: ['Mars', 'Earth', 'Jupiter'], e: 'The Moon goes around Earth; it is not a planet.', h: 'Which one goes round Earth?' },
  { t: 3, q: 'Which one is not a prime number?', a: '9', w: ['2', '5', '7'], e: '9 = 3 × 3, so it is not prime.', h: 'Which one can be split into equal groups of 3?' },
  { t: 3, q: 'Which one is not an insect?', a: 'spider', w: ['ant', 'bee', 'beetle'], e: 'Spiders have 8 legs; insects have 6.', h: 'Count the legs.' },
  { t: 3, q: 'Which one is not a continent?', a: 'Pacific', w: ['Africa', 'Asia', 'Europe'], e: 'The Pacific is an ocean.', h: 'Which one is water?' },
  { t: 3, q: 'Which word is not a verb (action word)?', a: 'happy', w: ['run', 'jump', 'swim'], e: '"Happy" describes; the others are actions.', h: 'Which one can you not do?' },
  { t: 3, q: 'Which one is not a solid?', a: 'steam', w: ['ice', 'stone', 'wood'], e: 'Steam is a gas.', h: 'Which one floats in the air?' },
];
