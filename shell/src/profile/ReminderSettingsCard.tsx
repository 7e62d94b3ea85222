import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { REMINDER_KINDS, type ReminderKind, type User } from '@flourishly/contracts';
import { Card, MutedText, useErrorText, useGetSettingsQuery, useUpdateSettingsMutation, Messages } from '@flourishly/platform';
import { profileMessages } from './messages';

/** Each switch's label and what it sends, by message. */
const REMINDER_MESSAGES: Record<ReminderKind, { label: string; description: string }> = {
  immunizations: { label: 'shell.reminders.immunizations', description: 'shell.reminders.immunizationsDescription' },
  checklists: { label: 'shell.reminders.checklists', description: 'shell.reminders.checklistsDescription' },
  screenings: { label: 'shell.reminders.screenings', description: 'shell.reminders.screeningsDescription' },
  weeklyPlan: { label: 'shell.reminders.weeklyPlan', description: 'shell.reminders.weeklyPlanDescription' },
};

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledRow = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
`;

// A checkbox drawn as a switch: the native control keeps Space to toggle and the checked state.
const StyledSwitch = styled.input`
  appearance: none;
  flex: none;
  position: relative;
  width: 48px;
  height: 28px;
  margin: 0;
  border-radius: 14px;
  border: 2px solid ${({ theme }) => theme.colors.textMuted};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  &::after {
    content: '';
    position: absolute;
    top: 2px;
    left: 2px;
    width: 20px;
    height: 20px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.textMuted};
    transition: transform 0.15s;
  }
  &:checked {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
  }
  &:checked::after {
    transform: translateX(20px);
    background: ${({ theme }) => theme.colors.onPrimary};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const StyledLabel = styled.label`
  font-weight: 600;
  display: block;
`;

const StyledError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

/** One reminder kind's switch, its label and what it sends. */
function ReminderSwitch({ kind, checked, onChange }: { kind: ReminderKind; checked: boolean; onChange: (on: boolean) => void }) {
  const id = useId();
  return (
    <StyledRow>
      <StyledSwitch
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        aria-describedby={`${id}-description`}
        onChange={(event) => onChange(event.target.checked)}
      />
      <div>
        <StyledLabel htmlFor={id}>
          <FormattedMessage id={REMINDER_MESSAGES[kind].label} />
        </StyledLabel>
        <MutedText id={`${id}-description`}>
          <FormattedMessage id={REMINDER_MESSAGES[kind].description} />
        </MutedText>
      </div>
    </StyledRow>
  );
}

/**
 * Settings' 'Email reminders' card (docs/product.md, "Settings"): one switch per kind of reminder,
 * each saved as it is pressed (the switch moves at once and goes back if the save fails).
 */
function ReminderSettingsCardContent({ user }: { user: User }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const { data: settings, isError } = useGetSettingsQuery(user.id);
  const [updateSettings] = useUpdateSettingsMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const change = async (kind: ReminderKind, on: boolean) => {
    setFailure(null);
    try {
      await updateSettings({ userId: user.id, patch: { reminders: { [kind]: on } } }).unwrap();
    } catch (error) {
      setFailure(errorText(error, intl.formatMessage({ id: 'shell.reminders.saveFailed' })));
    }
  };
  return (
    <Card aria-labelledby="reminders-heading">
      <h2 id="reminders-heading">
        <FormattedMessage id="shell.reminders.title" />
      </h2>
      <MutedText>
        <FormattedMessage id="shell.reminders.lead" />
      </MutedText>
      {isError && (
        <StyledError role="alert">
          <FormattedMessage id="shell.reminders.loadFailed" />
        </StyledError>
      )}
      {settings?.reminders && (
        <StyledList>
          {REMINDER_KINDS.map((kind) => (
            <ReminderSwitch key={kind} kind={kind} checked={settings.reminders[kind]} onChange={(on) => void change(kind, on)} />
          ))}
        </StyledList>
      )}
      <div aria-live="polite">{failure && <StyledError>{failure}</StyledError>}</div>
    </Card>
  );
}

/** {@link ReminderSettingsCardContent} in the profile messages, wherever it is drawn. */
export function ReminderSettingsCard({ user }: { user: User }) {
  return (
    <Messages catalog={profileMessages}>
      <ReminderSettingsCardContent user={user} />
    </Messages>
  );
}
