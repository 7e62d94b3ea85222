import type { ChecklistContent, MilestoneItemContent } from './milestone-content';

/** Attribution of the product-written school-age checklists. */
export const SCHOOL_AGE_SOURCE =
  'Written for Flourishly, built on public frameworks: CASEL\u2019s five SEL competencies, U.S. grade-level expectations (Common Core State Standards), SHAPE America\u2019s grade-level outcomes for physical education, and the WHO and U.S. physical activity guidelines.';

export const SCHOOL_AGE_DISCLAIMER =
  'School-age checklists are written for Flourishly from public frameworks; no framework author endorses them. They describe what many children of this age do, are not a screening or diagnostic tool, and do not replace a conversation with your child\u2019s doctor or teacher.';

const CASEL = (competency: string) => `CASEL SEL framework: ${competency}`;
type Grade = 'K' | 1 | 2 | 3 | 4 | 5 | 6;
/** A Common Core State Standard by its code (e.g. 1.NBT.B.2 or RL.2.1) and the grade it belongs to. */
const CCSS = (grade: Grade, code: string, topic: string) =>
  `Grade-level expectations (Common Core State Standards), end of ${grade === 'K' ? 'kindergarten' : `grade ${grade}`}: ${code} (${topic})`;
/** Motor skills as defined by SHAPE America's grade-level outcomes for physical education. */
const MOTOR = (grade: Grade, outcome: string) =>
  `SHAPE America Grade-Level Outcomes for K-12 Physical Education (2014), Standard 1, ${grade === 'K' ? 'kindergarten' : `grade ${grade}`}: ${outcome}`;
/** Activity habits commonly observed at this age, as the activity guidelines recommend them. */
const ACTIVITY = (guideline: string) => `Physical activity guidelines: ${guideline}`;

const item = (text: string, source: string): MilestoneItemContent => ({ text, source });

function schoolAge(years: number, items: ChecklistContent['items']): ChecklistContent {
  return {
    key: `school-${years}y`,
    ageMonths: years * 12,
    title: `Milestones at ${years} years`,
    source: SCHOOL_AGE_SOURCE,
    disclaimer: SCHOOL_AGE_DISCLAIMER,
    items,
  };
}

const WHO_60 = ACTIVITY('WHO 2020, 60 minutes a day of moderate-to-vigorous activity for ages 5-17');
const HHS_BONE = ACTIVITY('U.S. HHS 2018, muscle- and bone-strengthening activity 3 days a week');

/**
 * School-age checklists for 6 to 12 years (ages the CDC's checklists do not cover), three items
 * per domain. An age-N list holds what most children of that age already do: school skills from
 * the end of the grade a child of N has finished (grade N-6; kindergarten at 6), motor skills from
 * SHAPE America's grade-level outcomes, habits from the activity guidelines and social, emotional
 * and moral skills from CASEL. Item keys are positional (`school-8y-cognitive-1`) and stay stable.
 */
