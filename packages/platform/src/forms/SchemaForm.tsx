import type { Config } from 'final-form';
import type { ReactNode } from 'react';
import { Form } from 'react-final-form';
import type { z } from 'zod';
import { Button } from '../ui/Button';
import { zodValidator } from './zod-validator';
import { usePlatformIntl } from '../i18n/contract-texts';

export interface SchemaFormProps<Values extends object> {
  /** The contracts' schema of the values; each failing field shows its first message. */
  schema: z.ZodType;
  /** Called with the valid values and the form (e.g. to `restart` it after a save); may answer field errors. */
  onSubmit: Config<Values>['onSubmit'];
  /** The form's accessible name. */
  label: string;
  /** The submit button's text (the form's `label` when omitted). */
  submitLabel?: string;
  /** The button's text while the submission runs, when it is disabled ('Saving...' when omitted). */
  submittingLabel?: string;
  /** The submit button spans the form's width. */
  fullWidth?: boolean;
  initialValues?: Partial<Values>;
  /** The fields (and anything shown before the submit button). */
  children: ReactNode;
}

/**
 * A react-final-form form validated with a zod schema: the fields, then the submit button.
 * Browser validation is off (`noValidate`) so the contracts' messages are the ones shown.
 */
export function SchemaForm<Values extends object>({
  schema,
  onSubmit,
  label,
  submitLabel = label,
  submittingLabel,
  fullWidth,
  initialValues,
  children,
}: SchemaFormProps<Values>) {
  const intl = usePlatformIntl();
  return (
    <Form<Values> onSubmit={onSubmit} validate={zodValidator(schema)} initialValues={initialValues}>
      {({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={label}>
          {children}
          <Button type="submit" $fullWidth={fullWidth} disabled={submitting}>
            {submitting ? (submittingLabel ?? intl.formatMessage({ id: 'platform.form.saving' })) : submitLabel}
          </Button>
        </form>
      )}
    </Form>
  );
}
