import {
  IMMUNISATION_SCHEDULE_CODES,
  IMMUNISATION_SCHEDULES,
  IMMUNISATIONS_TEXT,
  immunisationDoseName,
  scheduleDose,
  todayIsoDate,
  type ImmunisationDose,
  type ImmunisationScheduleCode,
  type Immunisations,
} from '@flourishly/contracts';
import { Button, Card, errorMessage, MutedText, Spinner, useChildReadOnly, useGetChildQuery } from '@flourishly/platform';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  useChooseImmunisationScheduleMutation,
  useDeleteImmunisationRecordMutation,
  useGetImmunisationsQuery,
  useRecordImmunisationMutation,
} from './api';
import { groupDoses } from './dose-groups';
import { DoseRow } from './DoseRow';
import { RecordDateDialog } from './RecordDateDialog';

const StyledHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  margin: 0 0 ${({ theme }) => theme.space.xs};
`;
const StyledSubheading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.sm};
`;
const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;
const StyledNote = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  margin: 0 0 ${({ theme }) => theme.space.sm};
`;
const StyledSchedule = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.sm};
  select {
    min-height: 44px;
    font: inherit;
    padding: 0 ${({ theme }) => theme.space.sm};
  }
`;
const StyledLiveMessage = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.sm};
`;
const StyledSource = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  margin: ${({ theme }) => theme.space.md} 0 0;
`;

export interface ImmunisationsPanelProps {
  childId: number;
}

/** What the last change did, with what undoes it: the live message under the heading. */
interface LastChange {
  text: string;
  undo?: () => void;
}

/**
 * The Immunisations tab (docs/product.md, "Immunisations"): the next doses first (overdue, due,
 * then those of the coming three months), later doses folded, then the doses given. Owners and
 * caregivers record a dose as given today in one tap or on a chosen date, undo or remove it, and
 * switch the schedule (IAP or CDC); a viewer reads.
 */
