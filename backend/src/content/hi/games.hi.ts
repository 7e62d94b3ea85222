/**
 * Hindi (Devanagari) text of the games: each game's title and description by its slug, the
 * words of the pictures, the recommendation reasons, and the questions of the generated games
 * (counting, sums, clocks, coins, patterns), whose English comes from a few fixed sentences.
 * Numbers keep Western digits and maths signs; slugs, domains and types stay English. The word
 * games (letters, spelling, rhymes, opposites, word meanings) teach English words and keep them;
 * the Feelings Scale asks in Hindi feeling words (games-feelings-scale.hi.ts).
 */
import { FAIR_CHOICES_HI, FAIR_SITUATIONS_HI } from './games-fair.hi';
import { PERSONA_NAMES_HI } from './persona.hi';

/** Title and description of every game of the library, by slug (games/content/game-catalog.ts). */
export const GAMES_HI: Readonly<Record<string, { title: string; description: string }>> = {
  'counting-garden': { title: 'गिनती का बगीचा', description: 'तारे, फूल और दिल गिनें, एक से बीस तक।' },
  'pattern-parade': { title: 'पैटर्न की परेड', description: 'दोहराने वाला पैटर्न पहचानें और आगे आने वाला चित्र चुनें।' },
  'bigger-or-smaller': { title: 'बड़ा या छोटा', description: 'संख्याओं की तुलना करें और सबसे बड़ी या सबसे छोटी संख्या ढूँढें।' },
  'odd-one-out': { title: 'अलग कौन है?', description: 'चार चीज़ें, जिनमें से एक मेल नहीं खाती। क्या आप उसे ढूँढकर बता सकते हैं कि क्यों?' },
  'addition-adventure': { title: 'जोड़ का सफ़र', description: 'संख्याएँ जोड़ें, छोटे जोड़ से लेकर 200 तक के जोड़ तक।' },
  'subtraction-safari': { title: 'घटाव की सफ़ारी', description: 'घटाएँ और बताएँ कि कितना बचा, बड़ी होती संख्याओं के सफ़र पर।' },
  'number-detective': { title: 'संख्या जासूस', description: 'संख्याओं के क्रम का नियम पकड़ें और अगली संख्या ढूँढें।' },
  'clock-quest': { title: 'घड़ी की खोज', description: 'घड़ी की सुइयाँ पढ़ें, पूरे घंटे से लेकर पाँच-पाँच मिनट और बीतते समय तक।' },
  'coin-counter': { title: 'सिक्कों की गिनती', description: 'बटुए के रुपये के सिक्के जोड़ें और कुल रकम बताएँ।' },
  'times-table-trek': { title: 'पहाड़ों की यात्रा', description: 'गुणा का अभ्यास करें, 2 के पहाड़े से लेकर 12 × 15 तक।' },
  'sharing-sweets': { title: 'मिठाई का बँटवारा', description: 'दोस्तों में मिठाई बराबर बाँटें: बिना शेष वाला भाग।' },
  'fraction-feast': { title: 'भिन्न की दावत', description: 'किसी पूरी रकम का आधा, चौथाई, तिहाई और बहुत कुछ निकालें।' },
  'first-words': { title: 'पहले शब्द', description: 'शब्द सुनें और उसका चित्र ढूँढें: गेंद, नाक, कुछ लाल, कुछ ऐसा जो तैरता है।' },
  'first-sounds': {
    title: 'पहली आवाज़ें',
    description: 'अंग्रेज़ी के रोज़ के शब्दों की पहली और आख़िरी आवाज़ सुनें और उन्हें बनाने वाले अक्षर ढूँढें।',
  },
  'opposite-island': { title: 'उलटे शब्दों का टापू', description: 'गरम और ठंडा, ऊपर और नीचे: अंग्रेज़ी में उलटा शब्द ढूँढें।' },
  'rhyme-time': { title: 'तुकबंदी का समय', description: 'अंग्रेज़ी के कौन-से शब्द आख़िर में एक जैसे सुनाई देते हैं? तुक ढूँढें।' },
  'missing-letter': { title: 'गायब अक्षर', description: 'अंग्रेज़ी शब्द से एक अक्षर गिर गया। कौन-सा अक्षर वापस लगेगा?' },
  'spelling-bee': { title: 'स्पेलिंग बी', description: 'मिलते-जुलते शब्दों में से अंग्रेज़ी की सही स्पेलिंग चुनें।' },
  'word-explorer': { title: 'शब्दों की खोज', description: 'जानें कि अंग्रेज़ी के दिलचस्प शब्दों का क्या मतलब है, "enormous" से "persevere" तक।' },
  'feelings-friends': { title: 'भावनाओं के दोस्त', description: 'बताएँ कि पात्र कैसा महसूस कर रहे हैं: खुश, उदास, गर्व, चिंता और भी बहुत कुछ।' },
  'friendship-choices': { title: 'दोस्ती के फ़ैसले', description: 'रोज़ के पलों में चुनें कि एक अच्छा दोस्त क्या करेगा।' },
  'calm-down-toolkit': { title: 'शांत होने का पिटारा', description: 'गुस्से, चिंता और बड़ी भावनाओं को सँभालने के तरीके सीखें।' },
  'feeling-faces': { title: 'भावनाओं वाले चेहरे', description: 'देखें क्या हुआ और वह चेहरा चुनें जो दिखाए कि उन्हें कैसा लग रहा है।' },
  'feelings-scale': { title: 'भावनाओं का पैमाना', description: 'चिढ़ा हुआ, गुस्से में या आग-बबूला? ऐसे शब्द ढूँढें जो बताएँ कि कोई भावना कितनी तेज़ है।' },
  'kind-choices': { title: 'दया भरे फ़ैसले', description: 'किसी को दोस्त की ज़रूरत है: उनका फ़ैसला दया भरा है या नहीं?' },
  'fair-or-not': { title: 'सही या ग़लत बँटवारा', description: 'हिस्से, बारी और नियम: वह चुनें जो सबके लिए बराबरी वाला हो।' },
  'kindness-quest': { title: 'दया की खोज', description: 'घर, स्कूल और पार्क में दया भरा फ़ैसला ढूँढें।' },
  'fair-play-arena': { title: 'ईमानदार खेल का मैदान', description: 'नियम, बारी और खेल भावना: क्या सही है?' },
  'honesty-trail': { title: 'सच्चाई की राह', description: 'मुश्किल पल, जिनमें सच बोलने के लिए हिम्मत चाहिए।' },
  'my-amazing-body': { title: 'मेरा कमाल का शरीर', description: 'आँखें, कान, घुटने और दिल: हर अंग क्या करता है?' },
  'healthy-habits': { title: 'अच्छी आदतें', description: 'नहाना-धोना, सोना, खाना और चलना-फिरना: आदतें जो हमें स्वस्थ रखती हैं।' },
  'sports-smarts': { title: 'खेलों की समझ', description: 'खेलों की दुनिया के नियम, दाँव-पेच और शरीर की बातें।' },
  'body-parts-finder': { title: 'शरीर के अंग ढूँढो', description: 'देखने के लिए आँखें, पंजों पर चलने के लिए पैर: शरीर का कौन-सा अंग मदद करता है?' },
  'healthy-plate': { title: 'सेहतमंद थाली', description: 'खाने की चीज़ों को MyPlate के पाँच भोजन समूहों में बाँटें।' },
  'colour-hunt': { title: 'रंगों की खोज', description: 'स्ट्रॉबेरी, मेंढक और कद्दू: इसका रंग क्या है?' },
  'colour-mixer': { title: 'रंग मिलाओ', description: 'रंगों के नाम बताएँ, फिर पेंट मिलाकर नए रंग बनाएँ।' },
  'shape-studio': { title: 'आकारों का स्टूडियो', description: 'गोले, षट्भुज और घन: नन्हे कलाकारों के लिए आकार।' },
  'music-makers': { title: 'संगीत के कलाकार', description: 'वाद्य, ताल और लय की रफ़्तार: संगीत का पहला पाठ।' },
  'story-builder': { title: 'कहानी बनाओ', description: 'पात्र, जगह और मोड़: कहानियाँ कैसे बनती हैं।' },
};

