/**
 * Hindi (Devanagari) of Healthy Plate (games/content/generators/themes.ts, foodGroupsLevel): the
 * five MyPlate food groups, every food, and the patterns of its questions and explanation. The
 * guide keeps its name, MyPlate (USDA), as the English cites it.
 */
import type { GameSentenceRule } from './games.hi';

/** The MyPlate food groups, as the answers and the explanation name them. */
const GROUPS_HI: Readonly<Record<string, string>> = {
  fruits: 'फल',
  vegetables: 'सब्ज़ियाँ',
  grains: 'अनाज',
  'protein foods': 'प्रोटीन वाले खाने',
  dairy: 'दूध और डेयरी',
};

/** Every food of the game, by its English ("an apple"). */
const FOODS_HI: Readonly<Record<string, string>> = {
  'an apple': 'सेब',
  'a banana': 'केला',
  'a pear': 'नाशपाती',
  'a carrot': 'गाजर',
  broccoli: 'ब्रोकली',
  peas: 'मटर',
  bread: 'ब्रेड',
  rice: 'चावल',
  pasta: 'पास्ता',
  'an orange': 'संतरा',
  spinach: 'पालक',
  'an egg': 'अंडा',
  chicken: 'चिकन',
  fish: 'मछली',
  'porridge oats': 'ओट्स का दलिया',
  'a mango': 'आम',
  milk: 'दूध',
  cheese: 'चीज़',
  yoghurt: 'दही',
  tofu: 'टोफ़ू',
  'a tortilla': 'टॉर्टिला (मक्के या गेहूँ की पतली रोटी)',
  'a courgette': 'तोरी जैसी हरी सब्ज़ी (ज़ुकीनी)',
  almonds: 'बादाम',
  quinoa: 'किनोआ',
  raisins: 'किशमिश',
  'a sweet potato': 'शकरकंद',
  popcorn: 'पॉपकॉर्न',
  'fortified soya milk': 'विटामिन और कैल्शियम मिला सोया दूध',
};

/** The game's answers (the food groups) and its one hint, by their English. */
export const HEALTHY_PLATE_HI: Readonly<Record<string, string>> = {
  ...GROUPS_HI,
  'Does it grow on a plant as a fruit or a vegetable, come from grain, give protein, or come from milk?':
    'क्या यह पौधे पर फल या सब्ज़ी की तरह उगता है, अनाज से बनता है, प्रोटीन देता है, या दूध से आता है?',
};

/** A food of the game in Hindi, whether the English starts a sentence ("An apple") or not. */
const food = (english: string) => FOODS_HI[english] ?? FOODS_HI[english[0].toLowerCase() + english.slice(1)];

/** The sentence patterns of Healthy Plate; undefined for a food or group the game lacks. */
export const HEALTHY_PLATE_RULES_HI: readonly GameSentenceRule[] = [
  {
    english: /^Which food group is (.+) in\?$/,
    hindi: ([english]) => (food(english) === undefined ? undefined : `${food(english)} किस भोजन समूह का हिस्सा है?`),
  },
  {
    english: /^(\w+) puts (.+) on the plate\. Which food group is it\?$/,
    hindi: ([name, english]) =>
      food(english) === undefined ? undefined : `${name} की थाली में ${food(english)} है। यह किस भोजन समूह का हिस्सा है?`,
  },
  {
    english: /^(.+) belongs to the (.+) group on the MyPlate guide\.$/,
    hindi: ([english, group]) =>
      food(english) === undefined || GROUPS_HI[group] === undefined
        ? undefined
        : `MyPlate गाइड में ${food(english)} "${GROUPS_HI[group]}" समूह का हिस्सा है।`,
  },
];