export const SCHOOL_AGE_CHECKLISTS: ChecklistContent[] = [
  schoolAge(6, {
    cognitive: [
      item('Counts to 100 by ones and by tens', CCSS('K', 'K.CC.A.1', 'count to 100')),
      item('Adds and subtracts within 5 quickly, without counting every object', CCSS('K', 'K.OA.A.5', 'fluency within 5')),
      item('Sorts objects into groups, counts each group and says which has more', CCSS('K', 'K.MD.B.3', 'classify and count')),
    ],
    language: [
      item('Reads common sight words such as the, is, you and my', CCSS('K', 'RF.K.3c', 'high-frequency words')),
      item('Retells a familiar story with its key details', CCSS('K', 'RL.K.2', 'retell stories')),
      item('Writes a simple sentence that starts with a capital letter', CCSS('K', 'L.K.2a', 'capitalisation')),
    ],
    'social-emotional': [
      item('Names basic feelings in themselves (happy, sad, angry, scared)', CASEL('self-awareness')),
      item('Waits their turn in a group game most of the time', CASEL('self-management')),
      item('Plays cooperatively with at least one other child', CASEL('relationship skills')),
    ],
    physical: [
      item('Hops, gallops, runs and slides while keeping their balance', MOTOR('K', 'locomotor skills')),
      item('Catches a large ball tossed gently by an adult', MOTOR('K', 'catching')),
      item('Is physically active for about an hour on most days', WHO_60),
    ],
    moral: [
      item('Says sorry and tries to make things right after hurting someone', CASEL('responsible decision-making')),
      item('Tells the truth about a mistake most of the time', CASEL('responsible decision-making')),
      item('Shares materials when asked without a fuss', CASEL('relationship skills')),
    ],
  }),
  schoolAge(7, {
    cognitive: [
      item('Adds and subtracts within 20, and within 10 without counting on fingers', CCSS(1, '1.OA.C.6', 'add and subtract within 20')),
      item('Tells time to the hour and half hour on a clock with hands', CCSS(1, '1.MD.B.3', 'tell time')),
      item('Understands a two-digit number as tens and ones (34 is 3 tens and 4 ones)', CCSS(1, '1.NBT.B.2', 'tens and ones')),
    ],
    language: [
      item('Reads short books aloud accurately, with few mistakes', CCSS(1, 'RF.1.4', 'fluency')),
      item('Retells a story with key details and says what it teaches', CCSS(1, 'RL.1.2', 'retell stories and their lesson')),
      item('Writes a sentence that ends with a full stop, question mark or exclamation mark', CCSS(1, 'L.1.2b', 'end punctuation')),
    ],
    'social-emotional': [
      item('Explains why they feel the way they do', CASEL('self-awareness')),
      item('Uses a calming strategy (deep breaths, asking for space) when upset', CASEL('self-management')),
      item('Notices when a friend is left out and includes them', CASEL('social awareness')),
    ],
    physical: [
      item('Hops, gallops, jogs and slides smoothly', MOTOR(1, 'locomotor skills')),
      item('Catches a soft ball tossed by an adult', MOTOR(1, 'catching')),
      item('Does running, jumping or climbing play most days', WHO_60),
    ],
    moral: [
      item('Follows agreed rules in games even when losing', CASEL('responsible decision-making')),
      item('Can say why a rule such as taking turns is fair', CASEL('responsible decision-making')),
      item('Helps at home without being asked now and then', CASEL('social awareness')),
    ],
  }),
  schoolAge(8, {
    cognitive: [
      item('Knows addition facts up to 10 + 10 from memory', CCSS(2, '2.OA.B.2', 'fluency within 20')),
      item('Tells time to the nearest five minutes on a clock with hands', CCSS(2, '2.MD.C.7', 'tell time to five minutes')),
      item('Understands hundreds, tens and ones in three-digit numbers', CCSS(2, '2.NBT.A.1', 'place value to 1000')),
    ],
    language: [
      item('Reads grade-level books aloud smoothly and accurately', CCSS(2, 'RF.2.4', 'fluency')),
      item('Answers who, what, where, when, why and how questions about a story', CCSS(2, 'RL.2.1', 'key ideas and details')),
      item('Writes several sentences about one topic, with facts and an ending', CCSS(2, 'W.2.2', 'informative writing')),
    ],
    'social-emotional': [
      item('Names what they are good at and what they want to improve', CASEL('self-awareness')),
      item('Sticks with a hard task for 15 to 20 minutes', CASEL('self-management')),
      item('Works out small disagreements with friends without an adult', CASEL('relationship skills')),
    ],
    physical: [
      item('Skips smoothly, swinging opposite arm and leg', MOTOR(2, 'skipping')),
      item('Throws a ball underhand to a partner', MOTOR(2, 'underhand throw')),
      item('Does climbing, jumping or other muscle- and bone-strengthening play a few times a week', HHS_BONE),
    ],
    moral: [
      item('Understands that other people can see a situation differently', CASEL('social awareness')),
      item('Keeps a promise or owns up when they could not', CASEL('responsible decision-making')),
      item('Stands up for a child who is teased, or tells an adult', CASEL('responsible decision-making')),
    ],
  }),
  schoolAge(9, {
    cognitive: [
      item('Knows multiplication facts up to 10 × 10 from memory', CCSS(3, '3.OA.C.7', 'multiply and divide within 100')),
      item('Solves a two-step word problem', CCSS(3, '3.OA.D.8', 'two-step problems')),
      item('Understands fractions such as one half, one third and one quarter as equal parts of a whole', CCSS(3, '3.NF.A.1', 'unit fractions')),
    ],
    language: [
      item('Reads chapter books on their own', CCSS(3, 'RL.3.10', 'range of reading')),
      item('Finds the main idea of a short informational text and the details that support it', CCSS(3, 'RI.3.2', 'main idea')),
      item('Writes a short report that groups related facts together', CCSS(3, 'W.3.2', 'informative writing')),
    ],
    'social-emotional': [
      item('Recognises signs of stress in their body and names them', CASEL('self-awareness')),
      item('Sets a small goal and checks their progress', CASEL('self-management')),
      item('Keeps friendships going and repairs them after a falling-out', CASEL('relationship skills')),
    ],
    physical: [
      item('Throws a ball overhand towards a target, stepping with the opposite foot', MOTOR(3, 'overhand throw')),
      item('Jumps a turning long or short rope several times in a row', MOTOR(3, 'jumping rope')),
      item('Is active about an hour a day, some of it vigorous', WHO_60),
    ],
    moral: [
      item('Thinks about how a choice affects others before acting', CASEL('responsible decision-making')),
      item('Shows respect for people whose culture or views differ from theirs', CASEL('social awareness')),
      item('Returns things that are not theirs, even when no one is watching', CASEL('responsible decision-making')),
    ],
  }),
  schoolAge(10, {
    cognitive: [
      item('Multiplies a two- or three-digit number by a one-digit number', CCSS(4, '4.NBT.B.5', 'multi-digit multiplication')),
      item('Compares fractions such as 2/3 and 3/4', CCSS(4, '4.NF.A.2', 'compare fractions')),
      item('Solves multi-step word problems and checks that the answer makes sense', CCSS(4, '4.OA.A.3', 'multi-step problems and estimation')),
    ],
    language: [
      item('Summarises a story in their own words', CCSS(4, 'RL.4.2', 'theme and summary')),
      item('Works out an unknown word from context or a dictionary', CCSS(4, 'L.4.4', 'vocabulary acquisition')),
      item('Writes an opinion with reasons to support it', CCSS(4, 'W.4.1', 'opinion pieces')),
    ],
    'social-emotional': [
      item('Talks about mixed or complex feelings (for example, excited and nervous)', CASEL('self-awareness')),
      item('Manages their time for homework with little reminding', CASEL('self-management')),
      item('Works well in a group and shares the work fairly', CASEL('relationship skills')),
    ],
    physical: [
      item('Throws overhand smoothly and accurately to a partner or target', MOTOR(4, 'overhand throw')),
      item('Dribbles a ball with hands or feet while moving', MOTOR(4, 'dribbling')),
      item('Does strengthening activities such as climbing, push-ups or jumping a few times a week', HHS_BONE),
    ],
    moral: [
      item('Explains why honesty matters, with an example', CASEL('responsible decision-making')),
      item('Considers fairness when rules or decisions affect a group', CASEL('social awareness')),
      item('Resists going along with something they know is wrong', CASEL('responsible decision-making')),
    ],
  }),
  schoolAge(11, {
    cognitive: [
      item('Adds and subtracts fractions with unlike denominators', CCSS(5, '5.NF.A.1', 'add and subtract fractions')),
      item('Adds and subtracts decimals, such as amounts of money', CCSS(5, '5.NBT.B.7', 'decimal operations')),
      item('Reads and makes line plots from measurement data', CCSS(5, '5.MD.B.2', 'represent and interpret data')),
    ],
    language: [
      item('Compares information from two texts on the same topic', CCSS(5, 'RI.5.9', 'integrate several texts')),
      item('Writes a multi-paragraph piece with an introduction and a conclusion', CCSS(5, 'W.5.2', 'informative writing')),
      item('Presents a topic to others clearly, with facts and details', CCSS(5, 'SL.5.4', 'presentation of knowledge')),
    ],
    'social-emotional': [
      item('Describes their strengths, interests and values', CASEL('self-awareness')),
      item('Uses strategies to handle frustration or worry before tests or games', CASEL('self-management')),
      item('Reads social situations and adjusts how they act', CASEL('social awareness')),
    ],
    physical: [
      item('Combines running, dodging and changing direction in team games', MOTOR(5, 'movement in small-sided games')),
      item('Takes part in a team sport or a regular physical activity', WHO_60),
      item('Does muscle- and bone-strengthening activity a few times a week', HHS_BONE),
    ],
    moral: [
      item('Thinks through consequences for themselves and others before deciding', CASEL('responsible decision-making')),
      item('Treats others kindly online as well as in person', CASEL('relationship skills')),
      item('Takes responsibility for a commitment to a team or group', CASEL('responsible decision-making')),
    ],
  }),
  schoolAge(12, {
    cognitive: [
      item('Works with ratios and rates, such as recipes or speed', CCSS(6, '6.RP.A.3', 'ratio and rate reasoning')),
      item('Solves simple equations with an unknown value, such as x + 7 = 15', CCSS(6, '6.EE.B.7', 'one-step equations')),
      item('Describes a set of data by its middle and spread, such as the mean or range', CCSS(6, '6.SP.B.5', 'summarise data')),
    ],
    language: [
      item('Cites evidence from a text to support what they say about it', CCSS(6, 'RL.6.1', 'cite textual evidence')),
      item('Writes arguments with clear reasons and evidence', CCSS(6, 'W.6.1', 'arguments')),
      item('Follows and adds to a group discussion respectfully', CCSS(6, 'SL.6.1', 'collaborative discussion')),
    ],
    'social-emotional': [
      item('Recognises how their emotions affect their choices', CASEL('self-awareness')),
      item('Makes a plan to reach a longer-term goal', CASEL('self-management')),
      item('Asks for help or offers it when someone needs it', CASEL('relationship skills')),
    ],
    physical: [
      item('Learns and practises more complex sport or dance skills', MOTOR(6, 'movement skills in games and dance')),
      item('Has about 60 minutes of moderate-to-vigorous activity on most days', WHO_60),
      item('Does muscle- and bone-strengthening activity at least 3 days a week', HHS_BONE),
    ],
    moral: [
      item('Weighs different points of view on a moral question, such as what is just', CASEL('social awareness')),
      item('Acts on their values when friends pressure them otherwise', CASEL('responsible decision-making')),
      item('Shows concern for fairness in their community, school or world', CASEL('social awareness')),
    ],
  }),
];
