import type { ContentSourceKind, DomainType } from '@flourishly/contracts';
import { ageBandOf, citationOf, type CitedSource, type MonthRange, type SourceId } from './sources';

/**
 * One tip of the library: an age range in months of developmental age (inclusive; at most 6
 * months wide under 24 months) with its whole years, a domain and its source (docs/content-sources.md).
 */
export interface ParentTipContent {
  key: string;
  minAge: number;
  maxAge: number;
  minAgeMonths: number;
  maxAgeMonths: number;
  domain: DomainType;
  content: string;
  sourceId: SourceId;
  /** The source's name, as the API's `source`. */
  source: string;
  sourceUrl: string;
  sourceKind: ContentSourceKind;
}

// Source ids (docs/content-sources.md). Tips are Flourishly's advice reviewed against them unless a
// row says `{ adapted: id }`.
const AAP = 'aapHealthyChildren';
const CDC_PP = 'cdcPositiveParenting';
const CDC_LTS = 'cdcMilestones';
const ZTT = 'zeroToThree';
const CASEL = 'casel';
const WHO = 'whoActivity';
const HHS = 'hhsActivity';
const ROR = 'reachOutAndRead';
const CCSS = 'gradeLevel';
const AASM = 'aasmSleep';
const AAP_MEDIA = 'aapMedia';

/** [domain, content, source, months]: months narrow the group's years (infant tips). */
type Row = [DomainType, string, CitedSource, MonthRange?];

/** Tips keyed `tip-{minAge}-{maxAge}-{n}`; `groupMonths` (or a row's months) replace the years' months. */
function group(minAge: number, maxAge: number, rows: Row[], groupMonths?: MonthRange): ParentTipContent[] {
  return rows.map(([domain, content, cited, months], index) => {
    const { sourceName, ...citation } = citationOf(cited);
    return { key: `tip-${minAge}-${maxAge}-${index + 1}`, ...ageBandOf(minAge, maxAge, months ?? groupMonths), domain, content, source: sourceName, ...citation };
  });
}

/**
 * The parent-tip library: practical suggestions written for Flourishly, each grounded in the
 * cited public guidance, covering every age from 0 to 12 and all five domains. Keys are stable
 * per age group: add new tips at the end of a group.
 */
