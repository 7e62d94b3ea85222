import { useContext, useEffect, useSyncExternalStore } from 'react';
import { createIntl, IntlContext, type IntlShape } from 'react-intl';
import { INTL_LOCALES, type Locale } from '@flourishly/contracts/locales';
import type { Messages } from './catalog';
import { contractTextCatalogs, platformMessages } from './messages';
import { localeOfIntl } from './device-locale';

/*
 * The contracts' validation and API error messages are English strings (the spec's words, and
 * what the server answers in a 400 body). The platform catalog holds each of them under an id
 * below, its `en` message being the contracts' text word for word (contract-texts.test.ts), so a
 * field's error or a server's message can be shown in the parent's language: the English text is
 * the key the zod issue or the error body carries. They ship apart from the platform's other
 * messages (messages/index.ts): English needs none of them, and another language loads them, in
 * it and in English, once a page is drawn or a form shows ({@link loadContractTexts}).
 */
/** The ids of the contracts' texts in the platform catalog (the bundles find them by their prefix). */
export const CONTRACT_TEXT_IDS = [
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

const CONTRACT_TEXT_PREFIX = 'platform.text.';

/** The contracts' texts loaded so far, by language. */
const loaded = new Map<Locale, Messages>();
const loading = new Map<Locale, Promise<void>>();
const listeners = new Set<() => void>();
let loads = 0;

/** react-intl over `messages` in `locale`, made once per set of messages. */
const intls = new WeakMap<Messages, IntlShape>();
function intlOver(locale: Locale, messages: Messages): IntlShape {
  let intl = intls.get(messages);
  if (!intl) intls.set(messages, (intl = createIntl({ locale: INTL_LOCALES[locale], messages })));
  return intl;
}

/**
 * Loads the contracts' texts in `locale` and in English (their key), once per language; nothing
 * for English, which shows the contracts' own texts. Screens that show them re-render when they
 * arrive ({@link useContractTexts}).
 */
export function loadContractTexts(locale: Locale): Promise<void> {
  if (locale === 'en') return Promise.resolve();
  let done = loading.get(locale);
  if (!done) {
    const load = (language: Locale) =>
      loaded.has(language)
        ? Promise.resolve()
        : contractTextCatalogs[language]().then(({ default: messages }) => void loaded.set(language, messages));
    done = Promise.all([load('en'), load(locale)]).then(() => {
      loads += 1;
      for (const listener of listeners) listener();
    });
    // A failed load (offline) may be tried again.
    done.catch(() => loading.delete(locale));
    loading.set(locale, done);
  }
  return done;
}

let idsByEnglish: { english: Messages; ids: Map<string, ContractTextId> } | undefined;

/**
 * The catalog id whose English is `text`, from the contracts' English texts once loaded (the
 * platform's English messages, where they are whole: in tests); undefined before.
 */
export function contractTextId(text: string): ContractTextId | undefined {
  const english = loaded.get('en') ?? platformMessages.en;
  if (idsByEnglish?.english !== english) {
    const intl = intlOver('en', english);
    const ids = Object.keys(english).filter((id) => id.startsWith(CONTRACT_TEXT_PREFIX)) as ContractTextId[];
    idsByEnglish = { english, ids: new Map(ids.map((id) => [intl.formatMessage({ id }), id])) };
  }
  return idsByEnglish.ids.get(text);
}

/**
 * `text` (a contracts' English message) in the language of `intl`, from `intl`'s messages or the
 * loaded contracts' texts; undefined when neither knows it (yet: this starts their loading).
 */
export function knownContractText(intl: IntlShape, text: string): string | undefined {
  const locale = localeOfIntl(intl);
  if (locale === 'en') return text;
  void loadContractTexts(locale).catch(() => undefined);
  const id = contractTextId(text);
  if (!id) return undefined;
  if (intl.messages[id]) return intl.formatMessage({ id });
  return loadedMessage(intl, id);
}

/**
 * The message `id` of the error texts (contracts' texts, `platform.error.*`) in the language of
 * `intl`: from `intl`'s messages, else the loaded error texts; undefined when neither has it yet
 * (this starts their loading).
 */
export function loadedMessage(intl: IntlShape, id: string): string | undefined {
  const locale = localeOfIntl(intl);
  if (intl.messages[id]) return intl.formatMessage({ id });
  void loadContractTexts(locale).catch(() => undefined);
  const texts = loaded.get(locale);
  return texts?.[id] ? intlOver(locale, texts).formatMessage({ id }) : undefined;
}

/**
 * `text` (a contracts' English message: a field's validation error, a server's error message)
 * in the language of `intl`; a text the catalog does not know (or not yet) stays as it is.
 */
export function translateContractText(intl: IntlShape, text: string): string {
  return knownContractText(intl, text) ?? text;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/**
 * For a screen that shows the contracts' texts (a form's fields): loads them in the language of
 * `intl` once it is drawn, and renders it again when they arrive.
 */
export function useContractTexts(intl: IntlShape): void {
  const locale = localeOfIntl(intl);
  useEffect(() => {
    void loadContractTexts(locale).catch(() => undefined);
  }, [locale]);
  useSyncExternalStore(
    subscribe,
    () => loads,
    () => loads,
  );
}

let englishIntl: IntlShape | undefined;

/** react-intl over the platform's English messages, made once. */
function platformEnglish(): IntlShape {
  return (englishIntl ??= createIntl({ locale: 'en-IN', messages: platformMessages.en }));
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