export function ImmunisationsPanel({ childId }: ImmunisationsPanelProps) {
  const headingId = useId();
  const scheduleId = useId();
  const child = useGetChildQuery(childId);
  const readOnly = useChildReadOnly(childId);
  const immunisations = useGetImmunisationsQuery(childId);
  const [recordDose, recording] = useRecordImmunisationMutation();
  const [deleteRecord, deleting] = useDeleteImmunisationRecordMutation();
  const [chooseSchedule, choosing] = useChooseImmunisationScheduleMutation();
  const [dialogDose, setDialogDose] = useState<ImmunisationDose | null>(null);
  const [lastChange, setLastChange] = useState<LastChange | null>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  // A recorded dose leaves its list when the list comes back, and the button that recorded it
  // goes: focus then moves to the message (with its Undo), not to the page's top. The dialog, if
  // its opener is already gone when it closes, moves it there itself.
  const focusWhen = useRef<((data: Immunisations) => boolean) | null>(null);
  useEffect(() => {
    const shown = focusWhen.current;
    if (!shown || !immunisations.data || dialogDose !== null || !shown(immunisations.data)) return;
    focusWhen.current = null;
    const timer = setTimeout(() => {
      const active = document.activeElement;
      if (!active || active === document.body || !active.isConnected) statusRef.current?.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [immunisations.data, dialogDose]);
  const busy = recording.isLoading || deleting.isLoading || choosing.isLoading;

  if (immunisations.isError) {
    return (
      <Card aria-labelledby={headingId}>
        <StyledHeading id={headingId}>{IMMUNISATIONS_TEXT.title}</StyledHeading>
        <MutedText role="alert">
          The immunisations could not be loaded. {errorMessage(immunisations.error, 'Please try again later.')}
        </MutedText>
      </Card>
    );
  }
  if (!immunisations.data) return <Spinner label="Loading immunisations" />;
  const { schedule, doses } = immunisations.data as Immunisations;
  const nameOf = (dose: ImmunisationDose) => immunisationDoseName(schedule, dose.vaccine, dose.dose);
  const groups = groupDoses(doses, todayIsoDate());

  const record = async (dose: ImmunisationDose, givenOn: string) => {
    const result = await recordDose({ childId, vaccine: dose.vaccine, dose: dose.dose, givenOn });
    if ('error' in result) {
      const message = errorMessage(result.error, 'The dose could not be recorded.');
      setLastChange({ text: message });
      return { givenOn: message };
    }
    const recordId = result.data.id;
    focusWhen.current = (data) => data.doses.some((entry) => entry.recordId === recordId);
    setLastChange({
      text: `${nameOf(dose)} recorded as given.`,
      undo: () => {
        focusWhen.current = (data) => !data.doses.some((entry) => entry.recordId === recordId);
        void deleteRecord({ childId, recordId }).then((undone) =>
          setLastChange({
            text: 'error' in undone ? errorMessage(undone.error, 'It could not be undone.') : `${nameOf(dose)}: record removed.`,
          }),
        );
      },
    });
    return undefined;
  };
  const remove = async (dose: ImmunisationDose) => {
    if (dose.recordId === null) return;
    const result = await deleteRecord({ childId, recordId: dose.recordId });
    const recordId = dose.recordId;
    focusWhen.current = 'error' in result ? null : (data) => !data.doses.some((entry) => entry.recordId === recordId);
    setLastChange({
      text: 'error' in result ? errorMessage(result.error, 'The record could not be removed.') : `${nameOf(dose)}: record removed.`,
    });
  };
  const row = (dose: ImmunisationDose) => (
    <DoseRow
      key={`${dose.vaccine}-${dose.dose}`}
      dose={dose}
      name={nameOf(dose)}
      note={scheduleDose(schedule, dose.vaccine, dose.dose)?.note}
      canChange={!readOnly}
      busy={busy}
      onGivenToday={() => void record(dose, todayIsoDate())}
      onChooseDate={() => setDialogDose(dose)}
      onRemove={() => void remove(dose)}
    />
  );

  return (
    <Card aria-labelledby={headingId}>
      <StyledHeading id={headingId}>{IMMUNISATIONS_TEXT.title}</StyledHeading>
      <StyledNote>{IMMUNISATIONS_TEXT.lead}</StyledNote>
      <StyledSchedule>
        {readOnly ? (
          <span>
            {IMMUNISATIONS_TEXT.scheduleLabel}: {IMMUNISATION_SCHEDULES[schedule].name}
          </span>
        ) : (
          <>
            <label htmlFor={scheduleId}>{IMMUNISATIONS_TEXT.scheduleLabel}</label>
            <select
              id={scheduleId}
              value={schedule}
              disabled={busy}
              onChange={(event) => {
                const next = event.target.value as ImmunisationScheduleCode;
                void chooseSchedule({ childId, schedule: next }).then((result) =>
                  setLastChange({
                    text:
                      'error' in result
                        ? errorMessage(result.error, 'The schedule could not be changed.')
                        : `Schedule: ${IMMUNISATION_SCHEDULES[next].name}.`,
                  }),
                );
              }}
            >
              {IMMUNISATION_SCHEDULE_CODES.map((code) => (
                <option key={code} value={code}>
                  {IMMUNISATION_SCHEDULES[code].name}
                </option>
              ))}
            </select>
          </>
        )}
      </StyledSchedule>
      {readOnly ? <StyledNote>{IMMUNISATIONS_TEXT.readOnly}</StyledNote> : null}
      <StyledLiveMessage role="status" ref={statusRef} tabIndex={-1}>
        {lastChange ? (
          <>
            <span>{lastChange.text}</span>
            {lastChange.undo ? (
              <Button type="button" $variant="ghost" disabled={busy} onClick={lastChange.undo}>
                {IMMUNISATIONS_TEXT.undo}
              </Button>
            ) : null}
          </>
        ) : null}
      </StyledLiveMessage>

      <StyledSubheading>{IMMUNISATIONS_TEXT.nextTitle}</StyledSubheading>
      {groups.next.length > 0 ? <StyledList>{groups.next.map(row)}</StyledList> : <MutedText>{IMMUNISATIONS_TEXT.noneDue}</MutedText>}
      {groups.later.length > 0 ? (
        <details>
          <summary>Later doses ({groups.later.length})</summary>
          <StyledList>{groups.later.map(row)}</StyledList>
        </details>
      ) : null}
      {groups.given.length > 0 ? (
        <>
          <StyledSubheading>{IMMUNISATIONS_TEXT.givenTitle}</StyledSubheading>
          <StyledList>{groups.given.map(row)}</StyledList>
        </>
      ) : null}

      <StyledNote>{IMMUNISATIONS_TEXT.chronologicalNote}</StyledNote>
      <StyledNote>{IMMUNISATIONS_TEXT.checkNote}</StyledNote>
      <StyledSource>Source: {IMMUNISATION_SCHEDULES[schedule].source}</StyledSource>

      <RecordDateDialog
        doseName={dialogDose ? nameOf(dialogDose) : null}
        dateOfBirth={child.data?.dateOfBirth ?? ''}
        fallbackFocusRef={statusRef}
        onClose={() => setDialogDose(null)}
        onSave={async (givenOn) => {
          if (!dialogDose) return undefined;
          const errors = await record(dialogDose, givenOn);
          if (!errors) setDialogDose(null);
          return errors;
        }}
      />
    </Card>
  );
}