export const PARENT_TIPS: ParentTipContent[] = [
  ...group(0, 1, [
    ['language', 'Talk to your baby during everyday routines: name what you are doing while changing, feeding and bathing.', { adapted: 'cdcInfants' }, [0, 5]],
    ['language', 'When your baby coos or babbles, pause and answer as if in a conversation; turn-taking builds language.', ZTT, [0, 5]],
    ['physical', 'Give your baby supervised tummy time several times a day to strengthen the neck, shoulders and arms.', { adapted: 'aapSafeSleep' }, [0, 5]],
    ['physical', 'Offer safe toys just out of reach so your baby stretches, rolls and reaches for them.', CDC_PP, [4, 9]],
    ['social-emotional', 'Respond quickly and warmly when your baby cries; it teaches them the world is safe and you are there.', ZTT, [0, 5]],
    ['social-emotional', 'Hold your baby face to face and smile, copy their expressions and enjoy the back-and-forth.', CDC_LTS, [0, 5]],
    ['cognitive', 'Play peek-a-boo and hide a toy under a cloth to help your baby learn that things still exist when out of sight.', CDC_PP, [6, 11]],
    ['cognitive', 'Let your baby explore safe objects with different textures, shapes and sounds.', ZTT, [6, 11]],
    ['language', 'Share board books with bright pictures every day, even for a few minutes; point to and name the pictures.', ROR, [6, 11]],
    ['moral', 'Keep routines for sleep and meals predictable; steady care is the base on which trust and later self-control grow.', ZTT, [0, 5]],
    ['physical', 'Place your baby on their back to sleep, on a firm flat surface, in your room but not in your bed.', { adapted: 'aapSafeSleep' }, [0, 5]],
    ['physical', 'Avoid screens for your baby apart from video calls with family.', AAP_MEDIA, [6, 11]],
    ['physical', 'Keep putting your baby on their back for every sleep until their first birthday, in a cot with a firm flat mattress and nothing else in it.', { adapted: 'aapSafeSleep' }, [6, 11]],
  ]),
  ...group(1, 2, [
    ['language', 'Name the things your toddler points at and add a word: "Ball! A red ball."', CDC_PP, [12, 17]],
    ['language', 'Read together daily and let your toddler turn the pages and point to pictures.', ROR, [12, 17]],
    ['physical', 'Give your toddler safe places to walk, climb and push toys; active play builds balance and strength.', WHO, [12, 17]],
    ['physical', 'Offer finger foods and a spoon so your toddler practises feeding themselves.', CDC_PP, [12, 17]],
    ['social-emotional', 'Name your toddler\'s feelings ("You are sad the ball rolled away") to build their feelings vocabulary.', ZTT, [18, 23]],
    ['social-emotional', 'Give a warning before transitions ("Two more slides, then home") to reduce meltdowns.', AAP, [18, 23]],
    ['cognitive', 'Offer stacking cups, shape sorters and simple puzzles to build problem-solving.', CDC_PP, [18, 23]],
    ['cognitive', 'Let your toddler help with simple chores like putting socks in the basket; copying you is how they learn.', CDC_LTS, [15, 20]],
    ['moral', 'Use simple, consistent limits ("We touch gently") and show the right action rather than only saying no.', AAP, [12, 17]],
    ['moral', 'Praise gentle and helpful actions right away and specifically: "You gave the cup to Grandma. That was kind."', CDC_PP, [18, 23]],
    ['physical', 'Before 18-24 months, keep screens to video calls with family. If you start media after that, choose high-quality programmes and watch together.', AAP_MEDIA, [18, 23]],
  ]),
  ...group(2, 3, [
    ['language', 'Ask open questions while reading, like "What do you think happens next?"', ROR],
    ['language', 'Expand your child\'s words into short sentences: if they say "doggie run", answer "Yes, the dog is running fast!"', CDC_PP],
    ['physical', 'Play kicking, throwing and running games outdoors for at least three hours of activity spread across the day.', WHO],
    ['physical', 'Let your child practise twisting lids, turning pages and threading large beads (too big to fit inside a toilet-paper tube, so they are not a choking hazard) on a lace no longer than 30 cm, while you watch, to strengthen small hand muscles.', 'toySafety'],
    ['social-emotional', 'Arrange short playdates; children this age play side by side first, then begin to play together.', CDC_PP],
    ['social-emotional', 'Offer two acceptable choices ("red cup or blue cup?") to support a growing need for independence.', AAP],
    ['cognitive', 'Play simple pretend games like feeding a doll or cooking in a toy kitchen.', ZTT],
    ['cognitive', 'Sort toys by colour or size together and talk about what is the same and what is different.', CDC_PP],
    ['moral', 'Show your child how to make amends after hurting someone, such as offering a hug or getting a cold cloth.', CASEL],
    ['physical', 'From age 2, keep screen time to at most one hour a day of high-quality programmes, watched together, and keep meals and the hour before bed screen-free.', AAP_MEDIA],
  ]),
  ...group(3, 4, [
    ['language', 'Talk about the day at dinner or bedtime: ask "What was the best part of your day?"', CDC_PP],
    ['language', 'Sing songs and nursery rhymes with actions to build vocabulary and a sense of rhythm.', ROR],
    ['physical', 'Give your child chances to jump, climb, ride a tricycle (always with a helmet) and catch a big ball every day.', WHO],
    ['physical', 'Let your child dress themselves with easy clothes and practise using a fork.', CDC_LTS],
    ['social-emotional', 'Make a calm-down corner with a cushion and a favourite book where your child can go to settle big feelings.', CASEL],
    ['social-emotional', 'Role-play saying goodbye at childcare so separations feel familiar and safe.', ZTT],
    ['cognitive', 'Count steps, snacks and toys together as part of daily life.', CDC_PP],
    ['cognitive', 'Ask "why" and "what if" questions during play and let your child come up with answers.', ZTT],
    ['moral', 'Play simple board games that need turn-taking, and model being a good sport when you lose.', CASEL],
    ['moral', 'Give your child a small daily job, like setting out spoons, and thank them for helping the family.', CDC_PP],
  ]),
  ...group(4, 5, [
    ['language', 'Ask your child to retell a favourite story in their own words, then switch roles.', ROR],
    ['language', 'Play rhyming games ("What rhymes with cat?") to build the sound awareness that reading needs.', CCSS],
    ['physical', 'Practise hopping, skipping and balancing on one foot through games like hopscotch.', CDC_LTS],
    ['physical', 'Offer crayons, safety scissors and playdough to build the hand strength used for writing.', CDC_PP],
    ['social-emotional', 'Read stories about feelings and ask how the characters might feel and why.', CASEL],
    ['social-emotional', 'Praise effort rather than results: "You kept trying with that puzzle!"', CASEL],
    ['cognitive', 'Count and name numbers on signs, clocks and house numbers when you are out and about.', CCSS],
    ['cognitive', 'Talk about time words like yesterday, today and tomorrow as you plan the week.', CDC_LTS],
    ['moral', 'Explain the reasons behind rules: "We hold hands in the car park so cars can see us."', AAP],
    ['moral', 'Notice and name kind acts you see in others to show what caring looks like.', CASEL],
  ]),
  ...group(5, 6, [
    ['language', 'Point out letters in your child\'s name on signs and packages and help them write their name.', CCSS],
    ['language', 'Keep reading aloud books a little above your child\'s own level to stretch vocabulary.', ROR],
    ['physical', 'Aim for at least 60 minutes of active play a day, like tag, dancing or bike riding with a helmet.', WHO],
    ['physical', 'Keep a steady bedtime: 10 to 13 hours of sleep a day (naps included) up to age 5, and 9 to 12 hours from age 6.', AASM],
    ['social-emotional', 'Help your child name a worry and make a small plan for it before starting school.', CASEL],
    ['social-emotional', 'Give your child practice solving small conflicts with siblings by asking "What could you both do?"', CASEL],
    ['cognitive', 'Play matching and memory card games to build attention and working memory.', CDC_PP],
    ['cognitive', 'Cook together and let your child measure and count ingredients.', CCSS],
    ['moral', 'Talk about fairness when sharing: "How can we split these so everyone gets some?"', CASEL],
    ['moral', 'Let your child see you keep your promises, and talk about why that matters.', CDC_PP],
  ]),
  ...group(6, 7, [
    ['language', 'Listen to your child read aloud for 10 minutes a day and praise their effort on hard words.', CCSS],
    ['language', 'Ask your child to tell you about their school day with questions beyond "How was school?"', CDC_PP],
    ['physical', 'Let your child try different activities such as swimming (with an adult watching), dancing or ball games to find what they enjoy.', HHS],
    ['physical', 'Practise riding a bike or scooter together on safe paths, always with a helmet.', AAP],
    ['social-emotional', 'Teach a simple calming routine: stop, take three slow breaths, then say how you feel.', CASEL],
    ['social-emotional', 'Help your child invite a classmate over to build friendships outside school.', CDC_PP],
    ['cognitive', 'Play games with dice and cards that need adding and counting.', CCSS],
    ['cognitive', 'Encourage questions and look up answers together in books or with trusted websites.', CDC_PP],
    ['moral', 'When your child breaks a rule, focus on what they can do to fix it rather than only on punishment.', AAP],
    ['moral', 'Talk about how characters in stories make choices and whether those choices were kind or fair.', CASEL],
  ]),
  ...group(7, 8, [
    ['language', 'Keep a family journal where your child writes or draws one thing about each day.', CCSS],
    ['language', 'Visit the library together and let your child choose their own books.', ROR],
    ['physical', 'Make sure most days include 60 minutes of active play, with some vigorous activity that makes them puff.', WHO],
    ['physical', 'Walk or cycle short trips together, with helmets on, instead of driving when it is safe to do so.', HHS],
    ['social-emotional', 'Help your child notice their body\'s signs of anger, like a hot face or tight fists, before they act.', CASEL],
    ['social-emotional', 'Celebrate mistakes as part of learning: share one of your own mistakes and what you learned.', CASEL],
    ['cognitive', 'Practise telling time on a clock with hands when planning the day.', CCSS],
    ['cognitive', 'Give your child small puzzles, construction sets or coding games to build step-by-step thinking.', CDC_PP],
    ['moral', 'Involve your child in family decisions and explain how you weigh what is fair for everyone.', CASEL],
    ['moral', 'Encourage your child to include a child who is often left out at playtime.', CASEL],
  ]),
  ...group(8, 9, [
    ['language', 'Ask your child to explain the main idea of a book or show they enjoyed, in two or three sentences.', CCSS],
    ['language', 'Play word games like crosswords or word-building board games as a family.', CCSS],
    ['physical', 'Encourage climbing, jumping and sports that build muscles and bones three days a week.', HHS],
    ['physical', 'Keep screens out of the bedroom to protect the 9 to 12 hours of sleep school-age children need.', AASM],
    ['social-emotional', 'Help your child set a small weekly goal, like learning a new skill, and check in on progress.', CASEL],
    ['social-emotional', 'Talk through friendship problems by asking what they could try, rather than fixing it for them.', CDC_PP],
    ['cognitive', 'Practise multiplication facts through quick games in the car or at the table.', CCSS],
    ['cognitive', 'Let your child plan a small family outing, including the budget and timings.', CASEL],
    ['moral', 'Discuss news stories suited to their age and ask how the people involved might feel.', CASEL],
    ['moral', 'Recognise honesty, especially when it is hard: "Thank you for telling me the truth."', AAP],
  ]),
  ...group(9, 10, [
    ['language', 'Encourage your child to write letters, stories or a blog for family members.', CCSS],
    ['language', 'Ask your child to give reasons for their opinions at dinner and listen to each other\'s views.', CCSS],
    ['physical', 'Support a regular team sport or activity, focusing on fun and effort rather than winning.', HHS],
    ['physical', 'Offer water and healthy snacks after activity and talk about how food gives energy.', AAP],
    ['social-emotional', 'Teach a problem-solving routine: name the problem, think of options, pick one, check how it went.', CASEL],
    ['social-emotional', 'Make one-to-one time each week where your child chooses what you do together.', CDC_PP],
    ['cognitive', 'Bake or build together using fractions in measurements.', CCSS],
    ['cognitive', 'Help your child break big homework projects into smaller steps with a simple checklist.', CASEL],
    ['moral', 'Talk about peer pressure and practise ways to say no while staying friends.', CDC_PP],
    ['moral', 'Volunteer together on a small community project, like a litter pick or a food drive.', CASEL],
  ]),
  ...group(10, 11, [
    ['language', 'Read the same book as your child and talk about it like a two-person book club.', ROR],
    ['language', 'Help your child prepare and practise a short talk on a topic they love.', CCSS],
    ['physical', 'Aim for 60 minutes of activity a day and limit recreational screen time to make room for it.', WHO],
    ['physical', 'Talk openly about the body changes of puberty before they begin.', AAP],
    ['social-emotional', 'Ask your child how they feel about school and friendships and listen without rushing to advise.', CDC_PP],
    ['social-emotional', 'Help your child build a homework routine that they own, with your support rather than your reminders.', CASEL],
    ['cognitive', 'Use real-life maths like comparing prices per unit at the shop.', CCSS],
    ['cognitive', 'Encourage a hobby that needs practice, such as an instrument, chess or a craft.', CASEL],
    ['moral', 'Set clear family rules for devices and online behaviour and explain why each rule exists.', AAP],
    ['moral', 'Talk about the difference between telling to get someone in trouble and telling to keep someone safe.', CASEL],
  ]),
  ...group(11, 12, [
    ['language', 'Discuss articles or videos together and ask your child how they know a source can be trusted.', CCSS],
    ['language', 'Encourage writing for real audiences, like a letter to the council or a review.', CCSS],
    ['physical', 'Encourage vigorous activity at least three days a week, with sports, cycling (with a helmet) or dance.', WHO],
    ['physical', 'Keep a consistent sleep schedule even at weekends to support growth and mood.', AASM],
    ['social-emotional', 'Stay curious about your child\'s friends and online world; ask questions rather than lecture.', CDC_PP],
    ['social-emotional', 'Help your child notice stress and choose a healthy way to cope, like exercise, music or talking.', CASEL],
    ['cognitive', 'Let your child take charge of planning a family project, including deadlines and a budget.', CASEL],
    ['cognitive', 'Support your child\'s organisation with a planner for assignments and activities.', CCSS],
    ['moral', 'Talk about ethical questions in the news and encourage your child to see more than one side.', CASEL],
    ['moral', 'Give your child responsibilities that matter to the family, like cooking a meal once a week.', CDC_PP],
  ]),
  ...group(0, 12, [
    ['social-emotional', 'Spend a few minutes of undivided attention with your child every day, doing something they choose.', CDC_PP],
    ['language', 'Read together every day; it builds language, attention and closeness at every age.', ROR],
    ['physical', 'Be active together as a family: children copy the habits they see.', WHO],
    ['moral', 'Model the behaviour you want to see: how you treat others teaches more than rules do.', AAP],
    ['cognitive', 'Follow your child\'s interests: curiosity drives learning at every age.', ZTT],
    ['physical', 'Keep regular check-ups with your child\'s doctor, and ask about any milestone that worries you.', CDC_LTS],
    // From 2 years only: babies have their own tips, by month.
  ], [24, 155]),
];
