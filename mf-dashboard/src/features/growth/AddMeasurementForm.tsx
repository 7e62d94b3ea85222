import { CHART_SEX_LABELS, CHART_SEXES, todayIsoDate, type ChartSexName } from '@flourishly/contracts';
import { errorMessage, useToast } from '@flourishly/platform';
import { SchemaForm, SelectField, TextField } from '@flourishly/platform/forms';
import { useMemo } from 'react';
import { useField } from 'react-final-form';
import { useCreateMeasurementMutation } from './api';
import { measurementFormSchema, toMeasurementPayload, type MeasurementFormValues } from './measurement-form';

const UNIT_OPTIONS = [
  { value: 'metric', label: 'kg and cm' },
  { value: 'imperial', label: 'lb, oz and inches' },
];
const STATURE_OPTIONS = [
  { value: 'length', label: 'Length, lying down (usual under 2 years)' },
  { value: 'height', label: 'Height, standing (usual from 2 years)' },
];

/** The value fields, labelled in the units chosen. */
function ValueFields() {
  const units = useField<string>('units', { subscription: { value: true } }).input.value;
  const imperial = units === 'imperial';
  const lengthUnit = imperial ? 'inches' : 'cm';
  return (
    <>
      <TextField name="weight" label={imperial ? 'Weight (lb)' : 'Weight (kg)'} inputMode="decimal" autoComplete="off" />
      {imperial ? <TextField name="ounces" label="And ounces (oz)" inputMode="decimal" autoComplete="off" /> : null}
      <SelectField name="statureKind" label="Measured lying down or standing" options={STATURE_OPTIONS} />
      <TextField name="stature" label={`Length or height (${lengthUnit})`} inputMode="decimal" autoComplete="off" />
      <TextField name="headCircumference" label={`Head circumference (${lengthUnit})`} inputMode="decimal" autoComplete="off" />
    </>
  );
}

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
  const [createMeasurement] = useCreateMeasurementMutation();
  const { toast } = useToast();
  const schema = useMemo(() => measurementFormSchema(needsChartSex), [needsChartSex]);
  const initialValues: Partial<MeasurementFormValues> = {
    measuredOn: todayIsoDate(),
    units: 'metric',
    statureKind: underTwo ? 'length' : 'height',
    chartSex,
  };
  return (
    <SchemaForm<MeasurementFormValues>
      schema={schema}
      label="Add a measurement"
      submitLabel="Save measurement"
      initialValues={initialValues}
      onSubmit={async (values, form) => {
        const payload = toMeasurementPayload(values, needsChartSex);
        if (!payload) return;
        try {
          await createMeasurement({ childId, payload }).unwrap();
          toast({ title: 'Measurement saved' });
          form.restart({ ...initialValues, units: values.units, chartSex: values.chartSex as ChartSexName | undefined });
        } catch (error) {
          toast({
            title: 'The measurement could not be saved',
            description: errorMessage(error, 'Please try again.'),
            variant: 'destructive',
          });
        }
      }}
    >
      <TextField name="measuredOn" label="Date measured" type="date" max={todayIsoDate()} />
      <SelectField name="units" label="Units" options={UNIT_OPTIONS} />
      <ValueFields />
      {needsChartSex ? (
        <SelectField
          name="chartSex"
          label="WHO chart to use"
          placeholder="Choose a chart"
          options={CHART_SEXES.map((sex) => ({ value: sex, label: CHART_SEX_LABELS[sex] }))}
        />
      ) : null}
    </SchemaForm>
  );
}
