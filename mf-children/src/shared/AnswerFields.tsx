import {
  DAILY_GAME_LIMIT_CHOICES,
  GAME_LIMIT_MESSAGES,
  GESTATIONAL_AGE_DAYS_LABEL,
  GESTATIONAL_AGE_HELP,
  GESTATIONAL_AGE_LABEL,
} from '@flourishly/contracts';
import { CheckboxGroupField, SelectField, TextField } from '@flourishly/platform/forms';
import { useFormState } from 'react-final-form';
import styled from 'styled-components';
import { ANSWER_OPTIONS, GAME_LIMIT_FIELD, GESTATIONAL_AGE_DAYS_FIELD, GESTATIONAL_AGE_FIELD, NOT_SPECIFIED } from './answer-options';
import { AvatarPickerField } from './AvatarPickerField';
import { DateOfBirthField } from './DateOfBirthField';

/** Weeks and days of gestation side by side where there is room (days field narrower). */
const StyledPair = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
  @media (max-width: 420px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/**
 * The child-profile questions, grouped as the wizard asks them. The wizard and the edit page
 * use the same fields (react-final-form; validated with the contracts' schemas).
 */
export function BasicInfoFields() {
  return (
    <>
      <TextField name="name" label="Child's name" autoComplete="off" required />
      <DateOfBirthField />
      {/* Text, not type="number": a number input empties itself on a stray "e" and the answer is
          lost silently; as text the schema shows what is wrong. */}
      <StyledPair>
        <TextField
          name={GESTATIONAL_AGE_FIELD}
          label={GESTATIONAL_AGE_LABEL}
          hint={GESTATIONAL_AGE_HELP}
          inputMode="numeric"
          autoComplete="off"
        />
        <TextField name={GESTATIONAL_AGE_DAYS_FIELD} label={GESTATIONAL_AGE_DAYS_LABEL} inputMode="numeric" autoComplete="off" />
      </StyledPair>
      <SelectField name="gender" label="Gender" options={ANSWER_OPTIONS.gender} />
      <SelectField
        name="primaryDevelopmentalConcern"
        label="Primary developmental focus"
        options={ANSWER_OPTIONS.primaryDevelopmentalConcern}
      />
      <AvatarPickerField />
    </>
  );
}

/** Young-child form (age 5 or under): temperament, social interaction style, preferred activities. */
export function YoungChildFields() {
  return (
    <>
      <SelectField name="temperament" label="Temperament" options={ANSWER_OPTIONS.temperament} placeholder={NOT_SPECIFIED} />
      <SelectField
        name="socialInteractionPreference"
        label="Social interaction style"
        options={ANSWER_OPTIONS.socialInteractionPreference}
        placeholder={NOT_SPECIFIED}
      />
      <CheckboxGroupField name="preferredActivity" legend="Preferred activities" options={ANSWER_OPTIONS.preferredActivity} />
    </>
  );
}

/** Older-child form (over 5): behavior, mood facing challenges, activity level, social skills. */
export function OlderChildFields({ includeTemperament = true }: { includeTemperament?: boolean }) {
  return (
    <>
      {includeTemperament ? (
        <SelectField name="temperament" label="Behaviour" options={ANSWER_OPTIONS.temperament} placeholder={NOT_SPECIFIED} />
      ) : null}
      <SelectField
        name="moodWhenFacingChallenges"
        label="When facing a challenge, your child…"
        options={ANSWER_OPTIONS.moodWhenFacingChallenges}
        placeholder={NOT_SPECIFIED}
      />
      <SelectField
        name="physicalActivityLevel"
        label="Physical activity level"
        options={ANSWER_OPTIONS.physicalActivityLevel}
        placeholder={NOT_SPECIFIED}
      />
      <SelectField
        name="socialSkillsHandling"
        label="With other children, your child…"
        options={ANSWER_OPTIONS.socialSkillsHandling}
        placeholder={NOT_SPECIFIED}
      />
    </>
  );
}

/** Family context: involvement, family activities, parenting priorities. */
export function FamilyContextFields() {
  return (
    <>
      <SelectField name="parentalInvolvement" label="Family involvement" options={ANSWER_OPTIONS.parentalInvolvement} />
      <CheckboxGroupField
        name="familyActivityPreferences"
        legend="Activities your family enjoys"
        options={ANSWER_OPTIONS.familyActivityPreferences}
      />
      <CheckboxGroupField
        name="familyDevelopmentFocus"
        legend="Your parenting priorities"
        options={ANSWER_OPTIONS.familyDevelopmentFocus}
      />
    </>
  );
}

/**
 * The parent's daily game limit ('' = no limit, the default), with the AAP's guidance. The list
 * offers DAILY_GAME_LIMIT_CHOICES, plus the saved value when it is another one.
 */
export function GameLimitField() {
  const { values } = useFormState<Record<string, unknown>>({ subscription: { values: true } });
  const current = String(values[GAME_LIMIT_FIELD] ?? '');
  const minutes = [
    ...DAILY_GAME_LIMIT_CHOICES.map(String),
    ...(current && !DAILY_GAME_LIMIT_CHOICES.map(String).includes(current) ? [current] : []),
  ]
    .map(Number)
    .sort((a, b) => a - b);
  const options = [
    { value: '', label: GAME_LIMIT_MESSAGES.off },
    ...minutes.map((value) => ({ value: String(value), label: `${value} minutes a day` })),
  ];
  return (
    <>
      <SelectField name={GAME_LIMIT_FIELD} label={GAME_LIMIT_MESSAGES.label} options={options} />
      <p>
        {GAME_LIMIT_MESSAGES.guidance} <small>{GAME_LIMIT_MESSAGES.guidanceSource}</small>
      </p>
    </>
  );
}
