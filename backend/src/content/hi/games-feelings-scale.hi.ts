/**
 * Hindi (Devanagari) of the Feelings Scale (games/content/generators/themes.ts, FEELING_SCALES
 * and feelingScaleLevel): the feeling words from milder to stronger, the level-5 sentences with
 * their gap, and each sentence the generator makes, by its pattern. The middle word of each
 * family is the picture games' word (games.hi.ts, PICTURE_WORDS_HI), so a word reads the same in
 * every game; the words a level-5 sentence asks about a girl do not change with gender.
 */
import { PICTURE_WORDS_HI } from './games.hi';

/** The milder and stronger words of each family by their English; the middle words are PICTURE_WORDS_HI's. */
const SCALE_WORDS_HI: Readonly<Record<string, string>> = {
  annoyed: 'चिढ़ा हुआ',
  furious: 'आग-बबूला',
  disappointed: 'निराश',
  heartbroken: 'गहरे दुख में',
  nervous: 'घबराहट में',
  terrified: 'दहशत में',
  content: 'सुकून में',
  overjoyed: 'बेहद खुश',
  // As Music Makers says it (games-music.hi.ts), so the word reads the same in both games.
  sleepy: 'नींद भरा',
  exhausted: 'थककर चूर',
  interested: 'उत्सुक',
  thrilled: 'रोमांचित',
};

/** The level-5 sentences by their English, with the gap kept as "___". */
const SCALE_SENTENCES_HI: Readonly<Record<string, string>> = {
  "After running a marathon, Sam's legs would not move: he was completely ___.":
    'मैराथन दौड़ने के बाद Sam की टाँगें हिल भी नहीं रही थीं: वह पूरी तरह ___ था।',
  'Sam was a little ___ after the bedtime story.': 'सोने से पहले की कहानी के बाद Sam थोड़ा ___ महसूस कर रहा था।',
  'When her kitten was lost for good, Zara felt ___.': 'जब Zara का बिल्ली का बच्चा हमेशा के लिए खो गया, तो वह ___ थी।',
  'Leo was only a little ___ when his pencil broke.': 'पेंसिल टूटने पर Leo बस थोड़ा-सा ___ था।',
  'Ben was ___ when someone smashed his model on purpose.': 'जब किसी ने जान-बूझकर Ben का मॉडल तोड़ दिया, तो वह ___ हो गया।',
  'Aisha was quietly ___ reading in the sun.': 'धूप में बैठकर पढ़ते हुए Aisha चुपचाप ___ थी।',
  'Max was a little ___ that the film was sold out.': 'फ़िल्म के सारे टिकट बिक चुके थे, इसलिए Max थोड़ा ___ था।',
  'Ella felt a bit ___ before reading aloud in class.': 'क्लास में ज़ोर से पढ़ने से पहले Ella थोड़ी ___ थी।',
  'Ravi was only mildly ___ in the new book, and soon put it down.': 'नई किताब को लेकर Ravi बस थोड़ा-सा ___ था, और उसने जल्दी ही उसे रख दिया।',
};

/** The fixed hints of the levels by their English. */
const SCALE_HINTS_HI: Readonly<Record<string, string>> = {
  'Imagine each feeling as a thermometer. Which one is hotter?': 'हर भावना को एक थर्मामीटर समझिए। किसमें पारा ज़्यादा ऊपर है?',
  'Stronger means more of the same feeling.': 'ज़्यादा तेज़ का मतलब है उसी भावना का और ज़्यादा होना।',
  'Put the three words in order from a little to a lot.': 'तीनों शब्दों को "थोड़ा" से "बहुत" के क्रम में लगाइए।',
  'Milder means a little of the feeling, not a lot.': 'हल्की भावना का मतलब है भावना थोड़ी-सी है, बहुत नहीं।',
  'Look for clues like "a little", "completely" or "on purpose".': 'सुराग ढूँढिए, जैसे "थोड़ा", "पूरी तरह" या "जान-बूझकर"।',
};

