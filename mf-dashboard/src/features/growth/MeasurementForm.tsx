import { CHART_SEX_LABELS, CHART_SEXES, todayIsoDate } from '@flourishly/contracts';
import { SchemaForm, SelectField, TextField } from '@flourishly/platform/forms';
import type { Config } from 'final-form';
import { useMemo } from 'react';
import { useField } from 'react-final-form';
import { measurementFormSchema, type MeasurementFormValues } from './measurement-form';

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

export interface MeasurementFormProps {
  /** The form's accessible name ("Add a measurement", "Edit the measurement"). */
  label: string;
  submitLabel: string;
  initialValues: Partial<MeasurementFormValues>;
  /** The child's sex is not recorded as male or female: the form asks which chart. */
  needsChartSex: boolean;
  onSubmit: Config<MeasurementFormValues>['onSubmit'];
}

/**
 * The measurement form of the Growth tab, to add a measurement or correct one: the day, weight,
 * length or height and head circumference, in kg/cm or lb/oz/inches, and the WHO chart where the
 * child's sex is not male or female; checked by the contracts' schema (measurementFormSchema).
 */
export function MeasurementForm({ label, submitLabel, initialValues, needsChartSex, onSubmit }: MeasurementFormProps) {
  const schema = useMemo(() => measurementFormSchema(needsChartSex), [needsChartSex]);
  return (
    <SchemaForm<MeasurementFormValues>
      schema={schema}
      label={label}
      submitLabel={submitLabel}
      initialValues={initialValues}
      onSubmit={onSubmit}
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