/** A noun of the pictures in Hindi: its singular, plural and gender (for "कितने"/"कितनी"). */
interface Noun {
  one: string;
  many: string;
  feminine?: true;
}

/** The things games count and put in patterns, by their English name (contracts PICTURE_OBJECTS). */
export const OBJECTS_HI: Readonly<Record<string, Noun>> = {
  circle: { one: 'गोला', many: 'गोले' },
  square: { one: 'वर्ग', many: 'वर्ग' },
  triangle: { one: 'त्रिभुज', many: 'त्रिभुज' },
  rectangle: { one: 'आयत', many: 'आयत' },
  oval: { one: 'अंडाकार', many: 'अंडाकार' },
  diamond: { one: 'हीरे का आकार', many: 'हीरे के आकार' },
  star: { one: 'तारा', many: 'तारे' },
  heart: { one: 'दिल', many: 'दिल' },
  moon: { one: 'चाँद', many: 'चाँद' },
  sun: { one: 'सूरज', many: 'सूरज' },
  cloud: { one: 'बादल', many: 'बादल' },
  leaf: { one: 'पत्ता', many: 'पत्ते' },
  fish: { one: 'मछली', many: 'मछलियाँ', feminine: true },
  ball: { one: 'गेंद', many: 'गेंदें', feminine: true },
  block: { one: 'ब्लॉक', many: 'ब्लॉक' },
  flower: { one: 'फूल', many: 'फूल' },
};

/** The feelings, body parts, colours and kind or unkind the picture games answer with, by their English word. */
export const PICTURE_WORDS_HI: Readonly<Record<string, string>> = {
  happy: 'खुश',
  sad: 'उदास',
  angry: 'गुस्से में',
  scared: 'डरा हुआ',
  surprised: 'हैरान',
  tired: 'थका हुआ',
  proud: 'गर्व से भरा',
  worried: 'चिंतित',
  excited: 'उत्साहित',
  calm: 'शांत',
  silly: 'मस्ती भरा',
  bored: 'ऊबा हुआ',
  shy: 'शर्मीला',
  loved: 'प्यार भरा',
  lonely: 'अकेला',
  hungry: 'भूखा',
  eyes: 'आँखें',
  ears: 'कान',
  nose: 'नाक',
  mouth: 'मुँह',
  hands: 'हाथ',
  feet: 'पैर',
  teeth: 'दाँत',
  legs: 'टाँगें',
  tongue: 'जीभ',
  brain: 'दिमाग़',
  heart: 'दिल',
  red: 'लाल',
  yellow: 'पीला',
  blue: 'नीला',
  green: 'हरा',
  orange: 'नारंगी',
  white: 'सफ़ेद',
  pink: 'गुलाबी',
  brown: 'भूरा',
  black: 'काला',
  purple: 'बैंगनी',
  grey: 'स्लेटी',
  kind: 'दयालु',
  unkind: 'दयालु नहीं',
};

/** How a feeling is said of someone: "Mia को खुशी हो रही है" (a phrasing that fits any child). */
const FEELING_CLAUSES_HI: Readonly<Record<string, string>> = {
  happy: 'को खुशी हो रही है',
  sad: 'को दुख हो रहा है',
  angry: 'को गुस्सा आ रहा है',
  scared: 'को डर लग रहा है',
  surprised: 'को हैरानी हो रही है',
  tired: 'को थकान हो रही है',
  proud: 'को गर्व हो रहा है',
  worried: 'को चिंता हो रही है',
};

