import { formatReportDate, type Measurement } from '@flourishly/contracts';
import { errorMessage, useToast } from '@flourishly/platform';
import { Dialog } from '@flourishly/platform/dialog';
import type { RefObject } from 'react';
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
  const [updateMeasurement] = useUpdateMeasurementMutation();
  const { toast } = useToast();
  return (
    <Dialog
      open={measurement !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Edit the measurement"
      description={measurement ? `Measured on ${formatReportDate(measurement.measuredOn)}` : undefined}
      closeLabel="Cancel"
      fallbackFocusRef={fallbackFocusRef}
    >
      {measurement ? (
        <MeasurementForm
          label="Edit the measurement"
          submitLabel="Save changes"
          initialValues={measurementFormValues(measurement, underTwo)}
          needsChartSex={needsChartSex}
          onSubmit={async (values) => {
            const update = toMeasurementUpdate(values, needsChartSex, measurement);
            if (!update) return;
            try {
              await updateMeasurement({ childId, measurementId: measurement.id, update }).unwrap();
              toast({ title: 'Measurement updated' });
              onClose();
            } catch (error) {
              toast({
                title: 'The measurement could not be updated',
                description: errorMessage(error, 'Please try again.'),
                variant: 'destructive',
              });
            }
          }}
        />
      ) : null}
    </Dialog>
  );
}
