import { createIntl } from 'react-intl';
import {
  ACCESS_MESSAGES,
  ACCOUNT_MESSAGES,
  ADD_ACTIVITY_MESSAGES,
  AUTH_MESSAGES,
  CAP_MESSAGES,
  changePasswordFormSchema,
  CHILD_VALIDATION_MESSAGES,
  childBasicInfoSchema,
  connectDeviceSchema,
  createAssignmentSchema,
  CHOICE_MESSAGES,
  CONTROL_CHARACTER_MESSAGE,
  DATE_MESSAGES,
  deleteAccountSchema,
  familyContextSchema,
  GROWTH_MESSAGES,
  loginSchema,
  MARKETING_MESSAGES,
  passwordResetFormSchema,
  passwordResetRequestSchema,
  PROFILE_MESSAGES,
  profileSchema,
  registerFormSchema,
  TEXT_FIELD_MESSAGES,
} from '@flourishly/contracts';
import en from './messages/en.json';
import hi from './messages/hi.json';
import { contractTextId, translateContractText } from './contract-texts';

const english = createIntl({ locale: 'en-IN', messages: en, onError: () => undefined });
const hindi = createIntl({ locale: 'hi-IN', messages: hi, onError: () => undefined });

/** The contracts' texts a parent can read under a field or in an error, each of which the catalog translates. */
const CONTRACT_TEXTS: string[] = [
  ...Object.values(AUTH_MESSAGES),
  ACCOUNT_MESSAGES.resetGone,
  ACCOUNT_MESSAGES.wrongPassword,
  ...Object.values(TEXT_FIELD_MESSAGES),
  CONTROL_CHARACTER_MESSAGE,
  DATE_MESSAGES.required,
  DATE_MESSAGES.calendarDate,
  DATE_MESSAGES.realDate,
  DATE_MESSAGES.outOfRange,
  ...Object.values(CHILD_VALIDATION_MESSAGES),
  ...Object.values(CHOICE_MESSAGES),
  ...Object.values(PROFILE_MESSAGES),
  MARKETING_MESSAGES.topic,
  MARKETING_MESSAGES.name,
  MARKETING_MESSAGES.email,
  MARKETING_MESSAGES.message,
  MARKETING_MESSAGES.organization,
  GROWTH_MESSAGES.oneValue,
  GROWTH_MESSAGES.future,
  GROWTH_MESSAGES.beforeBirth,
  ADD_ACTIVITY_MESSAGES.chooseLibraryActivity,
  ...Object.values(CAP_MESSAGES),
  ...Object.values(ACCESS_MESSAGES),
];

/** Messages of the shell's forms for empty, blank and wrongly typed answers. */
const FORM_MESSAGES = [
  loginSchema,
  registerFormSchema,
  passwordResetRequestSchema,
  passwordResetFormSchema,
  profileSchema,
  changePasswordFormSchema,
  deleteAccountSchema,
  childBasicInfoSchema,
  familyContextSchema,
  connectDeviceSchema,
].flatMap((schema) =>
  [{}, { email: 'not-an-email', password: 'short', fullName: 'A', phoneNumber: '12', address: 'x', schoolUrl: 'nope' }].flatMap(
    (values) => schema.safeParse(values).error?.issues.map((issue) => issue.message) ?? [],
  ),
);

/** The add-activity form's messages for a custom activity left empty or wrong. */
const ACTIVITY_MESSAGES = [{}, { custom: {} }, { custom: { title: 'A', domainType: 'nope', duration: 0 } }, { activityId: 'x' }].flatMap(
  (values) =>
    createAssignmentSchema.safeParse({ date: '2026-11-02', time: '09:00', ...values }).error?.issues.map((issue) => issue.message) ?? [],
);

describe("the contracts' texts in the platform catalog", () => {
  it.each(CONTRACT_TEXTS)('knows "%s", whose English message is the contracts\' text word for word', (text) => {
    const id = contractTextId(text);
    expect(id).toBeDefined();
    expect(english.formatMessage({ id: id! })).toBe(text);
  });

  it("has every form's validation message in Hindi", () => {
    expect(FORM_MESSAGES.length).toBeGreaterThan(10);
    expect(new Set(ACTIVITY_MESSAGES).size).toBeGreaterThan(3);
    for (const message of [...FORM_MESSAGES, ...ACTIVITY_MESSAGES]) {
      const translated = translateContractText(hindi, message);
      expect(translated).not.toBe(message);
      expect(translated).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('leaves English and unknown texts as they are', () => {
    expect(translateContractText(english, AUTH_MESSAGES.emailRequired)).toBe('Enter your email address');
    expect(translateContractText(hindi, AUTH_MESSAGES.emailRequired)).toBe('अपना ईमेल पता लिखें');
    expect(translateContractText(hindi, 'Something no catalog has')).toBe('Something no catalog has');
  });
});