/** What happened to the child of a Feeling Faces question (generators/themes.ts), for the child named `name`. */
const FEELING_SITUATIONS_HI: Readonly<Record<string, (name: string) => string>> = {
  'gets a big hug from Grandma': (name) => `दादी ने ${name} को कसकर गले लगाया।`,
  'is laughing on the swings': (name) => `झूले पर ${name} की हँसी रुक ही नहीं रही।`,
  'dropped their ice cream on the ground': (name) => `${name} की आइसक्रीम ज़मीन पर गिर गई।`,
  'cannot find their favourite teddy': (name) => `${name} को अपना सबसे प्यारा टेडी नहीं मिल रहा।`,
  'had their sandcastle kicked over on purpose': (name) => `किसी ने जान-बूझकर लात मारकर ${name} का रेत का महल गिरा दिया।`,
  'was pushed out of the line': (name) => `किसी ने ${name} को धक्का देकर लाइन से बाहर कर दिया।`,
  'is blowing out birthday candles': (name) => `आज ${name} का जन्मदिन है और केक की मोमबत्तियाँ बुझाने का समय है।`,
  'is waving goodbye to a friend who is moving away': (name) => `${name} का दोस्त दूर जा रहा है, और ${name} को उसे अलविदा कहना है।`,
  'hears loud thunder in the dark': (name) => `अँधेरे में ${name} को बादलों के ज़ोर से गरजने की आवाज़ आती है।`,
  'sees a big dog barking and running at them': (name) => `एक बड़ा कुत्ता भौंकता हुआ ${name} की ओर दौड़ा आ रहा है।`,
  'had a toy grabbed away by another child': (name) => `दूसरे बच्चे ने ${name} का खिलौना छीन लिया।`,
  'has a poorly tummy and must miss the party': (name) => `${name} के पेट में दर्द है, इसलिए ${name} को पार्टी छोड़नी पड़ेगी।`,
  'opens the door and everyone shouts "Surprise!"': (name) => `${name} के दरवाज़ा खोलते ही सब ज़ोर से कहते हैं "सरप्राइज़!"`,
  'finds a rabbit in the garden where there never was one': (name) =>
    `${name} को बगीचे में एक खरगोश दिखता है, जहाँ पहले कभी कोई खरगोश नहीं था।`,
  'played outside all day and can hardly keep their eyes open': (name) => `दिन भर बाहर खेलने के बाद ${name} की आँखें बंद हुई जा रही हैं।`,
  'yawns after a long walk home': (name) => `घर तक की लंबी सैर के बाद ${name} को उबासी आ रही है।`,
  'rode a bike for the first time without help': (name) => `${name} ने पहली बार बिना किसी मदद के साइकिल चलाई।`,
  'finished a big puzzle all alone': (name) => `${name} ने एक बड़ी पहेली बिल्कुल अकेले पूरी की।`,
  'is starting at a new school tomorrow and does not know anyone': (name) =>
    `कल से ${name} का नया स्कूल शुरू हो रहा है, और वहाँ ${name} की किसी से जान-पहचान नहीं है।`,
  'cannot see their dad in the busy shop': (name) => `भीड़ वाली दुकान में ${name} को अपने पापा दिखाई नहीं दे रहे।`,
};

/** What a body part helps with (Body Parts Finder), as an infinitive ("इंद्रधनुष देखना"). */
const BODY_ACTIONS_HI: Readonly<Record<string, string>> = {
  'see a rainbow': 'इंद्रधनुष देखना',
  'look at a picture book': 'चित्रों वाली किताब देखना',
  'hear a song': 'गाना सुनना',
  'listen to a story': 'कहानी सुनना',
  'smell a flower': 'फूल सूँघना',
  'sniff fresh bread': 'ताज़ी ब्रेड की ख़ुशबू लेना',
  'eat a banana': 'केला खाना',
  'blow bubbles': 'बुलबुले उड़ाना',
  'clap along to music': 'संगीत के साथ ताली बजाना',
  'wave hello': 'किसी को देखकर हेलो का इशारा करना',
  'stand on tiptoe': 'पंजों के बल खड़े होना',
  'wiggle your toes': 'पैर की उँगलियाँ हिलाना',
  'bite an apple': 'सेब का टुकड़ा काटना',
  'chew your food': 'खाना चबाना',
  'run in the park': 'पार्क में दौड़ना',
  'jump over a puddle': 'कूदकर पानी का गड्ढा पार करना',
  'taste something sweet': 'कुछ मीठा चखना',
  'lick an ice lolly': 'बर्फ़ का गोला चाटना',
  'think of a new idea': 'कोई नई बात सोचना',
  'remember your birthday': 'अपना जन्मदिन याद रखना',
  'pump blood all around your body': 'पूरे शरीर में ख़ून पहुँचाना',
};

/** "With our eyes": each body part as the object of "का इस्तेमाल". */
const BODY_PARTS_WITH_HI: Readonly<Record<string, string>> = {
  eyes: 'अपनी आँखों',
  ears: 'अपने कानों',
  nose: 'अपनी नाक',
  mouth: 'अपने मुँह',
  hands: 'अपने हाथों',
  feet: 'अपने पैरों',
  teeth: 'अपने दाँतों',
  legs: 'अपनी टाँगों',
  tongue: 'अपनी जीभ',
  brain: 'अपने दिमाग़',
  heart: 'अपने दिल',
};

/** The oblique of an infinitive ("देखना" to "देखने"), as it stands before "के लिए" or "में". */
const oblique = (infinitive: string) => infinitive.replace(/ना$/, 'ने');

/** The things of Colour Hunt (generators/themes.ts), by their English, as they stand before "का" ("पके हुए केले का रंग"). */
const COLOURED_THINGS_HI: Readonly<Record<string, string>> = {
  'a ripe strawberry': 'पकी हुई स्ट्रॉबेरी',
  'a fire engine': 'दमकल की गाड़ी',
  'a ripe banana': 'पके हुए केले',
  'a lemon': 'नींबू',
  'the sky on a sunny day': 'धूप वाले दिन के आसमान',
  'a blueberry': 'ब्लूबेरी',
  grass: 'घास',
  'a frog': 'मेंढक',
  'a carrot': 'गाजर',
  'a pumpkin': 'कद्दू',
  snow: 'बर्फ़',
  milk: 'दूध',
  'a flamingo': 'फ़्लेमिंगो',
  'a chocolate bar': 'चॉकलेट',
  'a tree trunk': 'पेड़ के तने',
  'the night sky': 'रात के आसमान',
  'an aubergine': 'बैंगन',
  'a plum': 'आलूबुखारे',
  'an elephant': 'हाथी',
  'a rain cloud': 'बारिश वाले बादल',
};

