import { format, parse } from 'date-fns';
import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  ACTIVITY_TIME_FORMAT,
  ageInCalendarYears,
  CHILD_TOAST_MESSAGES,
  createAssignmentSchema,
  DOMAIN_LABELS,
  DOMAIN_TYPES,
  PLAN_DATE_FORMAT,
  planDateSchema,
  TARGET_AGE_MAX,
  type DomainType,
} from '@flourishly/contracts';
import {
  Button,
  ButtonLink,
  Card,
  errorMessage,
  getHref,
  isApiError,
  MutedText,
  PageContainer,
  PageTitle,
  Spinner,
  useGetChildQuery,
  useToast,
} from '@flourishly/platform';
import { StyledError, StyledFieldWrapper, StyledInput, StyledLabel, StyledSelect, StyledTextArea } from '@flourishly/platform/forms';
import { domainStyle } from '../../shared/domain-style';
import { SourceLink } from '../../shared/SourceLink';
import { useCreateAssignmentMutation, useGetActivityLibraryQuery } from './api';

const MAX_LISTED = 30;

const StyledRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
`;

const StyledModes = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space.md};
  display: flex;
  gap: ${({ theme }) => theme.space.lg};
  legend {
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
  label {
    display: inline-flex;
    gap: ${({ theme }) => theme.space.xs};
    align-items: center;
    min-height: 44px;
  }
`;

