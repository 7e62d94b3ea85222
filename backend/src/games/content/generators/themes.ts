import { QUESTIONS_PER_LEVEL } from '@flourishly/contracts';
import { distinctQuestions, makeQuestion, type ContentQuestion } from '../content-types';
import type { Random } from '../random';
import { FAIRNESS_DEFINITION } from '../fairness';
import { meaningGroupOf } from '../meaning-groups';

/**
 * Seeded theme games: each level draws from its own small table of facts (so levels never share
 * a question) and varies the wording with a child's name, so each play differs. `measure` is the
 * answer options plus the level's table rank.
 */
const NAMES = ['Mia', 'Leo', 'Ava', 'Sam', 'Zara', 'Noah', 'Lily', 'Omar', 'Ella', 'Ben', 'Aisha', 'Max'];
const OPTIONS_PER_LEVEL = [2, 3, 3, 4, 4] as const;
const levelIndex = (level: number) => Math.min(Math.max(level, 1), 5) - 1;
const capitalise = (text: string) => text[0].toUpperCase() + text.slice(1);
/** Words that do not share the meaning of `answer` (so no wrong answer is as right as it). */
const otherMeanings = (answer: string, words: readonly string[]) =>
  words.filter((word) => meaningGroupOf(word) === null || meaningGroupOf(word) !== meaningGroupOf(answer));


/** [situation, feeling] per level; level N uses the feelings of levels 1..N as options. */
const FEELING_SITUATIONS: readonly (readonly [string, string][])[] = [
  [
    ['gets a big hug from Grandma', 'happy'],
    ['is laughing on the swings', 'happy'],
    ['dropped their ice cream on the ground', 'sad'],
    ['cannot find their favourite teddy', 'sad'],
  ],
  [
    ['had their sandcastle kicked over on purpose', 'angry'],
    ['was pushed out of the line', 'angry'],
    ['is blowing out birthday candles', 'happy'],
    ['is waving goodbye to a friend who is moving away', 'sad'],
  ],
  [
    ['hears loud thunder in the dark', 'scared'],
    ['sees a big dog barking and running at them', 'scared'],
    ['had a toy grabbed away by another child', 'angry'],
    ['has a poorly tummy and must miss the party', 'sad'],
  ],
  [
    ['opens the door and everyone shouts "Surprise!"', 'surprised'],
    ['finds a rabbit in the garden where there never was one', 'surprised'],
    ['played outside all day and can hardly keep their eyes open', 'tired'],
    ['yawns after a long walk home', 'tired'],
  ],
  [
    ['rode a bike for the first time without help', 'proud'],
    ['finished a big puzzle all alone', 'proud'],
    ['is starting at a new school tomorrow and does not know anyone', 'worried'],
    ['cannot see their dad in the busy shop', 'worried'],
  ],
];

/** Feeling Faces: how does the child in the story feel? (Answers are feelings, shown as faces.) */
export function feelingFacesLevel(level: number, random: Random): ContentQuestion[] {
  const index = levelIndex(level);
  const feelings = [...new Set(FEELING_SITUATIONS.slice(0, index + 1).flat().map(([, feeling]) => feeling))];
  const optionCount = OPTIONS_PER_LEVEL[index];
  return distinctQuestions(QUESTIONS_PER_LEVEL, () => {
    const [situation, feeling] = random.pick(FEELING_SITUATIONS[index]);
    const name = random.pick(NAMES);
    return makeQuestion(random, {
      question: `${name} ${situation}. How does ${name} feel?`,
      answer: feeling,
      // The newest feelings come first, so each level practises its new faces.
      distractors: otherMeanings(feeling, [...random.shuffle(feelings.slice(-2)), ...random.shuffle(feelings)]),
      explanation: `${name} feels ${feeling}. It is OK to feel ${feeling}; we can tell someone how we feel.`,
      hint: 'Imagine it happened to you. What would your face look like?',
      measure: optionCount + index,
      key: situation,
      optionCount,
    });
  });
}


/** Parts that share a job with a part (never offered as its wrong answers: teeth and mouth both bite). */
const SHARED_JOBS: Readonly<Record<string, readonly string[]>> = {
  mouth: ['teeth', 'tongue'],
  teeth: ['mouth', 'tongue'],
  tongue: ['mouth', 'teeth'],
  legs: ['feet'],
  feet: ['legs'],
};

