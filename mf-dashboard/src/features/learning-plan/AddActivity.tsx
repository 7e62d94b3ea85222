import { parse } from 'date-fns';
import { Field, Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isoDateOf, PLAN_DATE_FORMAT, planDateSchema } from '@flourishly/contracts';
import {
  Button,
  ButtonLink,
  Card,
  ChildNotFound,
  errorMessage,
  getHref,
  isApiError,
  Messages,
  Page,
  PageError,
  Spinner,
  useChildAccess,
  useGetChildQuery,
  useToast,
  ViewOnlyNotice,
} from '@flourishly/platform';
import { TextField } from '@flourishly/platform/forms';
import { formatPlanDate } from '../../shared/dates';
import { assignmentPayloadOf, initialAddActivityValues, validateAddActivity, type AddActivityValues } from './add-activity-form';
import { StyledActions, StyledFormRow, StyledModes } from './add-activity.styles';
import { CustomActivityFields } from './CustomActivityFields';
import { LibraryActivityPicker } from './LibraryActivityPicker';
import { useCreateAssignmentMutation } from './api';
import { learningPlanMessages } from './messages';

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
 * the role, so the form never shows to them). In the parent's language (the plan's catalog).
 */
export function AddActivity(props: AddActivityProps) {
  return (
    <Messages catalog={learningPlanMessages}>
      <AddActivityContent {...props} />
    </Messages>
  );
}

function AddActivityContent({ childId, now }: AddActivityProps) {
  const intl = useIntl();
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
        title: intl.formatMessage({ id: 'dashboard.add.added' }),
        description: intl.formatMessage(
          { id: 'dashboard.add.addedDescription' },
          { title: created.activity.title, day: formatPlanDate(intl, when, 'weekdayDate'), time: formatPlanDate(intl, when, 'time') },
        ),
      });
      navigate(getHref.child(childId));
    } catch (caught) {
      toast({
        title: intl.formatMessage({ id: 'dashboard.add.addFailed' }),
        description: errorMessage(caught, intl.formatMessage({ id: 'dashboard.shared.tryAgain' })),
        variant: 'destructive',
      });
    }
  };

  if (childLoading || access.loading) return <Spinner label={intl.formatMessage({ id: 'dashboard.add.loadingChild' })} fullPage />;
  if (childError || !child) {
    if (isApiError(childError) && childError.status === 404) return <ChildNotFound />;
    return (
      <PageError title={intl.formatMessage({ id: 'dashboard.add.errorTitle' })}>
        <FormattedMessage
          id="dashboard.add.childFailed"
          values={{ reason: errorMessage(childError, intl.formatMessage({ id: 'dashboard.shared.tryLater' })) }}
        />
      </PageError>
    );
  }

  const title = intl.formatMessage({ id: 'dashboard.add.title' }, { name: child.name });
  if (access.role === 'viewer') {
    return (
      <ViewOnlyNotice
        title={title}
        childId={childId}
        childName={child.name}
        message={intl.formatMessage({ id: 'dashboard.add.viewOnly' }, { name: child.name })}
      />
    );
  }

  const initialValues = initialAddActivityValues(requestedDate.success ? requestedDate.data : isoDateOf(today));
  return (
    <Page title={title} intro={intl.formatMessage({ id: 'dashboard.add.intro' })}>
      <Form<AddActivityValues> onSubmit={submit} initialValues={initialValues} validate={(values) => validateAddActivity(values, intl)}>
        {({ handleSubmit, submitting, values }) => (
          <Card
            as="form"
            onSubmit={(event) => void handleSubmit(event)}
            noValidate
            aria-label={intl.formatMessage({ id: 'dashboard.add.form' })}
          >
            <StyledModes>
              <legend>
                <FormattedMessage id="dashboard.add.mode" />
              </legend>
              <label htmlFor="add-activity-library">
                <Field id="add-activity-library" name="mode" component="input" type="radio" value="library" />
                <FormattedMessage id="dashboard.add.fromLibrary" />
              </label>
              <label htmlFor="add-activity-custom">
                <Field id="add-activity-custom" name="mode" component="input" type="radio" value="custom" />
                <FormattedMessage id="dashboard.add.custom" />
              </label>
            </StyledModes>
            {values.mode === 'library' ? <LibraryActivityPicker childId={childId} childName={child.name} /> : <CustomActivityFields />}
            <StyledFormRow>
              <TextField name="date" label={intl.formatMessage({ id: 'dashboard.add.date' })} type="date" />
              <TextField name="time" label={intl.formatMessage({ id: 'dashboard.add.time' })} type="time" />
            </StyledFormRow>
            <StyledActions>
              <Button type="submit" disabled={submitting}>
                <FormattedMessage id={submitting ? 'dashboard.add.adding' : 'dashboard.add.submit'} />
              </Button>
              <ButtonLink to={getHref.child(childId)} $variant="secondary">
                <FormattedMessage id="dashboard.add.cancel" />
              </ButtonLink>
            </StyledActions>
          </Card>
        )}
      </Form>
    </Page>
  );
}