/** What happened to the child of a Kind Choices question (generators/themes.ts), for the child named `name`. */
const KIND_SITUATIONS_HI: Readonly<Record<string, (name: string) => string>> = {
  'falls over in the park': (name) => `पार्क में दौड़ते हुए ${name} को ठोकर लगी।`,
  'has no crayons at the table': (name) => `मेज़ पर ${name} के पास क्रेयॉन नहीं हैं।`,
  'is crying at playtime': (name) => `खेल के समय ${name} की आँखों में आँसू हैं।`,
  'drops all their books': (name) => `${name} की सारी किताबें गिर गईं।`,
  'is new and standing alone': (name) => `आज स्कूल में ${name} का पहला दिन है, और ${name} के साथ कोई नहीं है।`,
  'is waiting for a turn on the swing': (name) => `झूले पर अब ${name} की बारी आनी है।`,
  'made a drawing they are proud of': (name) => `${name} ने एक चित्र बनाया है और उसे उस पर गर्व है।`,
  'cannot do up the buttons on their coat': (name) => `${name} से कोट के बटन बंद नहीं हो रहे।`,
  'lost their teddy at the playground': (name) => `खेल के मैदान में ${name} का टेडी खो गया।`,
  'is left out of a game': (name) => `एक खेल में ${name} को शामिल नहीं किया गया।`,
  'spilled their drink at lunch': (name) => `दोपहर के खाने के समय ${name} का जूस गिर गया।`,
  'is slow at finishing a puzzle': (name) => `${name} को पहेली पूरी करने में समय लग रहा है।`,
  'is being teased by other children': (name) => `दूसरे बच्चे ${name} को चिढ़ा रहे हैं।`,
  'forgot their snack on a trip': (name) => `सैर पर ${name} का नाश्ता घर पर ही छूट गया।`,
  'says sorry after bumping into someone by accident': (name) => `ग़लती से टक्कर हो जाने पर ${name} ने माफ़ी माँगी।`,
};

/** What a friend may choose to do in Kind Choices, as an infinitive ("उसे उठने में मदद करना"). */
const KIND_ACTIONS_HI: Readonly<Record<string, string>> = {
  'help them up': 'उसे उठने में मदद करना',
  'laugh at them': 'उस पर हँसना',
  'walk away': 'वहाँ से चले जाना',
  'take their ball': 'उसकी गेंद ले लेना',
  'share their crayons': 'अपने क्रेयॉन बाँटना',
  'hide their crayons': 'अपने क्रेयॉन छिपा लेना',
  'say "too bad"': 'कहना "तो क्या हुआ"',
  'take their paper': 'उसका काग़ज़ ले लेना',
  'ask "Are you OK?"': 'पूछना "तुम ठीक हो?"',
  'tell them to stop': 'उसे चुप होने को कहना',
  'point and laugh': 'उसकी ओर उँगली उठाकर हँसना',
  'run off': 'भाग जाना',
  'help pick them up': 'किताबें उठाने में मदद करना',
  'step over them': 'किताबों के ऊपर से निकल जाना',
  'kick the books': 'किताबों को लात मारना',
  'invite them to play': 'उसे साथ खेलने बुलाना',
  'whisper about them': 'उसके बारे में कानाफूसी करना',
  'turn their back': 'उसकी ओर पीठ कर लेना',
  'tell them to go away': 'उसे चले जाने को कहना',
  'say "You can go next"': 'कहना "अब तुम्हारी बारी"',
  'swing for ever': 'झूले से कभी न उतरना',
  'say "Never!"': 'कहना "कभी नहीं!"',
  'push them away': 'उसे धक्का देकर हटाना',
  'say what they like about it': 'बताना कि चित्र में क्या अच्छा लगा',
  'call it ugly': 'चित्र को बदसूरत कहना',
  'scribble on it': 'चित्र पर लकीरें खींच देना',
  'ignore them': 'उसे अनदेखा करना',
  'help them do up the buttons': 'बटन बंद करने में मदद करना',
  'hide their coat': 'उसका कोट छिपा देना',
  'help them look for it': 'टेडी ढूँढने में मदद करना',
  'keep playing': 'खेलते रहना',
  'say they are careless': 'कहना कि वह लापरवाह है',
  'hide it': 'टेडी छिपा देना',
  'ask them to join in': 'उसे खेल में शामिल होने को कहना',
  'tell others not to let them play': 'दूसरों से कहना कि उसे खेलने न दें',
  'make a face': 'मुँह बनाना',
  'play without them': 'उसके बिना खेलना',
  'help mop it up': 'पोंछने में मदद करना',
  'shout "Messy!"': 'चिल्लाना "गंदा कर दिया!"',
  'laugh with friends': 'दोस्तों के साथ हँसना',
  'move away': 'दूर हट जाना',
  'wait and cheer them on': 'रुककर उसका हौसला बढ़ाना',
  'finish it for them rudely': 'रूखेपन से उसकी पहेली ख़ुद पूरी कर देना',
  'call them slow': 'उसे सुस्त कहना',
  'knock it over': 'पहेली गिरा देना',
  'stand by them and get a grown-up': 'उसका साथ देना और किसी बड़े को बुलाना',
  'join in the teasing': 'चिढ़ाने में शामिल हो जाना',
  'watch and laugh': 'देखते रहना और हँसना',
  'tease them later': 'बाद में उसे चिढ़ाना',
  'offer to share their own snack': 'अपना नाश्ता बाँटने को कहना',
  'eat their own snack in front of them': 'उसके सामने अपना नाश्ता खाना',
  'tell everyone': 'सबको बता देना',
  'say "Not my problem"': 'कहना "मेरी बला से"',
  'say "That is OK"': 'कहना "कोई बात नहीं"',
  'bump them back': 'बदले में उसे टक्कर मारना',
  'stay angry all day': 'दिन भर नाराज़ रहना',
};

