import type { ChecklistContent, MilestoneItemContent } from './milestone-content';

/** Attribution of the product-written school-age checklists. */
export const SCHOOL_AGE_SOURCE =
  'Written for Flourishly, built on public frameworks: CASEL\u2019s five SEL competencies, U.S. grade-level expectations (Common Core State Standards), and the WHO and U.S. physical activity guidelines.';

export const SCHOOL_AGE_DISCLAIMER =
  'School-age checklists are written for Flourishly from public frameworks; no framework author endorses them. They describe what many children of this age do, are not a screening or diagnostic tool, and do not replace a conversation with your child\u2019s doctor or teacher.';

const CASEL = (competency: string) => `CASEL SEL framework: ${competency}`;
const GRADE = (standard: string) => `Grade-level expectations (Common Core State Standards): ${standard}`;
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
 * School-age checklists for 6 to 12 years (ages the CDC's checklists do not cover), three
 * items per domain, each citing the framework it is built on.
 */
export const SCHOOL_AGE_CHECKLISTS: ChecklistContent[] = [
  schoolAge(6, {
    cognitive: [
      item('Counts to 100 by ones and tens', GRADE('Kindergarten-Grade 1 math, counting and cardinality')),
      item('Adds and subtracts within 10 using objects or fingers', GRADE('Grade 1 math, operations and algebraic thinking')),
      item('Sorts objects into groups and explains the rule used', GRADE('Kindergarten math, measurement and data')),
    ],
    language: [
      item('Reads simple words and short sentences aloud', GRADE('Grade 1 reading, foundational skills')),
      item('Retells a familiar story with a beginning, middle and end', GRADE('Grade 1 reading literature, key ideas')),
      item('Writes a short sentence with a capital letter and a period', GRADE('Grade 1 language conventions')),
    ],
    'social-emotional': [
      item('Names basic feelings in themselves (happy, sad, angry, scared)', CASEL('self-awareness')),
      item('Waits their turn in a group game most of the time', CASEL('self-management')),
      item('Plays cooperatively with at least one other child', CASEL('relationship skills')),
    ],
    physical: [
      item('Skips, gallops and hops on either foot', ACTIVITY('fundamental movement skills for ages 6-7')),
      item('Catches a small ball thrown gently from a few steps away', ACTIVITY('fundamental movement skills for ages 6-7')),
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
      item('Adds and subtracts within 20 without counting on fingers', GRADE('Grade 2 math, fluency within 20')),
      item('Tells time to the nearest five minutes on a clock with hands', GRADE('Grade 2 math, measurement and data')),
      item('Understands place value of tens and ones in two-digit numbers', GRADE('Grade 2 math, number and operations in base ten')),
    ],
    language: [
      item('Reads grade-level books aloud with few mistakes', GRADE('Grade 2 reading, fluency')),
      item('Answers who, what, where, when, why and how questions about a story', GRADE('Grade 2 reading literature, key ideas')),
      item('Writes several sentences about one topic', GRADE('Grade 2 writing, text types and purposes')),
    ],
    'social-emotional': [
      item('Explains why they feel the way they do', CASEL('self-awareness')),
      item('Uses a calming strategy (deep breaths, asking for space) when upset', CASEL('self-management')),
      item('Notices when a friend is left out and includes them', CASEL('social awareness')),
    ],
    physical: [
      item('Rides a bicycle without training wheels or swims a short distance', ACTIVITY('movement skills for ages 6-9')),
      item('Throws a ball overhand toward a target', ACTIVITY('fundamental movement skills for ages 6-9')),
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
      item('Knows multiplication facts for 2, 5 and 10', GRADE('Grade 3 math, multiply and divide within 100')),
      item('Solves a two-step word problem', GRADE('Grade 3 math, operations and algebraic thinking')),
      item('Understands simple fractions such as one half and one quarter', GRADE('Grade 3 math, fractions')),
    ],
    language: [
      item('Reads chapter books on their own for 15 minutes or more', GRADE('Grade 3 reading, range and level of text')),
      item('Finds the main idea of a short informational text', GRADE('Grade 3 reading informational text')),
      item('Writes a short story or report with paragraphs', GRADE('Grade 3 writing')),
    ],
    'social-emotional': [
      item('Names what they are good at and what they want to improve', CASEL('self-awareness')),
      item('Sticks with a hard task for 15 to 20 minutes', CASEL('self-management')),
      item('Works out small disagreements with friends without an adult', CASEL('relationship skills')),
    ],
    physical: [
      item('Runs, dodges and changes direction in team games', ACTIVITY('sport-related skills for ages 8-10')),
      item('Does climbing, jumping or other muscle- and bone-strengthening play a few times a week', HHS_BONE),
      item('Has about 60 minutes of active play on most days', WHO_60),
    ],
    moral: [
      item('Understands that other people can see a situation differently', CASEL('social awareness')),
      item('Keeps a promise or owns up when they could not', CASEL('responsible decision-making')),
      item('Stands up for a child who is teased, or tells an adult', CASEL('responsible decision-making')),
    ],
  }),
  schoolAge(9, {
    cognitive: [
      item('Multiplies a two-digit number by a one-digit number', GRADE('Grade 4 math, number and operations in base ten')),
      item('Compares fractions such as 2/3 and 3/4', GRADE('Grade 4 math, fractions')),
      item('Plans the steps of a small project and follows them', GRADE('Grade 4 executive skills in project work')),
    ],
    language: [
      item('Summarises a chapter in their own words', GRADE('Grade 4 reading literature, key ideas')),
      item('Uses a dictionary or context to work out an unknown word', GRADE('Grade 4 language, vocabulary acquisition')),
      item('Writes an opinion with reasons to support it', GRADE('Grade 4 writing, opinion pieces')),
    ],
    'social-emotional': [
      item('Recognises signs of stress in their body and names them', CASEL('self-awareness')),
      item('Sets a small goal and checks their progress', CASEL('self-management')),
      item('Keeps friendships going and repairs them after a falling-out', CASEL('relationship skills')),
    ],
    physical: [
      item('Practises a sport or physical skill to get better at it', ACTIVITY('skill development for ages 8-10')),
      item('Has good balance and coordination in activities like skating or gymnastics', ACTIVITY('movement skills for ages 8-10')),
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
      item('Adds and subtracts fractions with unlike denominators', GRADE('Grade 5 math, number and operations - fractions')),
      item('Reads and makes simple graphs from data', GRADE('Grade 5 math, measurement and data')),
      item('Compares two ways of solving a problem and picks one with a reason', GRADE('Grade 5 mathematical practices')),
    ],
    language: [
      item('Compares two texts on the same topic', GRADE('Grade 5 reading informational text, integration of ideas')),
      item('Writes a multi-paragraph piece with an introduction and conclusion', GRADE('Grade 5 writing')),
      item('Presents a topic to others clearly, with facts and details', GRADE('Grade 5 speaking and listening')),
    ],
    'social-emotional': [
      item('Talks about mixed or complex feelings (for example, excited and nervous)', CASEL('self-awareness')),
      item('Manages their time for homework with little reminding', CASEL('self-management')),
      item('Works well in a group and shares the work fairly', CASEL('relationship skills')),
    ],
    physical: [
      item('Takes part in a team sport or a regular physical activity', ACTIVITY('organised activity for ages 10-12')),
      item('Does strengthening activities such as climbing, push-ups or jumping a few times a week', HHS_BONE),
      item('Limits recreational screen time to make room for active play', ACTIVITY('WHO 2020, limit sedentary recreational screen time')),
    ],
    moral: [
      item('Explains why honesty matters, with an example', CASEL('responsible decision-making')),
      item('Considers fairness when rules or decisions affect a group', CASEL('social awareness')),
      item('Resists going along with something they know is wrong', CASEL('responsible decision-making')),
    ],
  }),
  schoolAge(11, {
    cognitive: [
      item('Works with ratios and rates, such as recipes or speed', GRADE('Grade 6 math, ratios and proportional relationships')),
      item('Uses evidence to support a conclusion in a science or history task', GRADE('Grade 6 literacy in science and social studies')),
      item('Organises their schoolwork and keeps track of deadlines', GRADE('Grade 6 study skills')),
    ],
    language: [
      item('Cites evidence from a text to support what they say about it', GRADE('Grade 6 reading, key ideas and details')),
      item('Writes arguments with clear reasons and evidence', GRADE('Grade 6 writing, arguments')),
      item('Follows and adds to a group discussion respectfully', GRADE('Grade 6 speaking and listening, collaboration')),
    ],
    'social-emotional': [
      item('Describes their strengths, interests and values', CASEL('self-awareness')),
      item('Uses strategies to handle frustration or worry before tests or games', CASEL('self-management')),
      item('Reads social situations and adjusts how they act', CASEL('social awareness')),
    ],
    physical: [
      item('Keeps up 60 minutes of activity a day, including vigorous activity 3 days a week', WHO_60),
      item('Learns and practises more complex sport or dance skills', ACTIVITY('skill development for ages 10-12')),
      item('Understands how sleep, food and exercise affect their body', ACTIVITY('health education for ages 10-12')),
    ],
    moral: [
      item('Thinks through consequences for themselves and others before deciding', CASEL('responsible decision-making')),
      item('Treats others kindly online as well as in person', CASEL('relationship skills')),
      item('Takes responsibility for a commitment to a team or group', CASEL('responsible decision-making')),
    ],
  }),
  schoolAge(12, {
    cognitive: [
      item('Solves simple equations with an unknown value', GRADE('Grade 7 math, expressions and equations')),
      item('Thinks about abstract ideas such as justice or probability', GRADE('Grade 7 math, statistics and probability')),
      item('Checks whether information they find online is reliable', GRADE('Grade 7 research and media literacy')),
    ],
    language: [
      item('Analyses how an author develops a point of view', GRADE('Grade 7 reading, craft and structure')),
      item('Writes clear explanations and stories with a logical flow', GRADE('Grade 7 writing')),
      item('Adapts how they speak for friends, teachers and presentations', GRADE('Grade 7 speaking and listening')),
    ],
    'social-emotional': [
      item('Recognises how their emotions affect their choices', CASEL('self-awareness')),
      item('Makes a plan to reach a longer-term goal', CASEL('self-management')),
      item('Asks for help or offers it when someone needs it', CASEL('relationship skills')),
    ],
    physical: [
      item('Has about 60 minutes of moderate-to-vigorous activity on most days', WHO_60),
      item('Does muscle- and bone-strengthening activity at least 3 days a week', HHS_BONE),
      item('Keeps a regular sleep routine of 9 to 12 hours', ACTIVITY('AASM sleep recommendation for ages 6-12')),
    ],
    moral: [
      item('Weighs different points of view on a moral question', CASEL('social awareness')),
      item('Acts on their values when friends pressure them otherwise', CASEL('responsible decision-making')),
      item('Shows concern for fairness in their community, school or world', CASEL('social awareness')),
    ],
  }),
];