/** [body part, what it helps you do] per level. */
const BODY_FUNCTIONS: readonly (readonly [string, string][])[] = [
  [
    ['eyes', 'see a rainbow'],
    ['eyes', 'look at a picture book'],
    ['ears', 'hear a song'],
    ['ears', 'listen to a story'],
  ],
  [
    ['nose', 'smell a flower'],
    ['nose', 'sniff fresh bread'],
    ['mouth', 'eat a banana'],
    ['mouth', 'blow bubbles'],
  ],
  [
    ['hands', 'clap along to music'],
    ['hands', 'wave hello'],
    ['feet', 'stand on tiptoe'],
    ['feet', 'wiggle your toes'],
  ],
  [
    ['teeth', 'bite an apple'],
    ['teeth', 'chew your food'],
    ['legs', 'run in the park'],
    ['legs', 'jump over a puddle'],
  ],
  [
    ['tongue', 'taste something sweet'],
    ['tongue', 'lick an ice lolly'],
    ['brain', 'think of a new idea'],
    ['brain', 'remember your birthday'],
    ['heart', 'pump blood all around your body'],
  ],
];

/** Body Parts Finder: which body part helps you do this? */
export function bodyPartsLevel(level: number, random: Random): ContentQuestion[] {
  const index = levelIndex(level);
  const optionCount = OPTIONS_PER_LEVEL[index];
  const parts = [...new Set(BODY_FUNCTIONS.slice(0, index + 1).flat().map(([part]) => part))];
  return distinctQuestions(QUESTIONS_PER_LEVEL, () => {
    const [part, action] = random.pick(BODY_FUNCTIONS[index]);
    const name = random.pick(NAMES);
    const question = random.next() < 0.5 ? `Which body part helps you ${action}?` : `${name} wants to ${action}. Which body part helps?`;
    return makeQuestion(random, {
      question,
      answer: part,
      distractors: random.shuffle(parts.filter((other) => !(SHARED_JOBS[part] ?? []).includes(other))),
      explanation: `We use our ${part} to ${action}.`,
      hint: `Try it: pretend to ${action}. Which part of you moves or works?`,
      measure: optionCount + index,
      key: action,
      optionCount,
    });
  });
}


/** [thing, its usual colour] per level: things whose colour does not vary much. */
const COLOURED_THINGS: readonly (readonly [string, string][])[] = [
  [
    ['a ripe strawberry', 'red'],
    ['a fire engine', 'red'],
    ['a ripe banana', 'yellow'],
    ['a lemon', 'yellow'],
  ],
  [
    ['the sky on a sunny day', 'blue'],
    ['a blueberry', 'blue'],
    ['grass', 'green'],
    ['a frog', 'green'],
  ],
  [
    ['a carrot', 'orange'],
    ['a pumpkin', 'orange'],
    ['snow', 'white'],
    ['milk', 'white'],
  ],
  [
    ['a flamingo', 'pink'],
    ['a chocolate bar', 'brown'],
    ['a tree trunk', 'brown'],
    ['the night sky', 'black'],
  ],
  [
    ['an aubergine', 'purple'],
    ['a plum', 'purple'],
    ['an elephant', 'grey'],
    ['a rain cloud', 'grey'],
  ],
];

/** Colour Hunt: what colour is this thing? */
export function colourHuntLevel(level: number, random: Random): ContentQuestion[] {
  const index = levelIndex(level);
  const optionCount = OPTIONS_PER_LEVEL[index];
  const colours = [...new Set(COLOURED_THINGS.slice(0, index + 1).flat().map(([, colour]) => colour))];
  return distinctQuestions(QUESTIONS_PER_LEVEL, () => {
    const [thing, colour] = random.pick(COLOURED_THINGS[index]);
    const name = random.pick(NAMES);
    const question = random.next() < 0.5 ? `What colour is ${thing}?` : `${name} is drawing ${thing}. Which colour should ${name} use?`;
    return makeQuestion(random, {
      question,
      answer: colour,
      distractors: random.shuffle(colours),
      explanation: `${capitalise(thing)} is ${colour}.`,
      hint: `Picture ${thing} in your mind. What colour do you see?`,
      measure: optionCount + index,
      key: thing,
      optionCount,
    });
  });
}

