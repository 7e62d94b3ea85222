import { useMemo, useState } from 'react';
import { useField } from 'react-final-form';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { CHOOSE_BY_MONTH_UNDER_MONTHS, TARGET_AGE_MAX, type DomainType, type LibraryActivityItem } from '@flourishly/contracts';
import { MutedText, Spinner } from '@flourishly/platform';
import { StyledError, StyledFieldWrapper, StyledInput, StyledLabel, StyledSelect } from '@flourishly/platform/forms';
import { DomainSelect } from '../../shared/DomainSelect';
import { domainLabel, domainStyle, formatMinutes } from '../../shared/domain-style';
import { SourceLink } from '../../shared/SourceLink';
import { useGetActivityLibraryQuery } from './api';
import { StyledFormRow, StyledOption, StyledResults } from './add-activity.styles';

const MAX_LISTED = 30;

/** An activity's line: "Physical · 10 minutes · Ages 4-5 · Builds counting", in the language of `intl`. */
function itemMeta(intl: IntlShape, item: LibraryActivityItem): string {
  // As the contracts' formatItemAgeRange: a baby's months, else whole years.
  const byMonths = item.maxAgeMonths < CHOOSE_BY_MONTH_UNDER_MONTHS;
  const ages = intl.formatMessage(
    { id: 'dashboard.add.library.ages' },
    byMonths ? { unit: 'months', min: item.minAgeMonths, max: item.maxAgeMonths } : { unit: 'years', min: item.minAge, max: item.maxAge },
  );
  return intl.formatMessage(
    { id: 'dashboard.add.library.meta' },
    {
      domain: domainLabel(intl, item.domainType),
      duration: formatMinutes(intl, item.duration),
      ages,
      skill: item.skill.toLocaleLowerCase(intl.locale),
    },
  );
}

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
  const intl = useIntl();
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
          <StyledLabel htmlFor="library-search">
            <FormattedMessage id="dashboard.add.library.search" />
          </StyledLabel>
          <StyledInput id="library-search" type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
        </StyledFieldWrapper>
        <StyledFieldWrapper>
          <DomainSelect id="library-domain" value={domain} onChange={setDomain} />
        </StyledFieldWrapper>
        <StyledFieldWrapper>
          <StyledLabel htmlFor="library-age">
            <FormattedMessage id="dashboard.add.library.age" />
          </StyledLabel>
          <StyledSelect id="library-age" value={age} onChange={(e) => setAge(e.target.value)}>
            <option value={CHILD_AGE}>{intl.formatMessage({ id: 'dashboard.add.library.childAge' }, { name: childName })}</option>
            <option value="">{intl.formatMessage({ id: 'dashboard.add.library.anyAge' })}</option>
            {Array.from({ length: TARGET_AGE_MAX + 1 }, (_, years) => (
              <option key={years} value={String(years)}>
                {intl.formatMessage({ id: 'dashboard.add.library.years' }, { years })}
              </option>
            ))}
          </StyledSelect>
        </StyledFieldWrapper>
      </StyledFormRow>
      {library.isFetching && !library.data ? (
        <Spinner label={intl.formatMessage({ id: 'dashboard.add.library.loading' })} />
      ) : matches.length === 0 ? (
        <MutedText>
          <FormattedMessage id="dashboard.add.library.noMatch" />
        </MutedText>
      ) : (
        <StyledResults aria-describedby={error ? 'library-activity-error' : undefined}>
          <legend>
            {matches.length > MAX_LISTED ? (
              <FormattedMessage id="dashboard.add.library.countShowing" values={{ shown: MAX_LISTED, total: matches.length }} />
            ) : (
              <FormattedMessage id="dashboard.add.library.count" values={{ count: matches.length }} />
            )}
          </legend>
          {matches.slice(0, MAX_LISTED).map((item) => {
            const style = domainStyle(item.domainType);
            const checked = input.value === item.id;
            return (
              <StyledOption key={item.id} $color={style.color} $checked={checked}>
                <input type="radio" name="activityId" checked={checked} onChange={() => input.onChange(item.id)} aria-label={item.title} />
                <div>
                  <strong>{item.title}</strong>
                  <span>{itemMeta(intl, item)}</span>
                  <p>{item.description}</p>
                  {item.materials.length ? (
                    <span>
                      <FormattedMessage id="dashboard.add.library.materials" values={{ materials: item.materials.join(', ') }} />
                    </span>
                  ) : null}
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
