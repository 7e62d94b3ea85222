import { todayIsoDate, type ChartSexName } from '@flourishly/contracts';
import { errorMessage, isOfflineQueued, useToast } from '@flourishly/platform';
import { useIntl } from 'react-intl';
import { useCreateMeasurementMutation } from './api';
import { toMeasurementPayload, type MeasurementFormValues } from './measurement-form';
import { MeasurementForm } from './MeasurementForm';

export interface AddMeasurementFormProps {
  childId: number;
  /** The child's sex is not recorded as male or female: the form asks which chart. */
  needsChartSex: boolean;
  /** The chart chosen earlier, if any. */
  chartSex?: ChartSexName;
  /** Whether the child is under 2 (length lying down is the default). */
  underTwo: boolean;
}

/** "Add a measurement": the day, weight, length or height and head circumference, in kg/cm or lb/oz/inches. */
export function AddMeasurementForm({ childId, needsChartSex, chartSex, underTwo }: AddMeasurementFormProps) {
  const intl = useIntl();
  const [createMeasurement] = useCreateMeasurementMutation();
  const { toast } = useToast();
  const initialValues: Partial<MeasurementFormValues> = {
    measuredOn: todayIsoDate(),
    units: 'metric',
    statureKind: underTwo ? 'length' : 'height',
    chartSex,
  };
  return (
    <MeasurementForm
      label={intl.formatMessage({ id: 'dashboard.growth.add' })}
      submitLabel={intl.formatMessage({ id: 'dashboard.growth.form.save' })}
      initialValues={initialValues}
      needsChartSex={needsChartSex}
      onSubmit={async (values, form) => {
        const payload = toMeasurementPayload(values, needsChartSex);
        if (!payload) return;
        const restart = () =>
          form.restart({ ...initialValues, units: values.units, chartSex: values.chartSex as ChartSexName | undefined });
        try {
          await createMeasurement({ childId, payload }).unwrap();
          toast({ title: intl.formatMessage({ id: 'dashboard.growth.form.saved' }) });
          restart();
        } catch (error) {
          // Queued offline: the list shows it, marked to be saved when the network returns.
          if (isOfflineQueued(error)) {
            toast({ title: intl.formatMessage({ id: 'dashboard.growth.form.queued' }) });
            restart();
            return;
          }
          toast({
            title: intl.formatMessage({ id: 'dashboard.growth.form.saveFailed' }),
            description: errorMessage(error, intl.formatMessage({ id: 'dashboard.growth.tryAgain' })),
            variant: 'destructive',
          });
        }
      }}
    />
  );
}
