import {
  acceptsNull,
  CHILD_PROFILE_FIELDS,
  childProfileFieldsOfSteps,
  DAILY_GAME_LIMIT_CHOICES,
  GAME_LIMIT_MESSAGES,
  type ChildProfileFieldKey,
  type ProfileField,
  type ProfileFieldStep,
} from '@flourishly/contracts';
import { CheckboxGroupField, SelectField, TextField } from '@flourishly/platform/forms';
import { useFormState } from 'react-final-form';
import styled from 'styled-components';
import { fieldLabel, NOT_SPECIFIED } from './answer-options';
import { AvatarPickerField } from './AvatarPickerField';
import { DateOfBirthField } from './DateOfBirthField';

/** Fields of one row (weeks and days of gestation) side by side where there is room, the second narrower. */
const StyledPair = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
  @media (max-width: 420px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** One field's control, chosen by its declared input (CHILD_PROFILE_FIELDS in the contracts). */
function AnswerField({ name, step }: { name: ChildProfileFieldKey; step: ProfileFieldStep }) {
  const field: ProfileField = CHILD_PROFILE_FIELDS[name];
  const label = fieldLabel(name, step);
  const options = [...(field.options ?? [])];
  switch (field.input) {
    case 'date':
      return <DateOfBirthField name={name} label={label} />;
    case 'avatar':
      return <AvatarPickerField name={name} legend={label} />;
    case 'game-limit':
      return <GameLimitField name={name} />;
    case 'select':
      return (
        <SelectField
          name={name}
          label={label}
          hint={field.hint}
          options={options}
          placeholder={acceptsNull(field) ? NOT_SPECIFIED : undefined}
        />
      );
    case 'checkboxes':
      return <CheckboxGroupField name={name} legend={label} hint={field.hint} options={options} />;
    case 'whole-number':
      // Text, not type="number": a number input empties itself on a stray "e" and the answer is
      // lost silently; as text the schema shows what is wrong.
      return <TextField name={name} label={label} hint={field.hint} inputMode="numeric" autoComplete="off" />;
    case 'text':
      return <TextField name={name} label={label} hint={field.hint} autoComplete="off" required={!('default' in field)} />;
  }
}

/**
 * The child-profile questions asked on `steps` (a field on several of them once), in the order
 * CHILD_PROFILE_FIELDS declares them; fields of one `row` side by side. The wizard shows one step
 * at a time, the edit page every step; both validate with the contracts' schemas
 * (react-final-form). A field's label is the one of the first of `steps` that asks it.
 */
export function AnswerFields({ steps }: { steps: readonly ProfileFieldStep[] }) {
  const fieldOf = (key: ChildProfileFieldKey): ProfileField => CHILD_PROFILE_FIELDS[key];
  const stepOf = (key: ChildProfileFieldKey) => steps.find((step) => fieldOf(key).steps.includes(step)) ?? steps[0]!;
  const groups: ChildProfileFieldKey[][] = [];
  let previousRow: string | undefined;
  for (const key of childProfileFieldsOfSteps(steps)) {
    const { row } = fieldOf(key);
    if (row !== undefined && row === previousRow) groups[groups.length - 1]!.push(key);
    else groups.push([key]);
    previousRow = row;
  }
  return (
    <>
      {groups.map((group) =>
        group.length > 1 ? (
          <StyledPair key={group[0]}>
            {group.map((key) => (
              <AnswerField key={key} name={key} step={stepOf(key)} />
            ))}
          </StyledPair>
        ) : (
          <AnswerField key={group[0]} name={group[0]!} step={stepOf(group[0]!)} />
        ),
      )}
    </>
  );
}

/**
 * The parent's daily game limit ('' = no limit, the default), with the AAP's guidance. The list
 * offers DAILY_GAME_LIMIT_CHOICES, plus the saved value when it is another one.
 */
export function GameLimitField({ name }: { name: string }) {
  const { values } = useFormState<Record<string, unknown>>({ subscription: { values: true } });
  const current = String(values[name] ?? '');
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
      <SelectField name={name} label={GAME_LIMIT_MESSAGES.label} options={options} />
      <p>
        {GAME_LIMIT_MESSAGES.guidance} <small>{GAME_LIMIT_MESSAGES.guidanceSource}</small>
      </p>
    </>
  );
}
