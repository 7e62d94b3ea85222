import { DOMAIN_LABELS, DOMAIN_TYPES, type DomainType } from '@flourishly/contracts';
import { StyledLabel, StyledSelect } from '@flourishly/platform/forms';

export interface DomainSelectProps {
  id: string;
  /** A domain, or '' for every domain. */
  value: DomainType | '';
  onChange: (domain: DomainType | '') => void;
}

/** A labelled "Domain" select of the five development domains, with "All domains" first (''). */
export function DomainSelect({ id, value, onChange }: DomainSelectProps) {
  return (
    <>
      <StyledLabel htmlFor={id}>Domain</StyledLabel>
      <StyledSelect id={id} value={value} onChange={(event) => onChange(event.target.value as DomainType | '')}>
        <option value="">All domains</option>
        {DOMAIN_TYPES.map((domain) => (
          <option key={domain} value={domain}>
            {DOMAIN_LABELS[domain]}
          </option>
        ))}
      </StyledSelect>
    </>
  );
}
