import { useContext } from 'react';
import { createIntl, IntlContext, type IntlShape } from 'react-intl';
import { platformMessages } from './messages';
import { localeOfIntl } from './device-locale';

/*
 * The contracts' validation and API error messages are English strings (the spec's words, and
 * what the server answers in a 400 body). The platform catalog holds each of them under an id
 * below, its `en` message being the contracts' text word for word (contract-texts.test.ts), so a
 * field's error or a server's message can be shown in the parent's language: the English text is
 * the key the zod issue or the error body carries.
 */
const CONTRACT_TEXT_IDS = [
  // AUTH_MESSAGES
  'platform.text.auth.fullName',
  'platform.text.auth.fullNameTooLong',
  'platform.text.auth.email',
  'platform.text.auth.emailTooLong',
  'platform.text.auth.password',
  'platform.text.auth.passwordTooLong',
  'platform.text.auth.passwordRequired',
  'platform.text.auth.emailRequired',
  'platform.text.auth.fullNameRequired',
  'platform.text.auth.newPasswordRequired',
  'platform.text.auth.currentPasswordRequired',
  'platform.text.auth.confirmPasswordRequired',
  'platform.text.auth.confirmPassword',
  'platform.text.auth.invalidCredentials',
  'platform.text.auth.emailTaken',
  'platform.text.auth.wrongCurrentPassword',
  'platform.text.auth.notSignedIn',
  'platform.text.auth.passwordTooGuessable',
  // ACCOUNT_MESSAGES and the reset link's token
  'platform.text.account.resetGone',
  'platform.text.account.wrongPassword',
  'platform.text.account.resetToken',
  // TEXT_FIELD_MESSAGES, CONTROL_CHARACTER_MESSAGE
  'platform.text.field.required',
  'platform.text.field.notText',
  'platform.text.field.controlCharacter',
  // DATE_MESSAGES
  'platform.text.date.required',
  'platform.text.date.calendarDate',
  'platform.text.date.realDate',
  'platform.text.date.outOfRange',
  // CHILD_VALIDATION_MESSAGES
  'platform.text.child.nameMin',
  'platform.text.child.nameMax',
  'platform.text.child.dateOfBirthRequired',
  'platform.text.child.dateOfBirthInvalid',
  'platform.text.child.dateOfBirthFuture',
  'platform.text.child.dateOfBirthTooEarly',
  'platform.text.child.duplicate',
  'platform.text.child.parentMismatch',
  'platform.text.child.avatar',
  'platform.text.child.gestationalAge',
  'platform.text.child.gestationalAgeDays',
  'platform.text.child.anyThatApply',
  // CHOICE_MESSAGES
  'platform.text.choice.gender',
  'platform.text.choice.concern',
  'platform.text.choice.answer',
  'platform.text.choice.involvement',
  // PROFILE_MESSAGES
  'platform.text.profile.phoneNumber',
  'platform.text.profile.phoneNumberTooLong',
  'platform.text.profile.address',
  'platform.text.profile.addressTooLong',
  'platform.text.profile.schoolNameTooLong',
  'platform.text.profile.schoolUrl',
  'platform.text.profile.schoolUrlTooLong',
  'platform.text.profile.interests',
  'platform.text.profile.interest',
  'platform.text.profile.gradeChoice',
  'platform.text.profile.interestsList',
  'platform.text.profile.interestOnce',
  // MARKETING_MESSAGES
  'platform.text.marketing.topic',
  'platform.text.marketing.name',
  'platform.text.marketing.message',
  'platform.text.marketing.organization',
  // GROWTH_MESSAGES
  'platform.text.growth.oneValue',
  'platform.text.growth.future',
  'platform.text.growth.beforeBirth',
  // Activities and devices
  'platform.text.activity.chooseLibraryActivity',
  'platform.text.activity.libraryOrCustom',
  'platform.text.device.kind',
  'platform.text.device.nameRequired',
  'platform.text.device.nameMin',
  'platform.text.activity.titleRequired',
  'platform.text.activity.titleMin',
  'platform.text.activity.domain',
  'platform.text.activity.durationRequired',
  'platform.text.activity.durationMin',
  'platform.text.activity.custom',
  // CAP_MESSAGES
  'platform.text.cap.children',
  'platform.text.cap.assessments',
  'platform.text.cap.devices',
  'platform.text.cap.assignments',
  // ACCESS_MESSAGES
  'platform.text.access.viewerReadOnly',
  'platform.text.access.ownerOnly',
  'platform.text.access.invitationNotFound',
  'platform.text.access.invitationExpired',
  'platform.text.access.invitationUsed',
  'platform.text.access.invitationCancelled',
  'platform.text.access.alreadyHasAccess',
  'platform.text.access.memberNotFound',
  'platform.text.access.ownerRoleFixed',
  'platform.text.access.tooManyInvitations',
] as const;

export type ContractTextId = (typeof CONTRACT_TEXT_IDS)[number];

let englishIntl: IntlShape | undefined;

/** react-intl over the platform's English messages, made once. */
function platformEnglish(): IntlShape {
  return (englishIntl ??= createIntl({ locale: 'en-IN', messages: platformMessages.en }));
}

let idsByEnglish: Map<string, ContractTextId> | undefined;

/** The catalog id whose English is `text`, built once from the platform's English messages. */
export function contractTextId(text: string): ContractTextId | undefined {
  idsByEnglish ??= new Map(CONTRACT_TEXT_IDS.map((id) => [platformEnglish().formatMessage({ id }), id]));
  return idsByEnglish.get(text);
}

/**
 * `text` (a contracts' English message: a field's validation error, a server's error message)
 * in the language of `intl`; a text the catalog does not know stays as it is.
 */
export function translateContractText(intl: IntlShape, text: string): string {
  if (localeOfIntl(intl) === 'en') return text;
  const id = contractTextId(text);
  return id ? intl.formatMessage({ id }) : text;
}

/**
 * The react-intl of the screen, or the platform's English messages where no language root is
 * above (a component rendered on its own, as in its tests): the platform's components speak
 * English there instead of failing.
 */
export function usePlatformIntl(): IntlShape {
  // react-intl's context is null outside a provider (its type does not say so).
  const intl = useContext(IntlContext) as IntlShape | null;
  return intl ?? platformEnglish();
}
