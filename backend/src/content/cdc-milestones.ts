import type { ChecklistContent, MilestoneItemContent } from './milestone-content';

/** Attribution required with every CDC checklist we show. */
export const CDC_ATTRIBUTION = 'Source: CDC, Learn the Signs. Act Early.';

/**
 * The CDC's non-endorsement statement for reused materials, plus its note that a milestone
 * checklist is not a screening tool.
 */
export const CDC_DISCLAIMER =
  'Milestone checklists are adapted from the CDC\u2019s \u201cLearn the Signs. Act Early.\u201d program (www.cdc.gov/ActEarly), ' +
  'where they are available at no cost. Use of these materials does not imply endorsement of this product by the U.S. ' +
  'Government, the Department of Health and Human Services, or the Centers for Disease Control and Prevention. ' +
  'A milestone checklist is not a substitute for a standardized, validated developmental screening tool.';

type CdcSection = 'Social/Emotional' | 'Language/Communication' | 'Cognitive' | 'Movement/Physical Development';

function cdc(months: number, section: CdcSection, texts: string[], note?: string): MilestoneItemContent[] {
  const age = months < 24 || months === 30 ? `${months} months` : `${months / 12} years`;
  return texts.map((text) => ({
    text,
    source: `${CDC_ATTRIBUTION} Milestone checklist (2022), ${age}: ${section}${note ? ` (${note})` : ''}`,
  }));
}

function checklist(months: number, items: ChecklistContent['items']): ChecklistContent {
  const age = months < 24 || months === 30 ? `${months} months` : `${months / 12} years`;
  return {
    key: `cdc-${months}m`,
    ageMonths: months,
    title: `Milestones at ${age}`,
    source: CDC_ATTRIBUTION,
    disclaimer: CDC_DISCLAIMER,
    items,
  };
}

const MORAL_NOTE = 'mapped to our moral domain: rules, helping and care for others';

/**
 * The CDC's 2022 milestone checklists (Zubler et al., Pediatrics 2022), transcribed for the
 * 12 ages from 2 months to 5 years. The CDC's four sections map to our domains: Social/Emotional
 * to social-emotional, Language/Communication to language, Cognitive to cognitive,
 * Movement/Physical Development to physical. From 4 years, the Social/Emotional items about
 * following rules, helping and caring for others are placed in our moral domain (their CDC
 * section stays in the source); younger checklists have no moral items, so that domain is not
 * scored for them. Domains with a single CDC item (e.g. social-emotional at 12 and 60 months)
 * are scored once that item is answered (domainScore).
 */