const StyledResults = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  legend {
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
`;

const StyledOption = styled.label<{ $color: string; $checked: boolean }>`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 2px solid ${({ $checked, theme }) => ($checked ? theme.colors.primary : theme.colors.border)};
  border-left: 6px solid ${({ $color }) => $color};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;
  strong {
    display: block;
  }
  & > div > span {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  p {
    margin: 4px 0 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const StyledActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;

export interface AddActivityProps {
  childId: number;
  /** "Now", for tests. */
  now?: Date;
}

/**
 * Add Activity (/child/{id}/add-activity[?date=yyyy-MM-dd]; issue 5): pick an activity from the
 * library (search, domain and age filters; the age starts at the child's; each with its source)
 * or describe a custom one, choose the date (from ?date= when it is a valid day, else today) and
 * time, and add it to the child's plan. Validated with the contracts' createAssignmentSchema. An
 * unknown child (404) shows the spec's 'Child Not Found'; another failure an error.
 */
export function AddActivity({ childId, now }: AddActivityProps) {
  const today = now ?? new Date();
  const [searchParams] = useSearchParams();
  const requestedDate = planDateSchema.safeParse(searchParams.get('date') ?? '');
  const { data: child, isLoading: childLoading, error: childError } = useGetChildQuery(childId);
  const childAge = child ? ageInCalendarYears(child.dateOfBirth, today) : null;
  const [mode, setMode] = useState<'library' | 'custom'>('library');
  const [search, setSearch] = useState('');
  const [domain, setDomain] = useState<DomainType | ''>('');
  const [ageChoice, setAgeChoice] = useState<string | null>(null);
  const age = ageChoice ?? (childAge === null ? '' : String(Math.min(childAge, TARGET_AGE_MAX)));
  const [activityId, setActivityId] = useState<number | null>(null);
  const [date, setDate] = useState(requestedDate.success ? requestedDate.data : format(today, PLAN_DATE_FORMAT));
  const [time, setTime] = useState('10:00');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [customDomain, setCustomDomain] = useState<DomainType>('cognitive');
  const [duration, setDuration] = useState('15');
  const [errors, setErrors] = useState<string[]>([]);
  const { toast } = useToast();
  const navigate = useNavigate();
  const [createAssignment, { isLoading: saving }] = useCreateAssignmentMutation();

  const library = useGetActivityLibraryQuery(
    { domain: domain || undefined, age: age === '' ? undefined : Number(age) },
    { skip: mode !== 'library' },
  );
  const matches = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return (library.data ?? []).filter(
      (item) => !needle || [item.title, item.description, item.skill].some((text) => text.toLowerCase().includes(needle)),
    );
  }, [library.data, search]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const payload =
      mode === 'library'
        ? { date, time, activityId: activityId ?? undefined }
        : { date, time, custom: { title, description, domainType: customDomain, duration: Number(duration) } };
    const parsed = createAssignmentSchema.safeParse(payload);
    if (!parsed.success) {
      setErrors(
        parsed.error.issues.map((issue) =>
          mode === 'library' && issue.path.length === 0 ? 'Choose an activity from the library' : issue.message,
        ),
      );
      return;
    }
    setErrors([]);
    try {
      const created = await createAssignment({ childId, payload: parsed.data }).unwrap();
      const when = parse(`${date} ${time}`, `${PLAN_DATE_FORMAT} HH:mm`, new Date());
      toast({
        title: 'Activity added',
        description: `${created.activity.title} is planned for ${format(when, 'EEEE, MMMM d')} at ${format(when, ACTIVITY_TIME_FORMAT)}.`,
      });
      navigate(getHref.child(childId));
    } catch (caught) {
      toast({ title: 'Could not add the activity', description: errorMessage(caught, 'Please try again.'), variant: 'destructive' });
    }
  };

  if (childLoading) return <Spinner label="Loading child profile" fullPage />;
  if (childError || !child) {
    const notFound = isApiError(childError) && childError.status === 404;
    return (
      <PageContainer>
        <PageTitle>{notFound ? CHILD_TOAST_MESSAGES.notFoundTitle : 'Add Activity'}</PageTitle>
        {notFound ? (
          <MutedText>{CHILD_TOAST_MESSAGES.notFoundDescription}</MutedText>
        ) : (
          <MutedText role="alert">
            {CHILD_TOAST_MESSAGES.fetchFailed}. {errorMessage(childError, 'Please try again later.')}
          </MutedText>
        )}
      </PageContainer>
    );
  }

  return (
    <PageContainer>
      <PageTitle>Add Activity for {child.name}</PageTitle>
      <MutedText>Choose one of our activities or describe your own, then pick when to do it.</MutedText>
      <Card as="form" onSubmit={submit} noValidate aria-label="Add activity">
        <StyledModes>
          <legend>Activity</legend>
          <label>
            <input type="radio" name="mode" checked={mode === 'library'} onChange={() => setMode('library')} /> From our library
          </label>
          <label>
            <input type="radio" name="mode" checked={mode === 'custom'} onChange={() => setMode('custom')} /> Your own activity
          </label>
        </StyledModes>

        {mode === 'library' ? (
          <>
            <StyledRow>
              <StyledFieldWrapper>
                <StyledLabel htmlFor="library-search">Search activities</StyledLabel>
                <StyledInput id="library-search" type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
              </StyledFieldWrapper>
              <StyledFieldWrapper>
                <StyledLabel htmlFor="library-domain">Domain</StyledLabel>
                <StyledSelect id="library-domain" value={domain} onChange={(e) => setDomain(e.target.value as DomainType | '')}>
                  <option value="">All domains</option>
                  {DOMAIN_TYPES.map((d) => (
                    <option key={d} value={d}>
                      {DOMAIN_LABELS[d]}
                    </option>
                  ))}
                </StyledSelect>
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
            </StyledRow>
            {library.isFetching && !library.data ? (
              <Spinner label="Loading activities" />
            ) : matches.length === 0 ? (
              <MutedText>No activities match. Try another search or filter.</MutedText>
            ) : (
              <StyledResults>
                <legend>
                  {matches.length > MAX_LISTED ? `Showing ${MAX_LISTED} of ${matches.length} activities` : `${matches.length} activities`}
                </legend>
                {matches.slice(0, MAX_LISTED).map((item) => {
                  const style = domainStyle(item.domainType);
                  return (
                    <StyledOption key={item.id} $color={style.color} $checked={activityId === item.id}>
                      <input
                        type="radio"
                        name="activity"
                        checked={activityId === item.id}
                        onChange={() => setActivityId(item.id)}
                        aria-label={item.title}
                      />
                      <div>
                        <strong>{item.title}</strong>
                        <span>
                          {style.label} · {item.duration} minutes · Ages {item.minAge}-{item.maxAge} · Builds {item.skill.toLowerCase()}
                        </span>
                        <p>{item.description}</p>
                        {item.materials.length ? <span>You need: {item.materials.join(', ')}</span> : null}
                        {item.sourceName ? (
                          <p>
                            <SourceLink name={item.sourceName} url={item.sourceUrl} />
                          </p>
                        ) : null}
                      </div>
                    </StyledOption>
                  );
                })}
              </StyledResults>
            )}
          </>
        ) : (
          <>
            <StyledFieldWrapper>
              <StyledLabel htmlFor="custom-title">Title</StyledLabel>
              <StyledInput id="custom-title" value={title} onChange={(e) => setTitle(e.target.value)} />
            </StyledFieldWrapper>
            <StyledFieldWrapper>
              <StyledLabel htmlFor="custom-description">Description</StyledLabel>
              <StyledTextArea id="custom-description" rows={3} value={description} onChange={(e) => setDescription(e.target.value)} />
            </StyledFieldWrapper>
            <StyledRow>
              <StyledFieldWrapper>
                <StyledLabel htmlFor="custom-domain">Domain</StyledLabel>
                <StyledSelect id="custom-domain" value={customDomain} onChange={(e) => setCustomDomain(e.target.value as DomainType)}>
                  {DOMAIN_TYPES.map((d) => (
                    <option key={d} value={d}>
                      {DOMAIN_LABELS[d]}
                    </option>
                  ))}
                </StyledSelect>
              </StyledFieldWrapper>
              <StyledFieldWrapper>
                <StyledLabel htmlFor="custom-duration">Duration (minutes)</StyledLabel>
                <StyledInput
                  id="custom-duration"
                  type="number"
                  min={1}
                  max={240}
                  value={duration}
                  onChange={(e) => setDuration(e.target.value)}
                />
              </StyledFieldWrapper>
            </StyledRow>
          </>
        )}

        <StyledRow>
          <StyledFieldWrapper>
            <StyledLabel htmlFor="activity-date">Date</StyledLabel>
            <StyledInput id="activity-date" type="date" value={date} onChange={(e) => setDate(e.target.value)} />
          </StyledFieldWrapper>
          <StyledFieldWrapper>
            <StyledLabel htmlFor="activity-time">Time</StyledLabel>
            <StyledInput id="activity-time" type="time" value={time} onChange={(e) => setTime(e.target.value)} />
          </StyledFieldWrapper>
        </StyledRow>

        {errors.length ? (
          <div role="alert">
            {errors.map((message) => (
              <StyledError key={message} as="p">
                {message}
              </StyledError>
            ))}
          </div>
        ) : null}
        <StyledActions>
          <Button type="submit" disabled={saving}>
            {saving ? 'Adding...' : 'Add to Plan'}
          </Button>
          <ButtonLink to={getHref.child(childId)} $variant="secondary">
            Cancel
          </ButtonLink>
        </StyledActions>
      </Card>
    </PageContainer>
  );
}