/** [situation, kind action, unkind actions] per level: what a friend may choose to do. */
const KINDNESS_CHOICES: readonly (readonly (readonly [string, string, readonly string[]])[])[] = [
  [
    ['falls over in the park', 'help them up', ['laugh at them', 'walk away', 'take their ball']],
    ['has no crayons at the table', 'share their crayons', ['hide their crayons', 'say "too bad"', 'take their paper']],
    ['is crying at playtime', 'ask "Are you OK?"', ['tell them to stop', 'point and laugh', 'run off']],
  ],
  [
    ['drops all their books', 'help pick them up', ['step over them', 'kick the books', 'laugh at them']],
    ['is new and standing alone', 'invite them to play', ['whisper about them', 'turn their back', 'tell them to go away']],
    ['is waiting for a turn on the swing', 'say "You can go next"', ['swing for ever', 'say "Never!"', 'push them away']],
  ],
  [
    ['made a drawing they are proud of', 'say what they like about it', ['call it ugly', 'scribble on it', 'ignore them']],
    ['cannot do up the buttons on their coat', 'help them do up the buttons', ['laugh at them', 'hide their coat', 'walk away']],
    ['lost their teddy at the playground', 'help them look for it', ['keep playing', 'say they are careless', 'hide it']],
  ],
  [
    ['is left out of a game', 'ask them to join in', ['tell others not to let them play', 'make a face', 'play without them']],
    ['spilled their drink at lunch', 'help mop it up', ['shout "Messy!"', 'laugh with friends', 'move away']],
    ['is slow at finishing a puzzle', 'wait and cheer them on', ['finish it for them rudely', 'call them slow', 'knock it over']],
  ],
  [
    ['is being teased by other children', 'stand by them and get a grown-up', ['join in the teasing', 'watch and laugh', 'tease them later']],
    ['forgot their snack on a trip', 'offer to share their own snack', ['eat their own snack in front of them', 'tell everyone', 'say "Not my problem"']],
    ['says sorry after bumping into someone by accident', 'say "That is OK"', ['bump them back', 'stay angry all day', 'tell them to go away']],
  ],
];

/**
 * Kind Choices: is this choice kind? A child hears what happened and what a friend chooses to do,
 * and answers with one of two pictures (kind or unkind), so pre-readers play every level
 * (docs/product.md, "Games"). Half the choices shown are kind; each level has its own situations.
 */
export function kindChoicesLevel(level: number, random: Random): ContentQuestion[] {
  const index = levelIndex(level);
  return distinctQuestions(QUESTIONS_PER_LEVEL, (attempt) => {
    const [situation, kind, unkind] = random.pick(KINDNESS_CHOICES[index]);
    const [name, friend] = random.shuffle(NAMES);
    const isKind = attempt % 2 === 0;
    const action = isKind ? kind : random.pick(unkind);
    return makeQuestion(random, {
      question: `${name} ${situation}. ${friend} chooses to ${action}. Is that kind?`,
      answer: isKind ? 'kind' : 'unkind',
      distractors: [isKind ? 'unkind' : 'kind'],
      explanation: isKind
        ? `To ${action} is kind: it shows ${name} that someone cares.`
        : `To ${action} is unkind. A kind choice would be to ${kind}.`,
      hint: `How would you feel if you were ${name}? What would you want someone to do?`,
      measure: 2 + index,
      key: `${situation}|${action}`,
      optionCount: 2,
    });
  });
}

/** [situation, fair choice, unfair choices] per level: shares, turns and rules (fairness.ts's one definition). */
const FAIRNESS_CHOICES: readonly (readonly (readonly [string, string, readonly string[]])[])[] = [
  [
    ['has 6 grapes to share with a friend', 'give 3 each', ['keep 5 and give 1', 'keep them all', 'give 1 each and keep 4']],
    ['and a friend both want the red car', 'take turns with it', ['grab it and run', 'hide it', 'break it']],
    ['is playing a board game', 'roll the dice and move that many', ['move extra spaces', 'change the rules to win', 'take another turn']],
  ],
  [
    ['has 8 stickers for 4 children', 'give 2 to each child', ['give 8 to the first child', 'give some to friends only', 'keep half and give the rest']],
    ['is first in the line for the slide', 'go down, then let the next child go', ['go down ten times in a row', 'let only friends go', 'block the ladder']],
    ['is picking teams at playtime', 'take turns to pick so teams are even', ['put all the fast runners on one team', 'leave someone out', 'let only friends play']],
  ],
  [
    ['finds a pen on the floor that is not theirs', 'give it back to its owner', ['keep it', 'hide it', 'throw it away']],
    ['broke a rule in the game by mistake', 'say so and fix it', ['hope nobody noticed', 'blame someone else', 'quit the game']],
    ['is cutting a cake for 4 people', 'cut 4 pieces the same size', ['cut one giant piece for yourself', 'give only friends a piece', 'cut 3 pieces']],
  ],
  [
    ['is playing tag and gets tagged', 'agree and be "it"', ['say they were not touched', 'stop playing', 'change the rules']],
    ['sees a friend cheat in a quiz', 'tell them it is not fair to others', ['copy them', 'cheat too', 'laugh about it']],
    ['and their sister each did half the chores', 'share the reward equally', ['take all the reward', 'say only you worked', 'give her less']],
  ],
  [
    ['is refereeing a game with their best friend in it', 'apply the rules the same to everyone', ['let the best friend win', 'ignore the friend\'s fouls', 'change rules mid-game']],
    ['is sharing 12 pencils between 3 tables', 'give each table 4', ['give one table 10', 'keep 6', 'give 5, 5 and 2']],
    ['hears a rumour about a classmate', 'hear the classmate\'s side before judging', ['spread the rumour', 'believe it without asking', 'tell everyone']],
  ],
];

