import { calendarDateSchema, todayIsoDate } from '@flourishly/contracts';
import { Dialog } from '@flourishly/platform/dialog';
import { SchemaForm, TextField } from '@flourishly/platform/forms';
import type { SubmissionErrors } from 'final-form';
import type { RefObject } from 'react';
import { useIntl } from 'react-intl';
import { z } from 'zod';

const givenOnSchema = z.object({ givenOn: calendarDateSchema });

export interface RecordDateDialogProps {
  /** The dose being recorded (its name), or null when the dialog is closed. */
  doseName: string | null;
  dateOfBirth: string;
  onClose: () => void;
  /** Where focus goes on close when the button that opened the dialog is gone (the dose moved to Given). */
  fallbackFocusRef: RefObject<HTMLElement | null>;
  /** Records the dose on the day; answers field errors (the server's message) or nothing. */
  onSave: (givenOn: string) => Promise<SubmissionErrors | void>;
}

/**
 * "When was it given?": a date between the birth date and today. The dialog moves focus in,
 * keeps it there and gives it back to the button that opened it (platform Dialog).
 */
export function RecordDateDialog({ doseName, dateOfBirth, onClose, fallbackFocusRef, onSave }: RecordDateDialogProps) {
  const intl = useIntl();
  const today = todayIsoDate();
  const title = intl.formatMessage({ id: 'dashboard.immunisations.dialog.title' });
  return (
    <Dialog
      open={doseName !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title}
      description={doseName ?? undefined}
      closeLabel={intl.formatMessage({ id: 'dashboard.immunisations.dialog.cancel' })}
      fallbackFocusRef={fallbackFocusRef}
    >
      <SchemaForm<{ givenOn: string }>
        schema={givenOnSchema}
        label={title}
        submitLabel={intl.formatMessage({ id: 'dashboard.immunisations.dialog.save' })}
        initialValues={{ givenOn: today }}
        onSubmit={(values) => onSave(values.givenOn)}
      >
        <TextField
          name="givenOn"
          label={intl.formatMessage({ id: 'dashboard.immunisations.dialog.date' })}
          type="date"
          min={dateOfBirth}
          max={today}
          required
        />
      </SchemaForm>
    </Dialog>
  );
}
