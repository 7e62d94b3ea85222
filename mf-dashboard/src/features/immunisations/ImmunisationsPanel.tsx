import {
  IMMUNISATION_SCHEDULE_CODES,
  scheduleDose,
  todayIsoDate,
  type ImmunisationDose,
  type ImmunisationScheduleCode,
  type Immunisations,
} from '@flourishly/contracts';
import {
  Button,
  Card,
  errorMessage,
  isOfflineQueued,
  Messages,
  MutedText,
  Spinner,
  useChildReadOnly,
  useGetChildQuery,
  useLocale,
} from '@flourishly/platform';
import { useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { dashboardMessages } from '../../messages';
import {
  useChooseImmunisationScheduleMutation,
  useDeleteImmunisationRecordMutation,
  useGetImmunisationsQuery,
  useRecordImmunisationMutation,
} from './api';
import { groupDoses } from './dose-groups';
import { doseName, noteText } from './dose-messages';
import { DoseRow } from './DoseRow';
import {
  StyledHeading,
  StyledList,
  StyledLiveMessage,
  StyledNote,
  StyledSchedule,
  StyledSource,
  StyledSubheading,
} from './immunisations.styles';
import { RecordDateDialog } from './RecordDateDialog';
import { loadScheduleTexts, useScheduleTexts } from './schedule-texts';
import { useStatusFocus } from './useStatusFocus';

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
 * switch the schedule (IAP or CDC); a viewer reads. In the parent's language, with the
 * dashboard's catalog and the schedules' texts in that language (schedule-texts.ts).
 */
export function ImmunisationsPanel({ childId }: ImmunisationsPanelProps) {
  // The vaccines' names load beside the catalog, not after it.
  void loadScheduleTexts(useLocale());
  return (
    <Messages catalog={dashboardMessages}>
      <ImmunisationsContent childId={childId} />
    </Messages>
  );
}

function ImmunisationsContent({ childId }: ImmunisationsPanelProps) {
  const intl = useIntl();
  const scheduleTexts = useScheduleTexts(useLocale());
  const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
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
  const focusWhen = useStatusFocus(immunisations.data, dialogDose !== null, statusRef);
  const busy = recording.isLoading || deleting.isLoading || choosing.isLoading;

  if (immunisations.isError) {
    return (
      <Card aria-labelledby={headingId}>
        <StyledHeading id={headingId}>
          <FormattedMessage id="dashboard.immunisations.title" />
        </StyledHeading>
        <MutedText role="alert">
          <FormattedMessage
            id="dashboard.immunisations.loadFailed"
            values={{ reason: errorMessage(immunisations.error, text('dashboard.immunisations.tryLater')) }}
          />
        </MutedText>
      </Card>
    );
  }
  if (!immunisations.data) return <Spinner label={text('dashboard.immunisations.loading')} />;
  const { schedule, doses } = immunisations.data as Immunisations;
  const nameOf = (dose: ImmunisationDose) => doseName(intl, scheduleTexts.vaccines, schedule, dose.vaccine, dose.dose);
  const scheduleName = (code: ImmunisationScheduleCode) => text('dashboard.immunisations.scheduleName', { schedule: code });
  const groups = groupDoses(doses, todayIsoDate());

  const record = async (dose: ImmunisationDose, givenOn: string) => {
    const result = await recordDose({ childId, vaccine: dose.vaccine, dose: dose.dose, givenOn });
    // Queued offline: the dose shows as given, marked to be saved when the network returns (no undo: no record yet).
    if ('error' in result && isOfflineQueued(result.error)) {
      setLastChange({ text: text('dashboard.immunisations.recordedOffline', { dose: nameOf(dose) }) });
      return undefined;
    }
    if ('error' in result) {
      const message = errorMessage(result.error, text('dashboard.immunisations.recordFailed'));
      setLastChange({ text: message });
      return { givenOn: message };
    }
    const recordId = result.data.id;
    focusWhen.current = (data) => data.doses.some((entry) => entry.recordId === recordId);
    setLastChange({
      text: text('dashboard.immunisations.recorded', { dose: nameOf(dose) }),
      undo: () => {
        focusWhen.current = (data) => !data.doses.some((entry) => entry.recordId === recordId);
        void deleteRecord({ childId, recordId }).then((undone) =>
          setLastChange({
            text:
              'error' in undone
                ? errorMessage(undone.error, text('dashboard.immunisations.undoFailed'))
                : text('dashboard.immunisations.removed', { dose: nameOf(dose) }),
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
      text:
        'error' in result
          ? errorMessage(result.error, text('dashboard.immunisations.removeFailed'))
          : text('dashboard.immunisations.removed', { dose: nameOf(dose) }),
    });
  };
  const row = (dose: ImmunisationDose) => {
    const note = scheduleDose(schedule, dose.vaccine, dose.dose)?.note;
    return (
      <DoseRow
        key={`${dose.vaccine}-${dose.dose}`}
        dose={dose}
        name={nameOf(dose)}
        note={note === undefined ? undefined : noteText(intl, note)}
        canChange={!readOnly}
        busy={busy}
        onGivenToday={() => void record(dose, todayIsoDate())}
        onChooseDate={() => setDialogDose(dose)}
        onRemove={() => void remove(dose)}
      />
    );
  };

  return (
    <Card aria-labelledby={headingId}>
      <StyledHeading id={headingId}>
        <FormattedMessage id="dashboard.immunisations.title" />
      </StyledHeading>
      <StyledNote>
        <FormattedMessage id="dashboard.immunisations.lead" />
      </StyledNote>
      <StyledSchedule>
        {readOnly ? (
          <span>{text('dashboard.immunisations.scheduleShown', { schedule: scheduleName(schedule) })}</span>
        ) : (
          <>
            <label htmlFor={scheduleId}>
              <FormattedMessage id="dashboard.immunisations.schedule" />
            </label>
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
                        ? errorMessage(result.error, text('dashboard.immunisations.scheduleFailed'))
                        : text('dashboard.immunisations.scheduleChanged', { schedule: scheduleName(next) }),
                  }),
                );
              }}
            >
              {IMMUNISATION_SCHEDULE_CODES.map((code) => (
                <option key={code} value={code}>
                  {scheduleName(code)}
                </option>
              ))}
            </select>
          </>
        )}
      </StyledSchedule>
      {readOnly ? (
        <StyledNote>
          <FormattedMessage id="dashboard.immunisations.readOnly" />
        </StyledNote>
      ) : null}
      <StyledLiveMessage role="status" ref={statusRef} tabIndex={-1}>
        {lastChange ? (
          <>
            <span>{lastChange.text}</span>
            {lastChange.undo ? (
              <Button type="button" $variant="ghost" disabled={busy} onClick={lastChange.undo}>
                <FormattedMessage id="dashboard.immunisations.undo" />
              </Button>
            ) : null}
          </>
        ) : null}
      </StyledLiveMessage>

      <StyledSubheading>
        <FormattedMessage id="dashboard.immunisations.next" />
      </StyledSubheading>
      {groups.next.length > 0 ? (
        <StyledList>{groups.next.map(row)}</StyledList>
      ) : (
        <MutedText>
          <FormattedMessage id="dashboard.immunisations.noneDue" />
        </MutedText>
      )}
      {groups.later.length > 0 ? (
        <details>
          <summary>
            <FormattedMessage id="dashboard.immunisations.later" values={{ count: groups.later.length }} />
          </summary>
          <StyledList>{groups.later.map(row)}</StyledList>
        </details>
      ) : null}
      {groups.given.length > 0 ? (
        <>
          <StyledSubheading>
            <FormattedMessage id="dashboard.immunisations.given" />
          </StyledSubheading>
          <StyledList>{groups.given.map(row)}</StyledList>
        </>
      ) : null}

      <StyledNote>
        <FormattedMessage id="dashboard.immunisations.chronologicalNote" />
      </StyledNote>
      <StyledNote>
        <FormattedMessage id="dashboard.immunisations.checkNote" />
      </StyledNote>
      <StyledSource>
        <FormattedMessage id="dashboard.immunisations.source" values={{ source: scheduleTexts.sources[schedule] }} />
      </StyledSource>

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
