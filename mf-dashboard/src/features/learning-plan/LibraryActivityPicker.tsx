import { useMemo, useState } from 'react';
import { useField } from 'react-final-form';
import { formatItemAgeRange, TARGET_AGE_MAX, type DomainType } from '@flourishly/contracts';
import { MutedText, Spinner } from '@flourishly/platform';
import { StyledError, StyledFieldWrapper, StyledInput, StyledLabel, StyledSelect } from '@flourishly/platform/forms';
import { DomainSelect } from '../../shared/DomainSelect';
import { domainStyle } from '../../shared/domain-style';
import { SourceLink } from '../../shared/SourceLink';
import { useGetActivityLibraryQuery } from './api';
import { StyledFormRow, StyledOption, StyledResults } from './add-activity.styles';

const MAX_LISTED = 30;

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export interface LibraryActivityPickerProps {
  /** The child the activity is for: the age filter starts at their age. */
  childId: number;
  childName: string;
}

/** The age filter's choice that asks for the child's own age. */
const CHILD_AGE = 'child';

/**
 * The activity library as a list of choices bound to the form's `activityId`: search, domain and
 * age filters, each activity with its duration, ages, skill, materials and source. The age starts
 * at the child's (`childId`: the server uses their developmental age in months, so a baby is
 * offered only what fits their months, as in the plan); any whole year or any age can be chosen
 * instead. Filters are view state, not form values.
 */
export function LibraryActivityPicker({ childId, childName }: LibraryActivityPickerProps) {
  const [search, setSearch] = useState('');
  const [domain, setDomain] = useState<DomainType | ''>('');
  const [age, setAge] = useState<string>(CHILD_AGE);
  const { input, meta } = useField<number | undefined>('activityId');
  const library = useGetActivityLibraryQuery({
    domain: domain || undefined,
    ...(age === CHILD_AGE ? { childId } : age === '' ? {} : { age: Number(age) }),
  });
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
          <StyledSelect id="library-age" value={age} onChange={(e) => setAge(e.target.value)}>
            <option value={CHILD_AGE}>{`${childName}'s age`}</option>
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
                    {style.label} · {item.duration} minutes · {capitalise(formatItemAgeRange(item))} · Builds {item.skill.toLowerCase()}
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
