import { createIntl } from 'react-intl';
import {
  ACTIVITY_LEVEL_POINTS,
  AVATAR_IDS,
  AVATAR_LABELS,
  BALANCED_LEARNER_DEFAULT_REASON,
  CHALLENGE_MOOD_POINTS,
  CHILD_PROFILE_ANSWER_KEYS,
  CHILD_PROFILE_FIELDS,
  CONCERN_POINTS,
  PERSONA_DESCRIPTIONS,
  PERSONAS,
  PREFERRED_ACTIVITY_POINTS,
  SOCIAL_PREFERENCE_POINTS,
  SOCIAL_SKILLS_POINTS,
  TEMPERAMENT_POINTS,
  type PersonaPoints,
  type ProfileField,
  type ProfileFieldStep,
} from '@flourishly/contracts';
import { AVATAR_MESSAGES, fieldHintText, fieldLabelText, optionText, OPTION_MESSAGES } from './field-messages';
import sharedEn from './messages/en.json';
import sharedHi from './messages/hi.json';
import { PERSONA_MESSAGES, PERSONA_REASON_MESSAGES, personaReasonText } from './persona-messages';
import questionsEn from './questionnaire/messages/en.json';
import questionsHi from './questionnaire/messages/hi.json';

// Personas' names and reasons are in the shared catalog, the rest in the questionnaire's (both load on the edit page).
const english = createIntl({ locale: 'en-IN', messages: { ...sharedEn, ...questionsEn } });
const hindi = createIntl({ locale: 'hi-IN', messages: { ...sharedHi, ...questionsHi } });
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

  it('has a message for every reason persona scoring gives, worded in English as the contracts do', () => {
    const tables: Record<string, PersonaPoints | null>[] = [
      CONCERN_POINTS,
      TEMPERAMENT_POINTS,
      SOCIAL_PREFERENCE_POINTS,
      PREFERRED_ACTIVITY_POINTS,
      CHALLENGE_MOOD_POINTS,
      ACTIVITY_LEVEL_POINTS,
      SOCIAL_SKILLS_POINTS,
    ];
    const reasons = [
      ...tables.flatMap((table) => Object.values(table).flatMap((entry) => (entry ? [entry.reason] : []))),
      BALANCED_LEARNER_DEFAULT_REASON,
    ];
    expect(reasons.filter((reason) => !(reason in PERSONA_REASON_MESSAGES))).toEqual([]);
    expect(reasons.map((reason) => personaReasonText(english, reason))).toEqual(reasons);
    expect(reasons.map((reason) => personaReasonText(hindi, reason)).filter((text) => !devanagari.test(text))).toEqual([]);
  });
});