/** What a domain builds, as a parent reads it in a reason (games/game-recommender.ts DOMAIN_PHRASES). */
export const DOMAIN_PHRASES_HI: Readonly<Record<string, string>> = {
  cognitive: 'सोचने-समझने की क्षमता',
  physical: 'अपने शरीर की समझ',
  'social-emotional': 'सामाजिक और भावनात्मक कौशल',
  language: 'भाषा',
  moral: 'दया और बराबरी की भावना',
  creative: 'रचनात्मकता',
};

/** The domains' names (contracts DOMAIN_LABELS). */
export const DOMAIN_LABELS_HI: Readonly<Record<string, string>> = {
  cognitive: 'सोच-समझ',
  physical: 'शारीरिक',
  'social-emotional': 'सामाजिक-भावनात्मक',
  language: 'भाषा',
  moral: 'नैतिक',
  creative: 'रचनात्मक',
};

/** Why a game is recommended, as the recommender says it (games/game-recommender.ts). */
export type RecommendationWhy =
  | { kind: 'focus'; domain: string }
  | { kind: 'concern'; domain: string }
  | { kind: 'persona'; persona: string }
  | { kind: 'unlocked'; level: number }
  | { kind: 'new'; domain: string }
  | { kind: 'age'; domain: string };

/** A recommendation's reason in Hindi, for the child named `name`. */
export function recommendationReasonHi(why: RecommendationWhy, name: string): string {
  switch (why.kind) {
    case 'focus':
      return `${DOMAIN_PHRASES_HI[why.domain]} बढ़ाता है, इस हफ़्ते ${name} का ध्यान इसी पर है`;
    case 'concern':
      return `${DOMAIN_PHRASES_HI[why.domain]} में मदद करता है, जिस पर आपने ध्यान देने को कहा था`;
    case 'persona':
      return `${name} के लिए बढ़िया, हमारे ${PERSONA_NAMES_HI[why.persona] ?? why.persona} के लिए`;
    case 'unlocked':
      return `${name} ने लेवल ${why.level} खोल लिया है: आगे खेलने को तैयार`;
    case 'new':
      return `${name} के लिए नया: ${DOMAIN_PHRASES_HI[why.domain]} का अभ्यास (${DOMAIN_LABELS_HI[why.domain]})`;
    case 'age':
      return `${name} की उम्र के लिए सही: ${DOMAIN_PHRASES_HI[why.domain]} का अभ्यास`;
  }
}

/** The fixed sentences of the generated games (questions and hints), by their English. */
export const GAME_SENTENCES_HI: Readonly<Record<string, string>> = {
  'Touch each one as you count out loud, and count every one only once.': 'ज़ोर से गिनते हुए हर चीज़ को छुएँ, और हर एक को सिर्फ़ एक बार गिनें।',
  'Which number is the smallest?': 'सबसे छोटी संख्या कौन-सी है?',
  'Which number is the biggest?': 'सबसे बड़ी संख्या कौन-सी है?',
  'Think which number you reach last when counting up.': 'सोचें कि ऊपर की ओर गिनते हुए आप किस संख्या तक सबसे बाद में पहुँचते हैं।',
  'Compare the number of digits first, then the first digit.': 'पहले अंकों की गिनती की तुलना करें, फिर पहले अंक की।',
  'Start with the biggest coin and count on with the others.': 'सबसे बड़े सिक्के से शुरू करें और बाकी सिक्के आगे जोड़ते जाएँ।',
  'The short hand tells the hour: between two numbers, it is the smaller one (between 12 and 1, it is 12). Count the long hand in fives from the 12 for the minutes.':
    'छोटी सुई घंटा बताती है: दो संख्याओं के बीच हो तो छोटी वाली संख्या (12 और 1 के बीच हो तो 12)। मिनट के लिए बड़ी सुई को 12 से पाँच-पाँच करके गिनें।',
  'Add the minutes in steps: first up to the next full hour, then the rest.': 'मिनट हिस्सों में जोड़ें: पहले अगले पूरे घंटे तक, फिर बाकी।',
  'How much bigger is each number than the one before?': 'हर संख्या अपने से पहले वाली से कितनी बड़ी है?',
  'The numbers get smaller. By how much each time?': 'संख्याएँ छोटी होती जाती हैं। हर बार कितनी?',
  'Each number is a few times the one before it.': 'हर संख्या अपने से पहले वाली की कुछ गुना है।',
  'Compare each number with the one before: is it added to, or multiplied?': 'हर संख्या की तुलना पहले वाली से करें: उसमें जोड़ा गया है या गुणा किया गया है?',
  'Try multiplying a number by itself.': 'किसी संख्या को उसी से गुणा करके देखें।',
  'The change is not the same every time: look at every other step.': 'बदलाव हर बार एक जैसा नहीं है: एक छोड़कर एक कदम देखें।',
  'What comes next?': 'आगे क्या आएगा?',
  // First Words
  'Which one shines in the sky in the day?': 'दिन में आसमान में कौन चमकता है?',
  'Which one do we smell with?': 'हम किससे सूँघते हैं?',
  'Which one can swim?': 'कौन तैर सकता है?',
  'Which one do we kick and throw?': 'हम किसे किक मारते और फेंकते हैं?',
  'Which one do we see at night?': 'रात में हमें कौन दिखता है?',
  'Which one do we hear with?': 'हम किससे सुनते हैं?',
  'Which one falls from a tree?': 'पेड़ से क्या गिरता है?',
  'Which one do bees visit?': 'मधुमक्खियाँ किसके पास जाती हैं?',
  'Which one twinkles at night?': 'रात में कौन टिमटिमाता है?',
  'Which one do we clap with?': 'हम किससे ताली बजाते हैं?',
  'Which one do we build a tower with?': 'हम किससे मीनार बनाते हैं?',
  'Which one do we walk on?': 'हम किस पर चलते हैं?',
  'Which one brings the rain?': 'बारिश कौन लाता है?',
  'Which one do we see with?': 'हम किससे देखते हैं?',
  'Which one do we eat with?': 'हम किससे खाते हैं?',
  'Which one do we brush every day?': 'हम रोज़ किसे ब्रश करते हैं?',
  'The sun shines in the day.': 'दिन में सूरज चमकता है।',
  'We smell with our nose.': 'हम अपनी नाक से सूँघते हैं।',
  'A fish swims in the water.': 'मछली पानी में तैरती है।',
  'We kick and throw a ball.': 'हम गेंद को किक मारते और फेंकते हैं।',
  'We see the moon at night.': 'रात में हमें चाँद दिखता है।',
  'We hear with our ears.': 'हम अपने कानों से सुनते हैं।',
  'Leaves fall from trees.': 'पेड़ों से पत्ते गिरते हैं।',
  'Bees visit flowers.': 'मधुमक्खियाँ फूलों के पास जाती हैं।',
  'Stars twinkle at night.': 'रात में तारे टिमटिमाते हैं।',
  'We clap with our hands.': 'हम अपने हाथों से ताली बजाते हैं।',
  'We build towers with blocks.': 'हम ब्लॉकों से मीनार बनाते हैं।',
  'We walk on our feet.': 'हम अपने पैरों पर चलते हैं।',
  'Rain falls from clouds.': 'बादलों से बारिश होती है।',
  'We see with our eyes.': 'हम अपनी आँखों से देखते हैं।',
  'We eat with our mouth.': 'हम अपने मुँह से खाते हैं।',
  'We brush our teeth every day.': 'हम रोज़ अपने दाँत ब्रश करते हैं।',
  'Say the word, then look at each picture in turn.': 'शब्द बोलिए, फिर एक-एक करके हर चित्र देखिए।',
  'Imagine it happened to you. What would your face look like?': 'सोचिए, अगर यह आपके साथ होता तो आपका चेहरा कैसा दिखता?',
  'Which picture is missing?': 'कौन-सा चित्र गायब है?',
};