/** A feeling word of the scale in Hindi; undefined for any other word. */
export const scaleWordHi = (word: string): string | undefined => SCALE_WORDS_HI[word] ?? PICTURE_WORDS_HI[word];

/** A sentence pattern of the generator and its Hindi from the parts (undefined when a part has no Hindi). */
interface ScaleRule {
  english: RegExp;
  hindi: (words: string[]) => string;
}

const RULES: readonly ScaleRule[] = [
  { english: /^Which is the stronger feeling: "(.+)" or "(.+)"\?$/, hindi: ([a, b]) => `कौन-सी भावना ज़्यादा तेज़ है: "${a}" या "${b}"?` },
  { english: /^"(.+)" is much stronger than "(.+)"\.$/, hindi: ([strong, mild]) => `"${strong}", "${mild}" से कहीं ज़्यादा तेज़ भावना है।` },
  { english: /^Which word means a stronger feeling than "(.+)"\?$/, hindi: ([middle]) => `कौन-सा शब्द "${middle}" से ज़्यादा तेज़ भावना बताता है?` },
  { english: /^Which word shows even more of the feeling "(.+)"\?$/, hindi: ([middle]) => `कौन-सा शब्द "${middle}" वाली भावना को और भी ज़्यादा दिखाता है?` },
  {
    english: /^"(.+)" is stronger than "(.+)"; "(.+)" is milder\.$/,
    hindi: ([strong, middle, mild]) => `"${strong}", "${middle}" से ज़्यादा तेज़ है; "${mild}" उससे हल्का है।`,
  },
  {
    english: /^Which word shows the strongest feeling: ([^,]+), ([^,]+), ([^,]+)\?$/,
    hindi: ([a, b, c]) => `कौन-सा शब्द सबसे तेज़ भावना दिखाता है: ${a}, ${b}, ${c}?`,
  },
  { english: /^From mildest to strongest: ([^,]+), ([^,]+), ([^,]+)\.$/, hindi: ([a, b, c]) => `सबसे हल्की से सबसे तेज़ भावना तक: ${a}, ${b}, ${c}।` },
  { english: /^Which word is a milder way to say "(.+)"\?$/, hindi: ([middle]) => `"${middle}" को हल्के ढंग से कहने वाला शब्द कौन-सा है?` },
  { english: /^Which word shows just a little of the feeling "(.+)"\?$/, hindi: ([middle]) => `कौन-सा शब्द "${middle}" वाली भावना को बस थोड़ा-सा दिखाता है?` },
  {
    english: /^"(.+)" is a milder kind of "(.+)"; "(.+)" is stronger\.$/,
    hindi: ([mild, middle, strong]) => `"${mild}", "${middle}" का हल्का रूप है; "${strong}" उससे ज़्यादा तेज़ है।`,
  },
  {
    english: /^"(.+)" fits: it matches how strong the feeling in the sentence is\.$/,
    hindi: ([word]) => `"${word}" ठीक बैठता है: वाक्य में भावना जितनी तेज़ है, यह शब्द उतना ही तेज़ है।`,
  },
];

/**
 * A text of the Feelings Scale in Hindi: a feeling word, a hint, a level-5 question ("Which word
 * fits best? …") or a sentence of the generator's patterns with every feeling word in Hindi.
 * Undefined for any other text, and for a pattern with a word the scale lacks.
 */
export function feelingsScaleHi(text: string): string | undefined {
  const known = SCALE_WORDS_HI[text] ?? SCALE_HINTS_HI[text];
  if (known !== undefined) return known;
  const fits = /^Which word fits best\? (.+)$/.exec(text);
  if (fits) {
    const sentence = SCALE_SENTENCES_HI[fits[1]];
    return sentence === undefined ? undefined : `कौन-सा शब्द सबसे ठीक बैठता है? ${sentence}`;
  }
  for (const rule of RULES) {
    const match = rule.english.exec(text);
    if (!match) continue;
    const words = match.slice(1).map(scaleWordHi);
    return words.every((word): word is string => word !== undefined) ? rule.hindi(words) : undefined;
  }
  return undefined;
}
