import {
  acceptsNull,
  CHILD_PROFILE_FIELDS,
  childProfileFieldsOfSteps,
  DAILY_GAME_LIMIT_CHOICES,
  type ChildProfileFieldKey,
  type ProfileField,
  type ProfileFieldStep,
} from '@flourishly/contracts';
import { CheckboxGroupField, SelectField, TextField } from '@flourishly/platform/forms';
import { useFormState } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { fieldHintText, fieldLabelText, optionText } from './field-messages';
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
  const intl = useIntl();
  const field: ProfileField = CHILD_PROFILE_FIELDS[name];
  const label = fieldLabelText(intl, name, step);
  const hint = fieldHintText(intl, name);
  const options = (field.options ?? []).map((option) => ({ value: option.value, label: optionText(intl, name, option) }));
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
          hint={hint}
          options={options}
          placeholder={acceptsNull(field) ? intl.formatMessage({ id: 'children.field.notSpecified' }) : undefined}
        />
      );
    case 'checkboxes':
      return <CheckboxGroupField name={name} legend={label} hint={hint} options={options} />;
    case 'whole-number':
      // Text, not type="number": a number input empties itself on a stray "e" and the answer is
      // lost silently; as text the schema shows what is wrong.
      return <TextField name={name} label={label} hint={hint} inputMode="numeric" autoComplete="off" />;
    case 'text':
      return <TextField name={name} label={label} hint={hint} autoComplete="off" required={!('default' in field)} />;
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
  const intl = useIntl();
  const { values } = useFormState<Record<string, unknown>>({ subscription: { values: true } });
  const current = String(values[name] ?? '');
  const minutes = [
    ...DAILY_GAME_LIMIT_CHOICES.map(String),
    ...(current && !DAILY_GAME_LIMIT_CHOICES.map(String).includes(current) ? [current] : []),
  ]
    .map(Number)
    .sort((a, b) => a - b);
  const options = [
    { value: '', label: intl.formatMessage({ id: 'children.gameLimit.off' }) },
    ...minutes.map((value) => ({
      value: String(value),
      label: intl.formatMessage({ id: 'children.gameLimit.minutes' }, { minutes: value }),
    })),
  ];
  return (
    <>
      <SelectField name={name} label={intl.formatMessage({ id: 'children.field.dailyGameLimitMinutes' })} options={options} />
      <p>
        <FormattedMessage id="children.gameLimit.guidance" values={{ small: (source) => <small>{source}</small> }} />
      </p>
    </>
  );
}
