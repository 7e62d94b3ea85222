import type { Measurement } from '@flourishly/contracts';
import { errorMessage, useToast } from '@flourishly/platform';
import { Dialog } from '@flourishly/platform/dialog';
import type { RefObject } from 'react';
import { useIntl } from 'react-intl';
import { formatLongDay } from '../../shared/long-date';
import { useUpdateMeasurementMutation } from './api';
import { measurementFormValues, toMeasurementUpdate } from './measurement-form';
import { MeasurementForm } from './MeasurementForm';

export interface EditMeasurementDialogProps {
  childId: number;
  /** The measurement being corrected, or null when the dialog is closed. */
  measurement: Measurement | null;
  needsChartSex: boolean;
  underTwo: boolean;
  onClose: () => void;
  /** Where focus goes on close when the Edit button that opened the dialog is gone (the row moved off the chart). */
  fallbackFocusRef: RefObject<HTMLElement | null>;
}

/**
 * "Edit the measurement": the Add form, prefilled with the stored values in kg and cm, saved with
 * PATCH (a cleared value is removed; one must remain). Closes on save with a toast; the server's
 * refusal shows as a toast and keeps the dialog open.
 */
export function EditMeasurementDialog({
  childId,
  measurement,
  needsChartSex,
  underTwo,
  onClose,
  fallbackFocusRef,
}: EditMeasurementDialogProps) {
  const intl = useIntl();
  const [updateMeasurement] = useUpdateMeasurementMutation();
  const { toast } = useToast();
  const title = intl.formatMessage({ id: 'dashboard.growth.form.editTitle' });
  return (
    <Dialog
      open={measurement !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title}
      description={
        measurement
          ? intl.formatMessage({ id: 'dashboard.growth.form.measuredOn' }, { date: formatLongDay(intl, measurement.measuredOn) })
          : undefined
      }
      closeLabel={intl.formatMessage({ id: 'dashboard.growth.form.cancel' })}
      fallbackFocusRef={fallbackFocusRef}
    >
      {measurement ? (
        <MeasurementForm
          label={title}
          submitLabel={intl.formatMessage({ id: 'dashboard.growth.form.saveChanges' })}
          initialValues={measurementFormValues(measurement, underTwo)}
          needsChartSex={needsChartSex}
          onSubmit={async (values) => {
            const update = toMeasurementUpdate(values, needsChartSex, measurement);
            if (!update) return;
            try {
              await updateMeasurement({ childId, measurementId: measurement.id, update }).unwrap();
              toast({ title: intl.formatMessage({ id: 'dashboard.growth.form.updated' }) });
              onClose();
            } catch (error) {
              toast({
                title: intl.formatMessage({ id: 'dashboard.growth.form.updateFailed' }),
                description: errorMessage(error, intl.formatMessage({ id: 'dashboard.growth.tryAgain' })),
                variant: 'destructive',
              });
            }
          }}
        />
      ) : null}
    </Dialog>
  );
}