/** Fair or Not: which is the fair choice? */
export function fairChoicesLevel(level: number, random: Random): ContentQuestion[] {
  const index = levelIndex(level);
  const optionCount = OPTIONS_PER_LEVEL[index];
  return distinctQuestions(QUESTIONS_PER_LEVEL, () => {
    const [situation, fair, unfair] = random.pick(FAIRNESS_CHOICES[index]);
    const name = random.pick(NAMES);
    return makeQuestion(random, {
      question: `${name} ${situation}. What is the fair thing to do?`,
      answer: fair,
      distractors: random.shuffle(unfair),
      explanation: `To ${fair} is fair: everyone gets a real chance.`,
      hint: `${FAIRNESS_DEFINITION} Would everyone be happy with this choice?`,
      measure: optionCount + index,
      key: situation,
      optionCount,
    });
  });
}

/** Emotion-word families from milder to stronger, for the feelings scale. */
export const FEELING_SCALES: readonly (readonly [string, string, string])[] = [
  ['annoyed', 'angry', 'furious'],
  ['disappointed', 'sad', 'heartbroken'],
  ['nervous', 'scared', 'terrified'],
  ['content', 'happy', 'overjoyed'],
  ['sleepy', 'tired', 'exhausted'],
  ['interested', 'excited', 'thrilled'],
];

/**
 * [sentence with a gap, word] for level 5: the word that fits a strong or mild moment. Only the
 * mildest and strongest words are asked, and the family's middle word is never offered: "happy"
 * fits "overjoyed"'s sentence as well, so it cannot be the wrong answer.
 */
const FEELING_CONTEXTS: readonly [string, string][] = [
  ['After running a marathon, Sam\'s legs would not move: he was completely ___.', 'exhausted'],
  ['Sam was a little ___ after the bedtime story.', 'sleepy'],
  ['When her kitten was lost for good, Zara felt ___.', 'heartbroken'],
  ['Leo was only a little ___ when his pencil broke.', 'annoyed'],
  ['Ben was ___ when someone smashed his model on purpose.', 'furious'],
  ['Aisha was quietly ___ reading in the sun.', 'content'],
  ['Max was a little ___ that the film was sold out.', 'disappointed'],
  ['Ella felt a bit ___ before reading aloud in class.', 'nervous'],
  ['Ravi was only mildly ___ in the new book, and soon put it down.', 'interested'],
];

/**
 * Feelings Scale: the strength of feelings. Level 1 compares the mildest and strongest word of a
 * family, 2 finds a stronger word than the middle one, 3 the strongest of three, 4 the mildest of
 * a family among other families' words, 5 the word that fits a sentence.
 */
