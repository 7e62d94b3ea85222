import type {
  ActivityLevel,
  AvatarId,
  ChallengeMood,
  ChildProfileFieldKey,
  FamilyActivity,
  Gender,
  ParentalInvolvement,
  ParentingPriority,
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
