import { BODY_PARTS, HEALTHY_HABITS, SPORTS } from './banks/physical';
import { CALM_DOWN, FEELINGS, FRIENDSHIP } from './banks/social-emotional';
import { COLOURS, MUSIC, SHAPES, STORIES } from './banks/creative';
import { FAIR_PLAY, HONESTY, KINDNESS } from './banks/moral';
import { ODD_ONE_OUT } from './banks/cognitive';
import { OPPOSITES, RHYMES, VOCABULARY } from './banks/language';
import { pictureOfWord, type PictureKind } from '@flourishly/contracts';
import type { ContentQuestion, GameDefinition } from './content-types';
import {
  additionLevel,
  clockLevel,
  comparisonLevel,
  countingLevel,
  divisionLevel,
  fractionLevel,
  moneyLevel,
  multiplicationLevel,
  subtractionLevel,
} from './generators/math';
import { patternLevel, sequenceLevel } from './generators/patterns';
import {
  bodyPartsLevel,
  colourHuntLevel,
  fairChoicesLevel,
  feelingFacesLevel,
  feelingScaleLevel,
  foodGroupsLevel,
  kindChoicesLevel,
} from './generators/themes';
import { letterSoundsLevel, missingLetterLevel, spellingLevel } from './generators/words';
import { firstWordsLevel } from './generators/first-words';
import type { Random } from './random';
import { writtenLevel, type WrittenItem } from './written-quiz';

/**
 * Version of the content library. Bump it when games or questions change; the seeder stores it
 * on every game row, so a deployment shows which content it serves.
 */
export const GAME_CONTENT_VERSION = 10;

type Base = Omit<GameDefinition, 'source' | 'difficultyMeasure' | 'buildLevel'>;

/** Answers drawn as pictures of this kind, for the games pre-readers play. */
const answersAs = (kind: PictureKind) => (answer: string) => pictureOfWord(kind, answer);
/** Answers drawn as a thing, a body part or a colour, whichever has the word. */
const answersAsAnyPicture = (answer: string) => pictureOfWord('object', answer) ?? pictureOfWord('body', answer) ?? pictureOfWord('colour', answer);

const generated = (
  base: Base,
  difficultyMeasure: string,
  build: (level: number, random: Random) => ContentQuestion[],
): GameDefinition => ({ ...base, source: 'generated', difficultyMeasure, buildLevel: build });

const written = (base: Base, items: readonly WrittenItem[]): GameDefinition => ({
  ...base,
  source: 'written',
  difficultyMeasure: 'answer options + item level',
  buildLevel: (level, random) => writtenLevel(items, level, random),
});