export function feelingScaleLevel(level: number, random: Random): ContentQuestion[] {
  const index = levelIndex(level);
  const optionCount = OPTIONS_PER_LEVEL[index];
  const spec = (question: string, answer: string, distractors: string[], explanation: string, hint: string) =>
    makeQuestion(random, { question, answer, distractors, explanation, hint, measure: optionCount + index, optionCount });
  return distinctQuestions(QUESTIONS_PER_LEVEL, () => {
    const [mild, middle, strong] = random.pick(FEELING_SCALES);
    const otherStrong = FEELING_SCALES.filter((scale) => scale[0] !== mild).map((scale) => scale[2]);
    switch (index) {
      case 0: {
        const [first, second] = random.shuffle([mild, strong]);
        return spec(`Which is the stronger feeling: "${first}" or "${second}"?`, strong, [mild], `"${strong}" is much stronger than "${mild}".`, 'Imagine each feeling as a thermometer. Which one is hotter?');
      }
      case 1:
        return spec(random.next() < 0.5 ? `Which word means a stronger feeling than "${middle}"?` : `Which word shows even more of the feeling "${middle}"?`, strong, [mild, middle], `"${strong}" is stronger than "${middle}"; "${mild}" is milder.`, 'Stronger means more of the same feeling.');
      case 2:
        return spec(`Which word shows the strongest feeling: ${random.shuffle([mild, middle, strong]).join(', ')}?`, strong, [middle, mild], `From mildest to strongest: ${mild}, ${middle}, ${strong}.`, 'Put the three words in order from a little to a lot.');
      case 3:
        return spec(random.next() < 0.5 ? `Which word is a milder way to say "${middle}"?` : `Which word shows just a little of the feeling "${middle}"?`, mild, [strong, ...random.shuffle(otherStrong)], `"${mild}" is a milder kind of "${middle}"; "${strong}" is stronger.`, 'Milder means a little of the feeling, not a lot.');
      default: {
        const [sentence, word] = random.pick(FEELING_CONTEXTS);
        const family = FEELING_SCALES.find((scale) => scale.includes(word))!;
        // The other end of the family (the strength is wrong) and words of other feelings.
        const oppositeEnd = family[0] === word ? family[2] : family[0];
        const others = random.shuffle(FEELING_SCALES.filter((scale) => scale !== family).map((scale) => (family[0] === word ? scale[2] : scale[0])));
        return spec(`Which word fits best? ${sentence}`, word, [oppositeEnd, ...others], `"${word}" fits: it matches how strong the feeling in the sentence is.`, 'Look for clues like "a little", "completely" or "on purpose".');
      }
    }
  });
}

/** USDA MyPlate food groups. */
type FoodGroup = 'fruits' | 'vegetables' | 'grains' | 'protein foods' | 'dairy';
/** [food, its MyPlate group] per level; level N asks about the groups of levels 1..N. */
const FOODS: readonly (readonly [string, FoodGroup][])[] = [
  [
    ['an apple', 'fruits'],
    ['a banana', 'fruits'],
    ['a pear', 'fruits'],
    ['a carrot', 'vegetables'],
    ['broccoli', 'vegetables'],
    ['peas', 'vegetables'],
  ],
  [
    ['bread', 'grains'],
    ['rice', 'grains'],
    ['pasta', 'grains'],
    ['an orange', 'fruits'],
    ['spinach', 'vegetables'],
  ],
  [
    ['an egg', 'protein foods'],
    ['chicken', 'protein foods'],
    ['fish', 'protein foods'],
    ['porridge oats', 'grains'],
    ['a mango', 'fruits'],
  ],
  [
    ['milk', 'dairy'],
    ['cheese', 'dairy'],
    ['yoghurt', 'dairy'],
    ['tofu', 'protein foods'],
    ['a tortilla', 'grains'],
    ['a courgette', 'vegetables'],
  ],
  [
    ['almonds', 'protein foods'],
    ['quinoa', 'grains'],
    ['raisins', 'fruits'],
    ['a sweet potato', 'vegetables'],
    ['popcorn', 'grains'],
    ['fortified soya milk', 'dairy'],
  ],
];
const GROUPS_PER_LEVEL: readonly FoodGroup[][] = [
  ['fruits', 'vegetables'],
  ['fruits', 'vegetables', 'grains'],
  ['fruits', 'vegetables', 'grains', 'protein foods'],
  ['fruits', 'vegetables', 'grains', 'protein foods', 'dairy'],
  ['fruits', 'vegetables', 'grains', 'protein foods', 'dairy'],
];

/** Healthy Plate: which MyPlate food group does a food belong to? (Source: USDA MyPlate.) */
export function foodGroupsLevel(level: number, random: Random): ContentQuestion[] {
  const index = levelIndex(level);
  const optionCount = Math.min(OPTIONS_PER_LEVEL[index], GROUPS_PER_LEVEL[index].length);
  return distinctQuestions(QUESTIONS_PER_LEVEL, () => {
    const [food, group] = random.pick(FOODS[index]);
    const name = random.pick(NAMES);
    const question = random.next() < 0.5 ? `Which food group is ${food} in?` : `${name} puts ${food} on the plate. Which food group is it?`;
    return makeQuestion(random, {
      question,
      answer: group,
      distractors: random.shuffle(GROUPS_PER_LEVEL[index]),
      explanation: `${capitalise(food)} belongs to the ${group} group on the MyPlate guide.`,
      hint: 'Does it grow on a plant as a fruit or a vegetable, come from grain, give protein, or come from milk?',
      measure: optionCount + index,
      optionCount,
    });
  });
}
