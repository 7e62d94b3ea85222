import type {
  ActivityLevel,
  AvatarId,
  ChallengeMood,
  ChildProfileFieldKey,
  FamilyActivity,
  Gender,
  ParentalInvolvement,
  ParentingPriority,
  PersonaName,
  PreferredActivity,
  ProfileFieldStep,
  SocialPreference,
  SocialSkills,
  Temperament,
} from '@flourishly/contracts';
import type { IntlShape } from 'react-intl';

/** The message of each profile question's label (shared catalog, shared/messages). */
export const FIELD_LABEL_MESSAGES: Record<ChildProfileFieldKey, string> = {
  name: 'children.field.name',
  dateOfBirth: 'children.field.dateOfBirth',
  gestationalAgeAtBirthWeeks: 'children.field.gestationalAgeAtBirthWeeks',
  gestationalAgeAtBirthDays: 'children.field.gestationalAgeAtBirthDays',
  gender: 'children.field.gender',
  primaryDevelopmentalConcern: 'children.field.primaryDevelopmentalConcern',
  avatarUrl: 'children.field.avatarUrl',
  temperament: 'children.field.temperament',
  socialInteractionPreference: 'children.field.socialInteractionPreference',
  preferredActivity: 'children.field.preferredActivity',
  moodWhenFacingChallenges: 'children.field.moodWhenFacingChallenges',
  physicalActivityLevel: 'children.field.physicalActivityLevel',
  socialSkillsHandling: 'children.field.socialSkillsHandling',
  parentalInvolvement: 'children.field.parentalInvolvement',
  familyActivityPreferences: 'children.field.familyActivityPreferences',
  familyDevelopmentFocus: 'children.field.familyDevelopmentFocus',
  dailyGameLimitMinutes: 'children.field.dailyGameLimitMinutes',
};

/** A question's label where one step asks it differently (the contracts' `stepLabels`). */
export const FIELD_STEP_LABEL_MESSAGES: Partial<Record<ChildProfileFieldKey, Partial<Record<ProfileFieldStep, string>>>> = {
  temperament: { older: 'children.field.temperament.older' },
};

/** The message of a question's line of help (the contracts' `hint`). */
export const FIELD_HINT_MESSAGES: Partial<Record<ChildProfileFieldKey, string>> = {
  gestationalAgeAtBirthWeeks: 'children.field.gestationalAgeAtBirthWeeks.hint',
};

