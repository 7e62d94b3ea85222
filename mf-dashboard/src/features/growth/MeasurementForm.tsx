import { CHART_SEXES, todayIsoDate } from '@flourishly/contracts';
import { SchemaForm, SelectField, TextField } from '@flourishly/platform/forms';
import type { Config } from 'final-form';
import { useMemo } from 'react';
import { useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import { CHART_SEX_MESSAGES } from './growth-messages';
import { measurementFormSchema, type MeasurementFormValues } from './measurement-form';

/** The value fields, labelled in the units chosen. */
function ValueFields() {
  const intl = useIntl();
  const units = useField<string>('units', { subscription: { value: true } }).input.value;
  const imperial = units === 'imperial';
  const label = (id: string) => intl.formatMessage({ id }, { units: imperial ? 'imperial' : 'metric' });
  const statureOptions = [
    { value: 'length', label: label('dashboard.growth.form.lying') },
    { value: 'height', label: label('dashboard.growth.form.standing') },
  ];
  return (
    <>
      <TextField name="weight" label={label('dashboard.growth.form.weight')} inputMode="decimal" autoComplete="off" />
      {imperial ? <TextField name="ounces" label={label('dashboard.growth.form.ounces')} inputMode="decimal" autoComplete="off" /> : null}
      <SelectField name="statureKind" label={label('dashboard.growth.form.statureKind')} options={statureOptions} />
      <TextField name="stature" label={label('dashboard.growth.form.stature')} inputMode="decimal" autoComplete="off" />
      <TextField name="headCircumference" label={label('dashboard.growth.form.head')} inputMode="decimal" autoComplete="off" />
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
  const intl = useIntl();
  const schema = useMemo(() => measurementFormSchema(needsChartSex, intl), [needsChartSex, intl]);
  const unitOptions = [
    { value: 'metric', label: intl.formatMessage({ id: 'dashboard.growth.form.metric' }) },
    { value: 'imperial', label: intl.formatMessage({ id: 'dashboard.growth.form.imperial' }) },
  ];
  return (
    <SchemaForm<MeasurementFormValues>
      schema={schema}
      label={label}
      submitLabel={submitLabel}
      initialValues={initialValues}
      onSubmit={onSubmit}
    >
      <TextField name="measuredOn" label={intl.formatMessage({ id: 'dashboard.growth.form.date' })} type="date" max={todayIsoDate()} />
      <SelectField name="units" label={intl.formatMessage({ id: 'dashboard.growth.form.units' })} options={unitOptions} />
      <ValueFields />
      {needsChartSex ? (
        <SelectField
          name="chartSex"
          label={intl.formatMessage({ id: 'dashboard.growth.form.chartSex' })}
          placeholder={intl.formatMessage({ id: 'dashboard.growth.chooseChartOption' })}
          options={CHART_SEXES.map((sex) => ({ value: sex, label: intl.formatMessage({ id: CHART_SEX_MESSAGES[sex] }) }))}
        />
      ) : null}
    </SchemaForm>
  );
}
