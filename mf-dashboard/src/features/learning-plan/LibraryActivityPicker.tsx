import { useMemo, useState } from 'react';
import { useField } from 'react-final-form';
import { TARGET_AGE_MAX, type DomainType } from '@flourishly/contracts';
import { MutedText, Spinner } from '@flourishly/platform';
import { StyledError, StyledFieldWrapper, StyledInput, StyledLabel, StyledSelect } from '@flourishly/platform/forms';
import { DomainSelect } from '../../shared/DomainSelect';
import { domainStyle } from '../../shared/domain-style';
import { SourceLink } from '../../shared/SourceLink';
import { useGetActivityLibraryQuery } from './api';
import { StyledFormRow, StyledOption, StyledResults } from './add-activity.styles';

const MAX_LISTED = 30;

export interface LibraryActivityPickerProps {
  /** The child's age in whole years: the age filter starts there (null: any age). */
  childAge: number | null;
}

/**
 * The activity library as a list of choices bound to the form's `activityId`: search, domain and
 * age filters (the age starts at the child's), each activity with its duration, ages, skill,
 * materials and source. Filters are view state, not form values.
 */
export function LibraryActivityPicker({ childAge }: LibraryActivityPickerProps) {
  const [search, setSearch] = useState('');
  const [domain, setDomain] = useState<DomainType | ''>('');
  const [ageChoice, setAgeChoice] = useState<string | null>(null);
  const age = ageChoice ?? (childAge === null ? '' : String(Math.min(childAge, TARGET_AGE_MAX)));
  const { input, meta } = useField<number | undefined>('activityId');
  const library = useGetActivityLibraryQuery({ domain: domain || undefined, age: age === '' ? undefined : Number(age) });
  const matches = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return (library.data ?? []).filter(
      (item) => !needle || [item.title, item.description, item.skill].some((text) => text.toLowerCase().includes(needle)),
    );
  }, [library.data, search]);
  const error = meta.submitFailed && typeof meta.error === 'string' ? meta.error : undefined;

  return (
    <>
      <StyledFormRow>
        <StyledFieldWrapper>
          <StyledLabel htmlFor="library-search">Search activities</StyledLabel>
          <StyledInput id="library-search" type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
        </StyledFieldWrapper>
        <StyledFieldWrapper>
          <DomainSelect id="library-domain" value={domain} onChange={setDomain} />
        </StyledFieldWrapper>
        <StyledFieldWrapper>
          <StyledLabel htmlFor="library-age">Age</StyledLabel>
          <StyledSelect id="library-age" value={age} onChange={(e) => setAgeChoice(e.target.value)}>
            <option value="">Any age</option>
            {Array.from({ length: TARGET_AGE_MAX + 1 }, (_, years) => (
              <option key={years} value={String(years)}>
                {years} {years === 1 ? 'year' : 'years'}
              </option>
            ))}
          </StyledSelect>
        </StyledFieldWrapper>
      </StyledFormRow>
      {library.isFetching && !library.data ? (
        <Spinner label="Loading activities" />
      ) : matches.length === 0 ? (
        <MutedText>No activities match. Try another search or filter.</MutedText>
      ) : (
        <StyledResults aria-describedby={error ? 'library-activity-error' : undefined}>
          <legend>
            {matches.length > MAX_LISTED ? `Showing ${MAX_LISTED} of ${matches.length} activities` : `${matches.length} activities`}
          </legend>
          {matches.slice(0, MAX_LISTED).map((item) => {
            const style = domainStyle(item.domainType);
            const checked = input.value === item.id;
            return (
              <StyledOption key={item.id} $color={style.color} $checked={checked}>
                <input type="radio" name="activityId" checked={checked} onChange={() => input.onChange(item.id)} aria-label={item.title} />
                <div>
                  <strong>{item.title}</strong>
                  <span>
                    {style.label} · {item.duration} minutes · Ages {item.minAge}-{item.maxAge} · Builds {item.skill.toLowerCase()}
                  </span>
                  <p>{item.description}</p>
                  {item.materials.length ? <span>You need: {item.materials.join(', ')}</span> : null}
                  {item.sourceName ? (
                    <p>
                      <SourceLink name={item.sourceName} url={item.sourceUrl} kind={item.sourceKind} />
                    </p>
                  ) : null}
                </div>
              </StyledOption>
            );
          })}
        </StyledResults>
      )}
      {error ? (
        <StyledError id="library-activity-error" as="p" role="alert">
          {error}
        </StyledError>
      ) : null}
    </>
  );
}
