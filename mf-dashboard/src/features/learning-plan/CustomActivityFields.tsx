import { DOMAIN_LABELS, DOMAIN_TYPES, MAX_ACTIVITY_DURATION_MINUTES } from '@flourishly/contracts';
import { SelectField, TextAreaField, TextField } from '@flourishly/platform';
import { StyledFormRow } from './add-activity.styles';

const DOMAIN_OPTIONS = DOMAIN_TYPES.map((domain) => ({ value: domain, label: DOMAIN_LABELS[domain] }));

/** The fields of an activity the parent describes: title, description, domain and duration. */
export function CustomActivityFields() {
  return (
    <>
      <TextField name="custom.title" label="Title" />
      <TextAreaField name="custom.description" label="Description" rows={3} />
      <StyledFormRow>
        <SelectField name="custom.domainType" label="Domain" options={DOMAIN_OPTIONS} />
        <TextField name="custom.duration" label="Duration (minutes)" type="number" min={1} max={MAX_ACTIVITY_DURATION_MINUTES} />
      </StyledFormRow>
    </>
  );
}
