import { DOMAIN_TYPES, MAX_ACTIVITY_DURATION_MINUTES } from '@flourishly/contracts';
import { SelectField, TextAreaField, TextField } from '@flourishly/platform/forms';
import { useIntl } from 'react-intl';
import { domainLabel } from '../../shared/domain-style';
import { StyledFormRow } from './add-activity.styles';

/** The fields of an activity the parent describes: title, description, domain and duration (labels in the parent's language). */
export function CustomActivityFields() {
  const intl = useIntl();
  const label = (id: string) => intl.formatMessage({ id });
  const domainOptions = DOMAIN_TYPES.map((domain) => ({ value: domain, label: domainLabel(intl, domain) }));
  return (
    <>
      <TextField name="custom.title" label={label('dashboard.add.custom.title')} />
      <TextAreaField name="custom.description" label={label('dashboard.add.custom.description')} rows={3} />
      <StyledFormRow>
        <SelectField name="custom.domainType" label={label('dashboard.shared.domainSelect.label')} options={domainOptions} />
        <TextField
          name="custom.duration"
          label={label('dashboard.add.custom.duration')}
          type="number"
          min={1}
          max={MAX_ACTIVITY_DURATION_MINUTES}
        />
      </StyledFormRow>
    </>
  );
}