/** An English sentence pattern of a generated game and its Hindi; undefined where a part has no Hindi. */
export interface GameSentenceRule {
  english: RegExp;
  hindi: (parts: string[]) => string | undefined;
}

/** A noun in Hindi, singular for 1, else plural. */
const counted = (count: string, name: string) => {
  const noun = OBJECTS_HI[name.replace(/s$/, '')] ?? OBJECTS_HI[name];
  return noun ? `${count} ${count === '1' ? noun.one : noun.many}` : undefined;
};
/** The plural of a thing ("balls"), with its "how many". */
const howMany = (plural: string) => {
  const noun = OBJECTS_HI[plural.replace(/s$/, '')];
  return noun ? `${noun.feminine ? 'कितनी' : 'कितने'} ${noun.many}` : undefined;
};
/** Things named in a list ("leaf, star"), each in Hindi. */
const things = (list: string) => {
  const names = list.split(', ').map((name) => OBJECTS_HI[name]?.one);
  return names.every((name) => name !== undefined) ? names.join(', ') : undefined;
};
/** Hindi when every part is there, else undefined. */
const all = (parts: (string | undefined)[], make: (parts: string[]) => string) =>
  parts.every((part) => part !== undefined) ? make(parts as string[]) : undefined;

/** The sentence patterns of the generated games (games/content/generators), in the order tried. */
export const GAME_SENTENCE_RULES_HI: readonly GameSentenceRule[] = [
  // Counting Garden
  { english: /^How many (\w+) are there\?$/, hindi: ([things]) => all([howMany(things)], ([what]) => `${what} हैं?`) },
  {
    english: /^There (?:is|are) (\d+) (\w+)\.$/,
    hindi: ([count, name]) => all([counted(count, name)], ([what]) => `${what} ${count === '1' ? 'है' : 'हैं'}।`),
  },
  // Addition, subtraction, times tables, fractions
  { english: /^What is (\d+) ([+−×]) (\d+)\?$/, hindi: ([a, sign, b]) => `${a} ${sign} ${b} कितना होता है?` },
  { english: /^(\d+) \+ (\d+) = (\d+)\.$/, hindi: ([a, b, sum]) => `${a} + ${b} = ${sum}।` },
  {
    english: /^Count the (\w+), then count on with the (\w+)\.$/,
    hindi: ([first, second]) =>
      all([OBJECTS_HI[first.replace(/s$/, '')]?.many, OBJECTS_HI[second.replace(/s$/, '')]?.many], ([a, b]) => `पहले ${a} गिनें, फिर ${b} आगे गिनते जाएँ।`),
  },
  { english: /^Start at (\d+) and count on (\d+) more\.$/, hindi: ([start, more]) => `${start} से शुरू करें और ${more} आगे गिनें।` },
  {
    english: /^(\d+) − (\d+) = (\d+), because (\d+) \+ (\d+) = (\d+)\.$/,
    hindi: ([a, b, c, d, e, f]) => `${a} − ${b} = ${c}, क्योंकि ${d} + ${e} = ${f}।`,
  },
  {
    english: /^Start at (\d+) and count back (\d+), or ask: what plus (\d+) makes (\d+)\?$/,
    hindi: ([start, back, plus, makes]) => `${start} से शुरू करके ${back} पीछे गिनें, या सोचें: किसमें ${plus} जोड़ने पर ${makes} बनता है?`,
  },
  {
    english: /^(\d+) × (\d+) = (\d+): (\d+) groups of (\d+)\.$/,
    hindi: ([a, b, product, groups, size]) => `${a} × ${b} = ${product}: ${groups} समूह, हर एक में ${size}।`,
  },
  { english: /^Count in (\d+)s, (\d+) times\.$/, hindi: ([step, times]) => `${step}-${step} करके ${times} बार गिनें।` },
  // Bigger or Smaller
  {
    english: /^(\d+) is the (smallest|biggest) of ([\d, ]+)\.$/,
    hindi: ([number, which, list]) => `${list} में सबसे ${which === 'smallest' ? 'छोटी' : 'बड़ी'} संख्या ${number} है।`,
  },
  // Sharing Sweets
  {
    english: /^Share (\d+) sweets equally between (\d+) friends\. How many does each friend get\?$/,
    hindi: ([sweets, friends]) => `${sweets} मिठाइयाँ ${friends} दोस्तों में बराबर बाँटें। हर दोस्त को कितनी मिलेंगी?`,
  },
  {
    english: /^(\d+) ÷ (\d+) = (\d+), because (\d+) × (\d+) = (\d+)\.$/,
    hindi: ([a, b, c, d, e, f]) => `${a} ÷ ${b} = ${c}, क्योंकि ${d} × ${e} = ${f}।`,
  },
  { english: /^Which number times (\d+) makes (\d+)\?$/, hindi: ([by, makes]) => `किस संख्या को ${by} से गुणा करने पर ${makes} बनता है?` },
  // Fraction Feast
  { english: /^What is (\d+)\/(\d+) of (\d+)\?$/, hindi: ([top, bottom, whole]) => `${whole} का ${top}/${bottom} कितना होता है?` },
  {
    english: /^(\d+) ÷ (\d+) = (\d+), and (\d+) × (\d+) = (\d+)\.$/,
    hindi: ([a, b, c, d, e, f]) => `${a} ÷ ${b} = ${c}, और ${d} × ${e} = ${f}।`,
  },
  {
    english: /^First split (\d+) into (\d+) equal parts, then take (\d+) of them\.$/,
    hindi: ([whole, parts, take]) => `पहले ${whole} के ${parts} बराबर हिस्से करें, फिर उनमें से ${take} लें।`,
  },
  // Coin Counter
  {
    english: /^You have these coins: ([₹\d, ]+)\. How many rupees is that altogether\?$/,
    hindi: ([coins]) => `आपके पास ये सिक्के हैं: ${coins}। कुल मिलाकर कितने रुपये हुए?`,
  },
  { english: /^([\d+ ]+) = (\d+) rupees\.$/, hindi: ([sum, total]) => `${sum} = ${total} रुपये।` },
  // Clock Quest
  {
    english: /^The short hand points at (\d+) and the long hand points at (\d+)\. What time is it\?$/,
    hindi: ([short, long]) => `छोटी सुई ${short} पर है और बड़ी सुई ${long} पर। कितने बजे हैं?`,
  },
  {
    english: /^The short hand is between (\d+) and (\d+) and the long hand points at (\d+)\. What time is it\?$/,
    hindi: ([from, to, long]) => `छोटी सुई ${from} और ${to} के बीच है और बड़ी सुई ${long} पर। कितने बजे हैं?`,
  },
  {
    english: /^It is (\d+:\d+)\. What time will it be in (\d+) minutes\?$/,
    hindi: ([time, minutes]) => `अभी ${time} बजे हैं। ${minutes} मिनट बाद कितने बजेंगे?`,
  },
  {
    english: /^The short hand shows the hour \((\d+)\) and the long hand at (\d+) means o'clock\. It is (\d+:\d+)\.$/,
    hindi: ([hour, long, time]) => `छोटी सुई घंटा बताती है (${hour}), और बड़ी सुई ${long} पर होने का मतलब है पूरा घंटा। अभी ${time} बजे हैं।`,
  },
  {
    english:
      /^The short hand has passed (\d+) but not yet reached (\d+), so the hour is (\d+); the long hand at (\d+) means (\d+) minutes past\. It is (\d+:\d+)\.$/,
    hindi: ([passed, next, hour, long, minutes, time]) =>
      `छोटी सुई ${passed} से आगे निकल गई है पर ${next} तक नहीं पहुँची, इसलिए घंटा ${hour} है; बड़ी सुई ${long} पर होने का मतलब है ${minutes} मिनट ऊपर। अभी ${time} बजे हैं।`,
  },
  { english: /^(\d+:\d+) plus (\d+) minutes is (\d+:\d+)\.$/, hindi: ([from, minutes, to]) => `${from} में ${minutes} मिनट जोड़ने पर ${to} बजते हैं।` },
  // Number Detective
  {
    english: /^What number comes next\? ([\d, ]+), ___$/,
    hindi: ([list]) => `आगे कौन-सी संख्या आएगी? ${list}, ___`,
  },
  {
    english: /^The rule is: (.+)\. So the next number is (\d+)\.$/,
    hindi: ([rule, next]) => all([sequenceRule(rule)], ([said]) => `नियम है: ${said}। इसलिए अगली संख्या ${next} है।`),
  },
  // Pattern Parade
  {
    english: /^The pattern repeats: ([a-z, ]+)\. So the answer is ([a-z]+)\.$/,
    hindi: ([list, answer]) => all([things(list), OBJECTS_HI[answer]?.one], ([said, word]) => `पैटर्न दोहराता है: ${said}। इसलिए जवाब है ${word}।`),
  },
  {
    english: /^Find the part that repeats\. It is (\d+) pictures long\.$/,
    hindi: ([length]) => `वह हिस्सा ढूँढें जो दोहराता है। वह ${length} चित्रों का है।`,
  },
  // First Words
  {
    english: /^Where (is|are) the (\w+)\?$/,
    hindi: ([verb, thing]) => all([OBJECTS_HI[thing]?.one ?? PICTURE_WORDS_HI[thing]], ([what]) => `${what} कहाँ ${verb === 'is' ? 'है' : 'हैं'}?`),
  },
  {
    english: /^Here (is|are) the (\w+)\.$/,
    hindi: ([verb, thing]) => all([OBJECTS_HI[thing]?.one ?? PICTURE_WORDS_HI[thing]], ([what]) => `${what} यहाँ ${verb === 'is' ? 'है' : 'हैं'}।`),
  },
  {
    english: /^Which one is (\w+)\?$/,
    hindi: ([colour]) => all([PICTURE_WORDS_HI[colour]], ([said]) => `कौन-सा ${said} है?`),
  },
  {
    english: /^This one is (\w+)\.$/,
    hindi: ([colour]) => all([PICTURE_WORDS_HI[colour]], ([said]) => `यह वाला ${said} है।`),
  },
  // Kind Choices
  {
    english: /^(\w+) (.+)\. (\w+) chooses to (.+)\. Is that kind\?$/,
    hindi: ([name, situation, friend, action]) =>
      all(
        [KIND_SITUATIONS_HI[situation]?.(name), KIND_ACTIONS_HI[action]],
        ([happened, chosen]) => `${happened} ${friend} का फ़ैसला: ${chosen}। क्या यह दया भरा है?`,
      ),
  },
  {
    english: /^To (.+) is kind: it shows (\w+) that someone cares\.$/,
    hindi: ([action, name]) =>
      all([KIND_ACTIONS_HI[action]], ([chosen]) => `${chosen} दया भरा काम है: इससे ${name} को पता चलता है कि किसी को उसकी परवाह है।`),
  },
  {
    english: /^To (.+) is unkind\. A kind choice would be to (.+)\.$/,
    hindi: ([action, kind]) =>
      all(
        [KIND_ACTIONS_HI[action], KIND_ACTIONS_HI[kind]],
        ([chosen, better]) => `${chosen} दया भरा काम नहीं है। दया भरा फ़ैसला होता: ${better}।`,
      ),
  },
  {
    english: /^How would you feel if you were (\w+)\? What would you want someone to do\?$/,
    hindi: ([name]) => `अगर आप ${name} की जगह होते तो आपको कैसा लगता? आप चाहते कि कोई क्या करे?`,
  },
  // Fair or Not
  {
    english: /^(\w+) (.+)\. What is the fair thing to do\?$/,
    hindi: ([name, situation]) => all([FAIR_SITUATIONS_HI[situation]?.(name)], ([happened]) => `${happened} सबके लिए ठीक काम क्या है?`),
  },
  {
    english: /^To (.+) is fair: everyone gets a real chance\.$/,
    hindi: ([choice]) => all([FAIR_CHOICES_HI[choice]], ([chosen]) => `${chosen} ठीक है: इससे सबको सच्चा मौका मिलता है।`),
  },
  // Feeling Faces
  {
    english: /^(\w+) (.+)\. How does \1 feel\?$/,
    hindi: ([name, situation]) => all([FEELING_SITUATIONS_HI[situation]?.(name)], ([said]) => `${said} ${name} को कैसा लग रहा है?`),
  },
  {
    english: /^(\w+) feels (\w+)\. It is OK to feel \2; we can tell someone how we feel\.$/,
    hindi: ([name, feeling]) =>
      all(
        [FEELING_CLAUSES_HI[feeling]],
        ([clause]) => `${name} ${clause}। ऐसा महसूस करना ठीक है; हम किसी को बता सकते हैं कि हमें कैसा लग रहा है।`,
      ),
  },
  // Body Parts Finder
  {
    english: /^Which body part helps you (.+)\?$/,
    hindi: ([action]) => all([BODY_ACTIONS_HI[action]], ([doing]) => `${oblique(doing)} में शरीर का कौन-सा अंग मदद करता है?`),
  },
  {
    english: /^(\w+) wants to (.+)\. Which body part helps\?$/,
    hindi: ([name, action]) => all([BODY_ACTIONS_HI[action]], ([doing]) => `${name} को ${doing} है। शरीर का कौन-सा अंग मदद करेगा?`),
  },
  {
    english: /^We use our (\w+) to (.+)\.$/,
    hindi: ([part, action]) =>
      all([BODY_PARTS_WITH_HI[part], BODY_ACTIONS_HI[action]], ([with_, doing]) => `${oblique(doing)} के लिए हम ${with_} का इस्तेमाल करते हैं।`),
  },
  {
    english: /^Try it: pretend to (.+)\. Which part of you moves or works\?$/,
    hindi: ([action]) =>
      all([BODY_ACTIONS_HI[action]], ([doing]) => `करके देखिए: ${oblique(doing)} का नाटक कीजिए। आपके शरीर का कौन-सा हिस्सा हिलता या काम करता है?`),
  },
  // Colour Hunt
  {
    english: /^What colour is (.+)\?$/,
    hindi: ([thing]) => all([COLOURED_THINGS_HI[thing]], ([what]) => `${what} का रंग क्या होता है?`),
  },
  {
    english: /^(\w+) is drawing (.+)\. Which colour should \1 use\?$/,
    hindi: ([name, thing]) =>
      all([COLOURED_THINGS_HI[thing]], ([what]) => `${name} को ${what} का चित्र बनाना है। ${name} को कौन-सा रंग लेना चाहिए?`),
  },
  {
    english: /^(.+) is (\w+)\.$/,
    hindi: ([thing, colour]) =>
      all(
        [COLOURED_THINGS_HI[thing[0].toLowerCase() + thing.slice(1)], PICTURE_WORDS_HI[colour]],
        ([what, said]) => `${what} का रंग ${said} होता है।`,
      ),
  },
  {
    english: /^Picture (.+) in your mind\. What colour do you see\?$/,
    hindi: ([thing]) => all([COLOURED_THINGS_HI[thing]], ([what]) => `मन में ${what} की तस्वीर बनाइए। आपको कौन-सा रंग दिखता है?`),
  },
];

/** A Number Detective rule ("add 2 each time") in Hindi. */
function sequenceRule(rule: string): string | undefined {
  const patterns: [RegExp, (parts: string[]) => string][] = [
    [/^add (\d+) each time$/, ([n]) => `हर बार ${n} जोड़ें`],
    [/^subtract (\d+) each time$/, ([n]) => `हर बार ${n} घटाएँ`],
    [/^multiply by (\d+) each time$/, ([n]) => `हर बार ${n} से गुणा करें`],
    [/^double the number each time$/, () => 'हर बार संख्या को दुगना करें'],
    [/^these are square numbers: (\d+×\d+), (\d+×\d+), and so on$/, ([a, b]) => `ये वर्ग संख्याएँ हैं: ${a}, ${b}, और इसी तरह आगे`],
    [/^add (\d+), then subtract (\d+), again and again$/, ([a, b]) => `${a} जोड़ें, फिर ${b} घटाएँ, बार-बार`],
  ];
  for (const [pattern, make] of patterns) {
    const match = pattern.exec(rule);
    if (match) return make(match.slice(1));
  }
  return undefined;
}
