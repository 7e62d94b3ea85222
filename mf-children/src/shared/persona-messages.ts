import type { PersonaName } from '@flourishly/contracts';
import type { IntlShape } from 'react-intl';

/** The message of each persona's name and of what it means for a parent. */
export const PERSONA_MESSAGES: Record<PersonaName, { name: string; description: string }> = {
  'Curious Scholar': { name: 'children.persona.name.curiousScholar', description: 'children.persona.description.curiousScholar' },
  'Expressive Communicator': {
    name: 'children.persona.name.expressiveCommunicator',
    description: 'children.persona.description.expressiveCommunicator',
  },
  'Active Explorer': { name: 'children.persona.name.activeExplorer', description: 'children.persona.description.activeExplorer' },
  'Empathetic Friend': { name: 'children.persona.name.empatheticFriend', description: 'children.persona.description.empatheticFriend' },
  'Thoughtful Observer': {
    name: 'children.persona.name.thoughtfulObserver',
    description: 'children.persona.description.thoughtfulObserver',
  },
  'Balanced Learner': { name: 'children.persona.name.balancedLearner', description: 'children.persona.description.balancedLearner' },
  'Creative Dreamer': { name: 'children.persona.name.creativeDreamer', description: 'children.persona.description.creativeDreamer' },
  'Energetic Adventurer': {
    name: 'children.persona.name.energeticAdventurer',
    description: 'children.persona.description.energeticAdventurer',
  },
  'Analytical Thinker': {
    name: 'children.persona.name.analyticalThinker',
    description: 'children.persona.description.analyticalThinker',
  },
  'Natural Leader': { name: 'children.persona.name.naturalLeader', description: 'children.persona.description.naturalLeader' },
};

/** The message of each reason persona scoring gives (the contracts' persona.ts), by its English. */
export const PERSONA_REASON_MESSAGES: Readonly<Record<string, string>> = {
  'cognitive focus': 'children.persona.reason.cognitiveFocus',
  'language focus': 'children.persona.reason.languageFocus',
  'physical focus': 'children.persona.reason.physicalFocus',
  'social-emotional focus': 'children.persona.reason.socialEmotionalFocus',
  'moral focus': 'children.persona.reason.moralFocus',
  'calm and adaptable': 'children.persona.reason.calmAndAdaptable',
  'very active and energetic': 'children.persona.reason.veryActiveAndEnergetic',
  'sensitive and cautious': 'children.persona.reason.sensitiveAndCautious',
  'intense reactions': 'children.persona.reason.intenseReactions',
  'persistent and determined': 'children.persona.reason.persistentAndDetermined',
  'outgoing with people': 'children.persona.reason.outgoingWithPeople',
  'warms up to a few people': 'children.persona.reason.warmsUpToAFewPeople',
  'shy with new people': 'children.persona.reason.shyWithNewPeople',
  'watches before joining in': 'children.persona.reason.watchesBeforeJoiningIn',
  'happy playing alone': 'children.persona.reason.happyPlayingAlone',
  'loves sensory play': 'children.persona.reason.lovesSensoryPlay',
  'loves physical play': 'children.persona.reason.lovesPhysicalPlay',
  'loves arts and crafts': 'children.persona.reason.lovesArtsAndCrafts',
  'loves music and dancing': 'children.persona.reason.lovesMusicAndDancing',
  'loves building and puzzles': 'children.persona.reason.lovesBuildingAndPuzzles',
  'loves pretend play': 'children.persona.reason.lovesPretendPlay',
  'loves nature and the outdoors': 'children.persona.reason.lovesNatureAndTheOutdoors',
  'loves books and stories': 'children.persona.reason.lovesBooksAndStories',
  'keeps trying at challenges': 'children.persona.reason.keepsTryingAtChallenges',
  'asks for help with challenges': 'children.persona.reason.asksForHelpWithChallenges',
  'frustrated by challenges': 'children.persona.reason.frustratedByChallenges',
  'discouraged by challenges': 'children.persona.reason.discouragedByChallenges',
  'steps back from challenges': 'children.persona.reason.stepsBackFromChallenges',
  'always on the move': 'children.persona.reason.alwaysOnTheMove',
  'moderately active': 'children.persona.reason.moderatelyActive',
  'active in bursts': 'children.persona.reason.activeInBursts',
  'prefers calm activities': 'children.persona.reason.prefersCalmActivities',
  'prefers to stay still': 'children.persona.reason.prefersToStayStill',
  'leads in groups': 'children.persona.reason.leadsInGroups',
  'cooperates well with others': 'children.persona.reason.cooperatesWellWithOthers',
  'values one close friend': 'children.persona.reason.valuesOneCloseFriend',
  'enjoys adult company': 'children.persona.reason.enjoysAdultCompany',
  'no one area stands out in the answers': 'children.persona.reason.noOneAreaStandsOutInTheAnswers',
};

/** A persona reason in the screen's language; one without a message shows as the contracts give it. */
export function personaReasonText(intl: IntlShape, reason: string): string {
  const id = PERSONA_REASON_MESSAGES[reason];
  return id ? intl.formatMessage({ id }) : reason;
}
