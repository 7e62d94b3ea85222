import { format, parse } from 'date-fns';
import { Field, Form } from 'react-final-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  ACTIVITY_TIME_FORMAT,
  ADD_ACTIVITY_MESSAGES,
  CHILD_TOAST_MESSAGES,
  isoDateOf,
  PLAN_DATE_FORMAT,
  planDateSchema,
} from '@flourishly/contracts';
import {
  Button,
  ButtonLink,
  Card,
  ChildNotFound,
  errorMessage,
  getHref,
  isApiError,
  Page,
  PageError,
  Spinner,
  useChildAccess,
  useGetChildQuery,
  useToast,
  ViewOnlyNotice,
} from '@flourishly/platform';
import { TextField } from '@flourishly/platform/forms';
import { assignmentPayloadOf, initialAddActivityValues, validateAddActivity, type AddActivityValues } from './add-activity-form';
import { StyledActions, StyledFormRow, StyledModes } from './add-activity.styles';
import { CustomActivityFields } from './CustomActivityFields';
import { LibraryActivityPicker } from './LibraryActivityPicker';
import { useCreateAssignmentMutation } from './api';

export interface AddActivityProps {
  childId: number;
  /** "Now", for tests. */
  now?: Date;
}

/**
 * Add Activity (/child/{id}/add-activity[?date=yyyy-MM-dd]; docs/product.md, "Child page"): pick an
 * activity from the library or describe a custom one, choose the date (from ?date= when it is a
 * valid day, else today) and time, and add it to the child's plan. A react-final-form form
 * validated with the contracts' createAssignmentSchema. An unknown child (404) shows 'Child Not
 * Found'; another failure an error. A viewer gets a note instead of the form (the page waits for
 * the role, so the form never shows to them).
 */
export function AddActivity({ childId, now }: AddActivityProps) {
  const today = now ?? new Date();
  const [searchParams] = useSearchParams();
  const requestedDate = planDateSchema.safeParse(searchParams.get('date') ?? '');
  const { data: child, isLoading: childLoading, error: childError } = useGetChildQuery(childId);
  const { toast } = useToast();
  const navigate = useNavigate();
  const [createAssignment] = useCreateAssignmentMutation();
  const access = useChildAccess(childId);

  const submit = async (values: AddActivityValues) => {
    try {
      const created = await createAssignment({ childId, payload: assignmentPayloadOf(values) }).unwrap();
      const when = parse(`${values.date} ${values.time}`, `${PLAN_DATE_FORMAT} HH:mm`, new Date());
      toast({
        title: ADD_ACTIVITY_MESSAGES.added,
        description: ADD_ACTIVITY_MESSAGES.addedDescription(
          created.activity.title,
          format(when, 'EEEE, MMMM d'),
          format(when, ACTIVITY_TIME_FORMAT),
        ),
      });
      navigate(getHref.child(childId));
    } catch (caught) {
      toast({ title: ADD_ACTIVITY_MESSAGES.addFailed, description: errorMessage(caught, 'Please try again.'), variant: 'destructive' });
    }
  };

  if (childLoading || access.loading) return <Spinner label="Loading child profile" fullPage />;
  if (childError || !child) {
    if (isApiError(childError) && childError.status === 404) return <ChildNotFound />;
    return (
      <PageError title="Add Activity">
        {CHILD_TOAST_MESSAGES.fetchFailed}. {errorMessage(childError, 'Please try again later.')}
      </PageError>
    );
  }

  if (access.role === 'viewer') {
    return (
      <ViewOnlyNotice
        title={`Add Activity for ${child.name}`}
        childId={childId}
        childName={child.name}
        message={`You can view ${child.name}'s plan but not change it.`}
      />
    );
  }

  const initialValues = initialAddActivityValues(requestedDate.success ? requestedDate.data : isoDateOf(today));
  return (
    <Page title={`Add Activity for ${child.name}`} intro="Choose one of our activities or describe your own, then pick when to do it.">
      <Form<AddActivityValues> onSubmit={submit} initialValues={initialValues} validate={validateAddActivity}>
        {({ handleSubmit, submitting, values }) => (
          <Card as="form" onSubmit={(event) => void handleSubmit(event)} noValidate aria-label="Add activity">
            <StyledModes>
              <legend>Activity</legend>
              <label htmlFor="add-activity-library">
                <Field id="add-activity-library" name="mode" component="input" type="radio" value="library" /> From our library
              </label>
              <label htmlFor="add-activity-custom">
                <Field id="add-activity-custom" name="mode" component="input" type="radio" value="custom" /> Your own activity
              </label>
            </StyledModes>
            {values.mode === 'library' ? <LibraryActivityPicker childId={childId} childName={child.name} /> : <CustomActivityFields />}
            <StyledFormRow>
              <TextField name="date" label="Date" type="date" />
              <TextField name="time" label="Time" type="time" />
            </StyledFormRow>
            <StyledActions>
              <Button type="submit" disabled={submitting}>
                {submitting ? 'Adding...' : 'Add to Plan'}
              </Button>
              <ButtonLink to={getHref.child(childId)} $variant="secondary">
                Cancel
              </ButtonLink>
            </StyledActions>
          </Card>
        )}
      </Form>
    </Page>
  );
}