export const CDC_CHECKLISTS: ChecklistContent[] = [
  checklist(2, {
    'social-emotional': cdc(2, 'Social/Emotional', [
      'Calms down when spoken to or picked up',
      'Looks at your face',
      'Seems happy to see you when you walk up to them',
      'Smiles when you talk to or smile at them',
    ]),
    language: cdc(2, 'Language/Communication', ['Makes sounds other than crying', 'Reacts to loud sounds']),
    cognitive: cdc(2, 'Cognitive', ['Watches you as you move', 'Looks at a toy for several seconds']),
    physical: cdc(2, 'Movement/Physical Development', [
      'Holds head up when on tummy',
      'Moves both arms and both legs',
      'Opens hands briefly',
    ]),
  }),
  checklist(4, {
    'social-emotional': cdc(4, 'Social/Emotional', [
      'Smiles on their own to get your attention',
      'Chuckles (not yet a full laugh) when you try to make them laugh',
      'Looks at you, moves, or makes sounds to get or keep your attention',
    ]),
    language: cdc(4, 'Language/Communication', [
      'Makes sounds like \u201coooo\u201d, \u201caahh\u201d (cooing)',
      'Makes sounds back when you talk to them',
      'Turns head towards the sound of your voice',
    ]),
    cognitive: cdc(4, 'Cognitive', [
      'If hungry, opens mouth when they see breast or bottle',
      'Looks at their hands with interest',
    ]),
    physical: cdc(4, 'Movement/Physical Development', [
      'Holds head steady without support when you are holding them',
      'Holds a toy when you put it in their hand',
      'Uses their arm to swing at toys',
      'Brings hands to mouth',
      'Pushes up onto elbows/forearms when on tummy',
    ]),
  }),
  checklist(6, {
    'social-emotional': cdc(6, 'Social/Emotional', [
      'Knows familiar people',
      'Likes to look at themselves in a mirror',
      'Laughs',
    ]),
    language: cdc(6, 'Language/Communication', [
      'Takes turns making sounds with you',
      'Blows \u201craspberries\u201d (sticks tongue out and blows)',
      'Makes squealing noises',
    ]),
    cognitive: cdc(6, 'Cognitive', [
      'Puts things in their mouth to explore them',
      'Reaches to grab a toy they want',
      'Closes lips to show they don\u2019t want more food',
    ]),
    physical: cdc(6, 'Movement/Physical Development', [
      'Rolls from tummy to back',
      'Pushes up with straight arms when on tummy',
      'Leans on hands to support themselves when sitting',
    ]),
  }),
  checklist(9, {
    'social-emotional': cdc(9, 'Social/Emotional', [
      'Is shy, clingy, or fearful around strangers',
      'Shows several facial expressions, like happy, sad, angry, and surprised',
      'Looks when you call their name',
      'Reacts when you leave (looks, reaches for you, or cries)',
      'Smiles or laughs when you play peek-a-boo',
    ]),
    language: cdc(9, 'Language/Communication', [
      'Makes a lot of different sounds like \u201cmamamama\u201d and \u201cbabababa\u201d',
      'Lifts arms up to be picked up',
    ]),
    cognitive: cdc(9, 'Cognitive', [
      'Looks for objects when dropped out of sight (like their spoon or toy)',
      'Bangs two things together',
    ]),
    physical: cdc(9, 'Movement/Physical Development', [
      'Gets to a sitting position by themselves',
      'Moves things from one hand to the other hand',
      'Uses fingers to \u201crake\u201d food towards themselves',
      'Sits without support',
    ]),
  }),
  checklist(12, {
    'social-emotional': cdc(12, 'Social/Emotional', ['Plays games with you, like pat-a-cake']),
    language: cdc(12, 'Language/Communication', [
      'Waves \u201cbye-bye\u201d',
      'Calls a parent \u201cmama\u201d or \u201cdada\u201d or another special name',
      'Understands \u201cno\u201d (pauses briefly or stops when you say it)',
    ]),
    cognitive: cdc(12, 'Cognitive', [
      'Puts something in a container, like a block in a cup',
      'Looks for things they see you hide, like a toy under a blanket',
    ]),
    physical: cdc(12, 'Movement/Physical Development', [
      'Pulls up to stand',
      'Walks, holding on to furniture',
      'Drinks from a cup without a lid, as you hold it',
      'Picks things up between thumb and pointer finger, like small bits of food',
    ]),
  }),
  checklist(15, {
    'social-emotional': cdc(15, 'Social/Emotional', [
      'Copies other children while playing, like taking toys out of a container when another child does',
      'Shows you an object they like',
      'Claps when excited',
      'Hugs a stuffed doll or other toy',
      'Shows you affection (hugs, cuddles, or kisses you)',
    ]),
    language: cdc(15, 'Language/Communication', [
      'Tries to say one or two words besides \u201cmama\u201d or \u201cdada,\u201d like \u201cba\u201d for ball or \u201cda\u201d for dog',
      'Looks at a familiar object when you name it',
      'Follows directions given with both a gesture and words, like giving you a toy when you hold out your hand and say \u201cGive me the toy\u201d',
      'Points to ask for something or to get help',
    ]),
    cognitive: cdc(15, 'Cognitive', [
      'Tries to use things the right way, like a phone, cup, or book',
      'Stacks at least two small objects, like blocks',
    ]),
    physical: cdc(15, 'Movement/Physical Development', [
      'Takes a few steps on their own',
      'Uses fingers to feed themselves some food',
    ]),
  }),
  checklist(18, {
    'social-emotional': cdc(18, 'Social/Emotional', [
      'Moves away from you, but looks to make sure you are close by',
      'Points to show you something interesting',
      'Puts hands out for you to wash them',
      'Looks at a few pages in a book with you',
      'Helps you dress them by pushing an arm through a sleeve or lifting up a foot',
    ]),
    language: cdc(18, 'Language/Communication', [
      'Tries to say three or more words besides \u201cmama\u201d or \u201cdada\u201d',
      'Follows one-step directions without any gestures, like giving you the toy when you say \u201cGive it to me\u201d',
    ]),
    cognitive: cdc(18, 'Cognitive', [
      'Copies you doing chores, like sweeping with a broom',
      'Plays with toys in a simple way, like pushing a toy car',
    ]),
    physical: cdc(18, 'Movement/Physical Development', [
      'Walks without holding on to anyone or anything',
      'Scribbles',
      'Drinks from a cup without a lid and may spill sometimes',
      'Feeds themselves with their fingers',
      'Tries to use a spoon',
      'Climbs on and off a couch or chair without help',
    ]),
  }),
  checklist(24, {
    'social-emotional': cdc(24, 'Social/Emotional', [
      'Notices when others are hurt or upset, like pausing or looking sad when someone is crying',
      'Looks at your face to see how to react in a new situation',
    ]),
    language: cdc(24, 'Language/Communication', [
      'Points to things in a book when you ask, like \u201cWhere is the bear?\u201d',
      'Says at least two words together, like \u201cMore milk\u201d',
      'Points to at least two body parts when you ask them to show you',
      'Uses more gestures than just waving and pointing, like blowing a kiss or nodding yes',
    ]),
    cognitive: cdc(24, 'Cognitive', [
      'Holds something in one hand while using the other hand, like holding a container and taking the lid off',
      'Tries to use switches, knobs, or buttons on a toy',
      'Plays with more than one toy at the same time, like putting toy food on a toy plate',
    ]),
    physical: cdc(24, 'Movement/Physical Development', [
      'Kicks a ball',
      'Runs',
      'Walks (not climbs) up a few stairs with or without help',
      'Eats with a spoon',
    ]),
  }),
  checklist(30, {
    'social-emotional': cdc(30, 'Social/Emotional', [
      'Plays next to other children and sometimes plays with them',
      'Shows you what they can do by saying \u201cLook at me!\u201d',
      'Follows simple routines when told, like helping to pick up toys when you say \u201cIt\u2019s clean-up time\u201d',
    ]),
    language: cdc(30, 'Language/Communication', [
      'Says about 50 words',
      'Says two or more words together, with one action word, like \u201cDoggie run\u201d',
      'Names things in a book when you point and ask \u201cWhat is this?\u201d',
      'Says words like \u201cI,\u201d \u201cme,\u201d or \u201cwe\u201d',
    ]),
    cognitive: cdc(30, 'Cognitive', [
      'Uses things to pretend, like feeding a block to a doll as if it were food',
      'Shows simple problem-solving skills, like standing on a small stool to reach something',
      'Follows two-step instructions like \u201cPut the toy down and close the door\u201d',
      'Shows they know at least one colour, like pointing to a red crayon when you ask \u201cWhich one is red?\u201d',
    ]),
    physical: cdc(30, 'Movement/Physical Development', [
      'Uses hands to twist things, like turning doorknobs or unscrewing lids',
      'Takes some clothes off by themselves, like loose pants or an open jacket',
      'Jumps off the ground with both feet',
      'Turns book pages, one at a time, when you read to them',
    ]),
  }),
  checklist(36, {
    'social-emotional': cdc(36, 'Social/Emotional', [
      'Calms down within 10 minutes after you leave them, like at a childcare drop-off',
      'Notices other children and joins them to play',
    ]),
    language: cdc(36, 'Language/Communication', [
      'Talks with you in conversation using at least two back-and-forth exchanges',
      'Asks \u201cwho,\u201d \u201cwhat,\u201d \u201cwhere,\u201d or \u201cwhy\u201d questions, like \u201cWhere is mummy/daddy?\u201d',
      'Says what action is happening in a picture or book when asked, like \u201crunning,\u201d \u201ceating,\u201d or \u201cplaying\u201d',
      'Says their first name, when asked',
      'Talks well enough for others to understand, most of the time',
    ]),
    cognitive: cdc(36, 'Cognitive', [
      'Draws a circle, when you show them how',
      'Avoids touching hot objects, like a stove, when you warn them',
    ]),
    physical: cdc(36, 'Movement/Physical Development', [
      'Strings items together, like large beads or macaroni',
      'Puts on some clothes by themselves, like loose pants or a jacket',
      'Uses a fork',
    ]),
  }),
  checklist(48, {
    'social-emotional': cdc(48, 'Social/Emotional', [
      'Pretends to be something else during play (teacher, superhero, dog)',
      'Asks to go play with children if none are around, like \u201cCan I play with Alex?\u201d',
      'Avoids danger, like not jumping from tall heights at the playground',
    ]),
    moral: cdc(48, 'Social/Emotional', [
      'Comforts others who are hurt or sad, like hugging a crying friend',
      'Likes to be a \u201chelper\u201d',
      'Changes behaviour based on where they are (place of worship, library, playground)',
    ], MORAL_NOTE),
    language: cdc(48, 'Language/Communication', [
      'Says sentences with four or more words',
      'Says some words from a song, story, or nursery rhyme',
      'Talks about at least one thing that happened during their day, like \u201cI played soccer\u201d',
      'Answers simple questions like \u201cWhat is a coat for?\u201d or \u201cWhat is a crayon for?\u201d',
    ]),
    cognitive: cdc(48, 'Cognitive', [
      'Names a few colours of items',
      'Tells what comes next in a well-known story',
      'Draws a person with three or more body parts',
    ]),
    physical: cdc(48, 'Movement/Physical Development', [
      'Catches a large ball most of the time',
      'Serves themselves food or pours water, with adult supervision',
      'Unbuttons some buttons',
      'Holds a crayon or pencil between fingers and thumb (not a fist)',
    ]),
  }),
  checklist(60, {
    'social-emotional': cdc(60, 'Social/Emotional', ['Sings, dances, or acts for you']),
    moral: cdc(60, 'Social/Emotional', [
      'Follows rules or takes turns when playing games with other children',
      'Does simple chores at home, like matching socks or clearing the table after eating',
    ], MORAL_NOTE),
    language: cdc(60, 'Language/Communication', [
      'Tells a story they heard or made up with at least two events, like a cat stuck in a tree and a firefighter saving it',
      'Answers simple questions about a book or story after you read or tell it to them',
      'Keeps a conversation going with more than three back-and-forth exchanges',
      'Uses or recognizes simple rhymes (bat-cat, ball-tall)',
    ]),
    cognitive: cdc(60, 'Cognitive', [
      'Counts to 10',
      'Names some numbers between 1 and 5 when you point to them',
      'Uses words about time, like \u201cyesterday,\u201d \u201ctomorrow,\u201d \u201cmorning,\u201d or \u201cnight\u201d',
      'Pays attention for 5 to 10 minutes during activities, like story time or arts and crafts (screen time does not count)',
      'Writes some letters in their name',
      'Names some letters when you point to them',
    ]),
    physical: cdc(60, 'Movement/Physical Development', ['Buttons some buttons', 'Hops on one foot']),
  }),
];
