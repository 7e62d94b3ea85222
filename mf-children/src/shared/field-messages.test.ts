import { createIntl } from 'react-intl';
import {
  AVATAR_IDS,
  AVATAR_LABELS,
  CHILD_PROFILE_ANSWER_KEYS,
  CHILD_PROFILE_FIELDS,
  PERSONA_DESCRIPTIONS,
  PERSONAS,
  type ProfileField,
  type ProfileFieldStep,
} from '@flourishly/contracts';
import { AVATAR_MESSAGES, fieldHintText, fieldLabelText, optionText, OPTION_MESSAGES, PERSONA_MESSAGES } from './field-messages';
import en from './messages/en.json';
import hi from './messages/hi.json';

const english = createIntl({ locale: 'en-IN', messages: en });
const hindi = createIntl({ locale: 'hi-IN', messages: hi });
const devanagari = /[\u0900-\u097F]/;
const fields = CHILD_PROFILE_ANSWER_KEYS.map((key) => ({ key, field: CHILD_PROFILE_FIELDS[key] as ProfileField }));

describe('the profile questions in the parent’s language', () => {
  it('words every label, step label and hint in English as the contracts do, and in Hindi', () => {
    for (const { key, field } of fields) {
      for (const step of field.steps) {
        const stepLabels: Partial<Record<ProfileFieldStep, string>> = field.stepLabels ?? {};
        expect(fieldLabelText(english, key, step)).toBe(stepLabels[step] ?? field.label);
        expect(fieldLabelText(hindi, key, step)).toMatch(devanagari);
      }
      expect(fieldHintText(english, key)).toBe(field.hint);
      if (field.hint) expect(fieldHintText(hindi, key)).toMatch(devanagari);
    }
  });

  it('has a message for every choice, worded in English as the contracts do', () => {
    for (const { key, field } of fields) {
      for (const option of field.options ?? []) {
        expect(OPTION_MESSAGES[key]?.[option.value]).toBeDefined();
        expect(optionText(english, key, option)).toBe(option.label);
        expect(optionText(hindi, key, option)).toMatch(devanagari);
      }
    }
  });

  it('names avatars and personas in English as the contracts do', () => {
    expect(AVATAR_IDS.map((avatar) => english.formatMessage({ id: AVATAR_MESSAGES[avatar] }))).toEqual(
      AVATAR_IDS.map((avatar) => AVATAR_LABELS[avatar]),
    );
    for (const persona of PERSONAS) {
      expect(english.formatMessage({ id: PERSONA_MESSAGES[persona].name })).toBe(persona);
      expect(english.formatMessage({ id: PERSONA_MESSAGES[persona].description })).toBe(PERSONA_DESCRIPTIONS[persona]);
      expect(hindi.formatMessage({ id: PERSONA_MESSAGES[persona].description })).toMatch(devanagari);
    }
  });
});
