import { DOMAIN_TYPES, type DomainType } from '@flourishly/contracts';
import { StyledLabel, StyledSelect } from '@flourishly/platform/forms';
import { FormattedMessage, useIntl } from 'react-intl';
import { domainLabel } from './domain-style';

export interface DomainSelectProps {
  id: string;
  /** A domain, or '' for every domain. */
  value: DomainType | '';
  onChange: (domain: DomainType | '') => void;
}

/** A labelled "Domain" select of the five development domains, with "All domains" first (''); texts from the shared catalog. */
export function DomainSelect({ id, value, onChange }: DomainSelectProps) {
  const intl = useIntl();
  return (
    <>
      <StyledLabel htmlFor={id}>
        <FormattedMessage id="dashboard.shared.domainSelect.label" />
      </StyledLabel>
      <StyledSelect id={id} value={value} onChange={(event) => onChange(event.target.value as DomainType | '')}>
        <option value="">{intl.formatMessage({ id: 'dashboard.shared.domainSelect.all' })}</option>
        {DOMAIN_TYPES.map((domain) => (
          <option key={domain} value={domain}>
            {domainLabel(intl, domain)}
          </option>
        ))}
      </StyledSelect>
    </>
  );
}