/** The game library: 39 games over the six game domains, ages 2-12 (docs/product.md). */
export const GAME_CATALOG: readonly GameDefinition[] = [
  // cognitive
  generated(
    { slug: 'counting-garden', title: 'Counting Garden', description: 'Count stars, flowers and hearts, from one up to twenty.', domain: 'cognitive', type: 'counting', minAge: 2, maxAge: 5 },
    'how many things to count',
    countingLevel,
  ),
  generated(
    { slug: 'pattern-parade', title: 'Pattern Parade', description: 'Spot the repeating pattern and pick the picture that comes next.', domain: 'cognitive', type: 'pattern', minAge: 3, maxAge: 7, answerPicture: answersAs('object') },
    'length of the repeating unit',
    patternLevel,
  ),
  generated(
    { slug: 'bigger-or-smaller', title: 'Bigger or Smaller', description: 'Compare numbers and find the biggest or the smallest.', domain: 'cognitive', type: 'comparison', minAge: 6, maxAge: 8 },
    'largest number shown',
    comparisonLevel,
  ),
  written(
    { slug: 'odd-one-out', title: 'Odd One Out', description: 'Four things, one does not belong. Can you find it and say why?', domain: 'cognitive', type: 'logic', minAge: 4, maxAge: 9, answerPicture: answersAsAnyPicture, preReaderLevels: 1 },
    ODD_ONE_OUT,
  ),
  generated(
    { slug: 'addition-adventure', title: 'Addition Adventure', description: 'Add numbers together, from little sums to sums up to 200.', domain: 'cognitive', type: 'math', minAge: 5, maxAge: 8, preReaderLevels: 1 },
    'the sum',
    additionLevel,
  ),
  generated(
    { slug: 'subtraction-safari', title: 'Subtraction Safari', description: 'Take away and find what is left, on a trek through bigger numbers.', domain: 'cognitive', type: 'math', minAge: 6, maxAge: 9 },
    'the number taken from',
    subtractionLevel,
  ),
  generated(
    { slug: 'number-detective', title: 'Number Detective', description: 'Crack the rule of a number sequence and find the next number.', domain: 'cognitive', type: 'sequence', minAge: 6, maxAge: 12 },
    'largest number in the sequence',
    sequenceLevel,
  ),
  generated(
    { slug: 'clock-quest', title: 'Clock Quest', description: 'Read the clock hands, from o\'clock to five-minute times and time passing.', domain: 'cognitive', type: 'time', minAge: 6, maxAge: 10 },
    'answers possible per hour (60 / minute step)',
    clockLevel,
  ),
  generated(
    { slug: 'coin-counter', title: 'Coin Counter', description: 'Add up rupee coins in a purse and find the total.', domain: 'cognitive', type: 'money', minAge: 6, maxAge: 10 },
    'total value in rupees',
    moneyLevel,
  ),
  generated(
    { slug: 'times-table-trek', title: 'Times Table Trek', description: 'Practise multiplication, from the 2 times table to 12 × 15.', domain: 'cognitive', type: 'math', minAge: 7, maxAge: 11 },
    'the product',
    multiplicationLevel,
  ),
  generated(
    { slug: 'sharing-sweets', title: 'Sharing Sweets', description: 'Share sweets fairly between friends: division without remainders.', domain: 'cognitive', type: 'math', minAge: 8, maxAge: 12 },
    'the number divided',
    divisionLevel,
  ),
  generated(
    { slug: 'fraction-feast', title: 'Fraction Feast', description: 'Find halves, quarters, thirds and more of a whole amount.', domain: 'cognitive', type: 'math', minAge: 8, maxAge: 12 },
    'the whole amount',
    fractionLevel,
  ),
  // language
  generated(
    { slug: 'first-words', title: 'First Words', description: 'Hear a word and find its picture: a ball, a nose, something red, something that swims.', domain: 'language', type: 'vocabulary', minAge: 2, maxAge: 4, answerPicture: answersAsAnyPicture },
    'answer options + level (naming things, body parts, colours, then what things do)',
    firstWordsLevel,
  ),
  generated(
    { slug: 'first-sounds', title: 'First Sounds', description: 'Listen for the first and last sounds of everyday words and find the letters that make them.', domain: 'language', type: 'letters', minAge: 3, maxAge: 6, answerPicture: answersAsAnyPicture },
    'answer options + task (start, end, matching words)',
    letterSoundsLevel,
  ),
  written(
    { slug: 'opposite-island', title: 'Opposite Island', description: 'Hot and cold, up and down: find the opposite word.', domain: 'language', type: 'vocabulary', minAge: 6, maxAge: 8 },
    OPPOSITES,
  ),
  written(
    { slug: 'rhyme-time', title: 'Rhyme Time', description: 'Which words sound alike at the end? Find the rhyme.', domain: 'language', type: 'rhyming', minAge: 6, maxAge: 7 },
    RHYMES,
  ),
  generated(
    { slug: 'missing-letter', title: 'Missing Letter', description: 'A letter fell out of the word. Which one goes back in?', domain: 'language', type: 'spelling', minAge: 6, maxAge: 8 },
    'word length',
    missingLetterLevel,
  ),
  generated(
    { slug: 'spelling-bee', title: 'Spelling Bee', description: 'Pick the right spelling among look-alikes.', domain: 'language', type: 'spelling', minAge: 6, maxAge: 10 },
    'word length',
    spellingLevel,
  ),
  written(
    { slug: 'word-explorer', title: 'Word Explorer', description: 'Discover what interesting words mean, from "enormous" to "persevere".', domain: 'language', type: 'vocabulary', minAge: 7, maxAge: 12 },
    VOCABULARY,
  ),
  // social-emotional
  written(
    { slug: 'feelings-friends', title: 'Feelings Friends', description: 'Name how the characters feel: happy, sad, proud, worried and more.', domain: 'social-emotional', type: 'emotions', minAge: 2, maxAge: 6, answerPicture: answersAs('feeling') },
    FEELINGS,
  ),
  written(
    { slug: 'friendship-choices', title: 'Friendship Choices', description: 'Choose what a good friend would do in everyday moments.', domain: 'social-emotional', type: 'scenarios', minAge: 6, maxAge: 9 },
    FRIENDSHIP,
  ),
  written(
    { slug: 'calm-down-toolkit', title: 'Calm-Down Toolkit', description: 'Learn ways to handle anger, worry and big feelings.', domain: 'social-emotional', type: 'emotions', minAge: 6, maxAge: 12 },
    CALM_DOWN,
  ),
  generated(
    { slug: 'feeling-faces', title: 'Feeling Faces', description: 'Look at what happened and pick the face that shows how they feel.', domain: 'social-emotional', type: 'emotions', minAge: 2, maxAge: 5, answerPicture: answersAs('feeling') },
    'answer options + feelings set (happy and sad first, proud and worried last)',
    feelingFacesLevel,
  ),
  generated(
    { slug: 'feelings-scale', title: 'Feelings Scale', description: 'Annoyed, angry or furious? Find words for how strong a feeling is.', domain: 'social-emotional', type: 'emotions', minAge: 7, maxAge: 12 },
    'answer options + task (compare, stronger, strongest, milder, in a sentence)',
    feelingScaleLevel,
  ),
  // moral
  generated(
    { slug: 'kind-choices', title: 'Kind Choices', description: 'Someone needs a friend: is what they choose kind or unkind?', domain: 'moral', type: 'scenarios', minAge: 2, maxAge: 6, answerPicture: answersAs('choice') },
    'two picture answers + situation set',
    kindChoicesLevel,
  ),
  generated(
    { slug: 'fair-or-not', title: 'Fair or Not', description: 'Shares, turns and rules: choose what is fair for everyone.', domain: 'moral', type: 'scenarios', minAge: 6, maxAge: 10 },
    'answer options + situation set',
    fairChoicesLevel,
  ),
  written(
    { slug: 'kindness-quest', title: 'Kindness Quest', description: 'Find the kind choice at home, at school and in the park.', domain: 'moral', type: 'scenarios', minAge: 6, maxAge: 8 },
    KINDNESS,
  ),
  written(
    { slug: 'fair-play-arena', title: 'Fair Play Arena', description: 'Rules, turns and good sportsmanship: what is fair?', domain: 'moral', type: 'scenarios', minAge: 6, maxAge: 10 },
    FAIR_PLAY,
  ),
  written(
    { slug: 'honesty-trail', title: 'Honesty Trail', description: 'Tricky moments where telling the truth takes courage.', domain: 'moral', type: 'scenarios', minAge: 8, maxAge: 12 },
    HONESTY,
  ),
  // physical
  written(
    { slug: 'my-amazing-body', title: 'My Amazing Body', description: 'Eyes, ears, knees and heart: what does each part do?', domain: 'physical', type: 'health', minAge: 6, maxAge: 9 },
    BODY_PARTS,
  ),
  written(
    { slug: 'healthy-habits', title: 'Healthy Habits', description: 'Washing, sleeping, eating and moving: habits that keep us well.', domain: 'physical', type: 'health', minAge: 6, maxAge: 9 },
    HEALTHY_HABITS,
  ),
  written(
    { slug: 'sports-smarts', title: 'Sports Smarts', description: 'Rules, moves and body facts from the world of sport.', domain: 'physical', type: 'movement', minAge: 7, maxAge: 12 },
    SPORTS,
  ),
  generated(
    { slug: 'body-parts-finder', title: 'Body Parts Finder', description: 'Eyes to see, feet to tiptoe: which part of the body helps?', domain: 'physical', type: 'health', minAge: 2, maxAge: 5, answerPicture: answersAs('body') },
    'answer options + body parts set',
    bodyPartsLevel,
  ),
  generated(
    { slug: 'healthy-plate', title: 'Healthy Plate', description: 'Sort foods into the five MyPlate food groups.', domain: 'physical', type: 'health', minAge: 6, maxAge: 9 },
    'answer options + food groups known',
    foodGroupsLevel,
  ),
  // creative
  generated(
    { slug: 'colour-hunt', title: 'Colour Hunt', description: 'Strawberries, frogs and pumpkins: what colour is it?', domain: 'creative', type: 'colors', minAge: 2, maxAge: 5, answerPicture: answersAs('colour') },
    'answer options + colours known',
    colourHuntLevel,
  ),
  written(
    { slug: 'colour-mixer', title: 'Colour Mixer', description: 'Name colours, then mix paints to make new ones.', domain: 'creative', type: 'colors', minAge: 3, maxAge: 8, answerPicture: answersAs('colour'), preReaderLevels: 3 },
    COLOURS,
  ),
  written(
    { slug: 'shape-studio', title: 'Shape Studio', description: 'Circles, hexagons and cubes: shapes for young artists.', domain: 'creative', type: 'shapes', minAge: 3, maxAge: 7, answerPicture: answersAs('object'), preReaderLevels: 2 },
    SHAPES,
  ),
  written(
    { slug: 'music-makers', title: 'Music Makers', description: 'Instruments, beats and tempo: a first music lesson.', domain: 'creative', type: 'music', minAge: 6, maxAge: 10 },
    MUSIC,
  ),
  written(
    { slug: 'story-builder', title: 'Story Builder', description: 'Characters, settings and twists: how stories are made.', domain: 'creative', type: 'story', minAge: 6, maxAge: 12 },
    STORIES,
  ),
];

/** The definition with this slug, or undefined. */
export const findGameDefinition = (slug: string) => GAME_CATALOG.find((game) => game.slug === slug);