/** The message of each choice of the select and checkbox questions, by field and stored value. */
export const OPTION_MESSAGES: Partial<Record<ChildProfileFieldKey, Readonly<Record<string, string>>>> = {
  gender: {
    male: 'children.option.gender.male',
    female: 'children.option.gender.female',
    other: 'children.option.gender.other',
    'prefer-not-to-say': 'children.option.gender.preferNotToSay',
  } satisfies Record<Gender, string>,
  primaryDevelopmentalConcern: {
    cognitive: 'children.option.concern.cognitive',
    physical: 'children.option.concern.physical',
    'social-emotional': 'children.option.concern.socialEmotional',
    language: 'children.option.concern.language',
    none: 'children.option.concern.none',
  },
  temperament: {
    calm: 'children.option.temperament.calm',
    active: 'children.option.temperament.active',
    sensitive: 'children.option.temperament.sensitive',
    intense: 'children.option.temperament.intense',
    persistent: 'children.option.temperament.persistent',
  } satisfies Record<Temperament, string>,
  socialInteractionPreference: {
    outgoing: 'children.option.socialPreference.outgoing',
    selective: 'children.option.socialPreference.selective',
    shy: 'children.option.socialPreference.shy',
    observer: 'children.option.socialPreference.observer',
    independent: 'children.option.socialPreference.independent',
  } satisfies Record<SocialPreference, string>,
  preferredActivity: {
    sensory: 'children.option.preferredActivity.sensory',
    physical: 'children.option.preferredActivity.physical',
    creative: 'children.option.preferredActivity.creative',
    music: 'children.option.preferredActivity.music',
    building: 'children.option.preferredActivity.building',
    pretend: 'children.option.preferredActivity.pretend',
    nature: 'children.option.preferredActivity.nature',
    reading: 'children.option.preferredActivity.reading',
  } satisfies Record<PreferredActivity, string>,
  moodWhenFacingChallenges: {
    persistent: 'children.option.challengeMood.persistent',
    'seeks-help': 'children.option.challengeMood.seeksHelp',
    frustrated: 'children.option.challengeMood.frustrated',
    discouraged: 'children.option.challengeMood.discouraged',
    avoidant: 'children.option.challengeMood.avoidant',
  } satisfies Record<ChallengeMood, string>,
  physicalActivityLevel: {
    'very-active': 'children.option.activityLevel.veryActive',
    'moderately-active': 'children.option.activityLevel.moderatelyActive',
    'active-periods': 'children.option.activityLevel.activePeriods',
    'prefers-calm': 'children.option.activityLevel.prefersCalm',
    reluctant: 'children.option.activityLevel.reluctant',
  } satisfies Record<ActivityLevel, string>,
  socialSkillsHandling: {
    'natural-leader': 'children.option.socialSkills.naturalLeader',
    cooperative: 'children.option.socialSkills.cooperative',
    'one-close-friend': 'children.option.socialSkills.oneCloseFriend',
    'difficulty-social': 'children.option.socialSkills.difficultySocial',
    'prefers-adults': 'children.option.socialSkills.prefersAdults',
  } satisfies Record<SocialSkills, string>,
  parentalInvolvement: {
    'highly-involved': 'children.option.involvement.highlyInvolved',
    balanced: 'children.option.involvement.balanced',
    supportive: 'children.option.involvement.supportive',
    busy: 'children.option.involvement.busy',
    'extended-family': 'children.option.involvement.extendedFamily',
  } satisfies Record<ParentalInvolvement, string>,
  familyActivityPreferences: {
    outdoor: 'children.option.familyActivity.outdoor',
    creative: 'children.option.familyActivity.creative',
    educational: 'children.option.familyActivity.educational',
    sports: 'children.option.familyActivity.sports',
    reading: 'children.option.familyActivity.reading',
    games: 'children.option.familyActivity.games',
    cooking: 'children.option.familyActivity.cooking',
    technology: 'children.option.familyActivity.technology',
    travel: 'children.option.familyActivity.travel',
    community: 'children.option.familyActivity.community',
  } satisfies Record<FamilyActivity, string>,
  familyDevelopmentFocus: {
    independence: 'children.option.priority.independence',
    'social-skills': 'children.option.priority.socialSkills',
    academics: 'children.option.priority.academics',
    creativity: 'children.option.priority.creativity',
    'physical-health': 'children.option.priority.physicalHealth',
    'emotional-regulation': 'children.option.priority.emotionalRegulation',
    multicultural: 'children.option.priority.multicultural',
    'practical-life': 'children.option.priority.practicalLife',
    leadership: 'children.option.priority.leadership',
    environmental: 'children.option.priority.environmental',
  } satisfies Record<ParentingPriority, string>,
};

/** The message of each built-in avatar's name. */
export const AVATAR_MESSAGES: Record<AvatarId, string> = {
  fox: 'children.avatar.fox',
  owl: 'children.avatar.owl',
  bear: 'children.avatar.bear',
  rabbit: 'children.avatar.rabbit',
  turtle: 'children.avatar.turtle',
  whale: 'children.avatar.whale',
};

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

/** A question's label on `step` in the screen's language (a question may read differently on one form). */
export function fieldLabelText(intl: IntlShape, key: ChildProfileFieldKey, step: ProfileFieldStep): string {
  return intl.formatMessage({ id: FIELD_STEP_LABEL_MESSAGES[key]?.[step] ?? FIELD_LABEL_MESSAGES[key] });
}

/** A question's line of help in the screen's language, if it has one. */
export function fieldHintText(intl: IntlShape, key: ChildProfileFieldKey): string | undefined {
  const id = FIELD_HINT_MESSAGES[key];
  return id ? intl.formatMessage({ id }) : undefined;
}

/** A choice in the screen's language; a value without a message shows the contracts' English label. */
export function optionText(intl: IntlShape, key: ChildProfileFieldKey, option: { value: string; label: string }): string {
  const id = OPTION_MESSAGES[key]?.[option.value];
  return id ? intl.formatMessage({ id }) : option.label;
}
