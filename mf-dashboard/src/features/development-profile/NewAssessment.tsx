import { useEffect, useId, useRef } from 'react';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { NO_MILESTONE_ANSWERED, newAssessmentValuesSchema, type NewAssessmentValues } from '@flourishly/contracts';
import { zodValidator } from '@flourishly/platform/forms';
import {
  Button,
  Card,
  errorText,
  getHref,
  isOfflineQueued,
  Messages,
  MutedText,
  Page,
  PageError,
  Spinner,
  useChildAccess,
  useGetChildQuery,
  useToast,
  ViewOnlyNotice,
} from '@flourishly/platform';
import { useSaveAssessmentDraftMutation, useSubmitAssessmentMutation } from './api';
import { StyledActions, StyledProgressFill, StyledProgressTrack, StyledSmall } from './assessment-styles';
import { DoctorQuestionsFields } from './DoctorQuestionsFields';
import { MilestoneQuestion } from './MilestoneQuestion';
import { useAssessmentDraft } from './useAssessmentDraft';
import { isQueuedOffline, QueuedOfflineMark } from '../../shared/queued-offline';
import { CorrectionEndsNotice, FirstChecklistPanel } from './FirstChecklist';
import { developmentPageMessages } from './pages/messages';
import { domainName } from './texts';

const validateAssessment = zodValidator(newAssessmentValuesSchema);

export interface NewAssessmentProps {
  childId: number;
}

/**
 * The new-assessment page (/child/{id}/assessment/new): the milestone checklist for the child's
 * age (the corrected age for a baby born at 37 weeks or earlier, under 24 months), one domain at
 * a time with progress, then the CDC's "other things to share with the doctor" (a 'yes' to lost
 * skills shows the act-early guidance); answers are saved as a draft on every step so the page
 * resumes where the parent left off. The answers are a react-final-form form validated with the
 * contracts' newAssessmentValuesSchema (at least one milestone to submit). Submitting opens the development report. A viewer gets a
 * note instead of the checklist (the page waits for the role); a baby younger than 2 months
 * (developmental age) gets the day the first checklist opens (FirstChecklistPanel). From a month
 * before a preterm child's 2nd birthday, a notice says the lists then go by actual age. In the
 * parent's language, with the development pages' catalog (the checklist's texts come from the
 * API in that language).
 */
export function NewAssessment(props: NewAssessmentProps) {
  return (
    <Messages catalog={developmentPageMessages}>
      <NewAssessmentContent {...props} />
    </Messages>
  );
}

function NewAssessmentContent({ childId }: NewAssessmentProps) {
  const intl = useIntl();
  const say = (messageId: string, values?: Record<string, string | number>) => intl.formatMessage({ id: messageId }, values);
  const id = useId();
  const navigate = useNavigate();
  const { toast } = useToast();
  const child = useGetChildQuery(childId);
  const access = useChildAccess(childId);
  const draft = useAssessmentDraft(childId);
  const { form, checklist, domains, step } = draft;
  const [saveDraft, draftState] = useSaveAssessmentDraftMutation();
  const [submit, submitState] = useSubmitAssessmentMutation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Submitted offline, then sent and asked again: the report shows it, as after a submission online.
  const submittedOffline = isQueuedOffline(form.data);
  const wasSubmittedOffline = useRef(false);
  useEffect(() => {
    if (submittedOffline) wasSubmittedOffline.current = true;
    else if (wasSubmittedOffline.current && form.data && !form.isFetching) navigate(getHref.childDevelopmentReport(childId));
  }, [submittedOffline, form.data, form.isFetching, navigate, childId]);

  if (form.isLoading || child.isLoading || access.loading || (form.isFetching && !draft.draftLoaded))
    return <Spinner label={say('dashboard.development.new.loading')} fullPage />;
  if (access.role === 'viewer' && child.data) {
    return (
      <ViewOnlyNotice
        title={say('dashboard.development.new.titleFor', { name: child.data.name })}
        childId={childId}
        childName={child.data.name}
        message={say('dashboard.development.new.viewOnly', { name: child.data.name })}
      />
    );
  }
  const title = child.data ? say('dashboard.development.new.titleFor', { name: child.data.name }) : say('dashboard.development.new.title');
  const opensOn = form.data?.firstChecklistOn ?? null;
  if (opensOn) {
    // Under 2 months (developmental age): no checklist yet, the day it opens instead of an empty form.
    return (
      <Page title={title}>
        <FirstChecklistPanel
          childId={childId}
          opensOn={opensOn}
          corrected={form.data?.correctedAgeMonths != null}
          childName={child.data?.name}
        />
      </Page>
    );
  }
  if (submittedOffline) {
    // Submitted offline: it is sent when the network returns; the checklist is not offered again meanwhile.
    return (
      <Page title={title}>
        <Card>
          <p role="status">
            <FormattedMessage id="dashboard.development.new.assessmentQueued" />
          </p>
          {child.data ? (
            <Link to={getHref.child(childId)}>{say('dashboard.development.new.backToChild', { name: child.data.name })}</Link>
          ) : null}
        </Card>
      </Page>
    );
  }
  if (form.isError || !checklist) {
    return (
      <PageError title={say('dashboard.development.new.title')}>
        <FormattedMessage id="dashboard.development.new.loadFailed" />
      </PageError>
    );
  }

  // Steps: one per domain, then the doctor's questions.
  const stepCount = domains.length + 1;
  const onDoctorStep = step === domains.length;
  const domain = domains[step];
  const items = checklist.items.filter((item) => item.domain === domain);
  const correctedAgeMonths = form.data?.correctedAgeMonths ?? null;
  const doctorTitle = say('dashboard.development.doctor.title');

  /**
   * Saves the draft; a failure is shown but does not block the parent (answers stay on the page).
   * 'queued' offline: the page says it will be saved when the network returns.
   */
  const persist = async ({ answers, doctorQuestions }: NewAssessmentValues): Promise<'saved' | 'queued' | 'failed'> => {
    const result = await saveDraft({ childId, payload: { checklistKey: checklist.key, answers, doctorQuestions } });
    if ('error' in result && isOfflineQueued(result.error)) return 'queued';
    if ('error' in result && result.error) {
      toast({
        title: say('dashboard.development.new.notSaved'),
        description: errorText(intl, result.error, say('dashboard.development.tryAgain')),
        variant: 'destructive',
      });
      return 'failed';
    }
    return 'saved';
  };

  /** Called once the values pass newAssessmentValuesSchema (at least one milestone answered). */
  const finish = async ({ answers, doctorQuestions }: NewAssessmentValues) => {
    const result = await submit({ childId, payload: { checklistKey: checklist.key, answers, doctorQuestions } });
    // Queued offline: the page now says it will be saved when the network returns.
    if ('error' in result && isOfflineQueued(result.error)) return;
    if ('error' in result && result.error) {
      toast({
        title: say('dashboard.development.new.assessmentNotSaved'),
        description: errorText(intl, result.error, say('dashboard.development.tryAgain')),
        variant: 'destructive',
      });
      return;
    }
    toast({ title: say('dashboard.development.new.assessmentSaved'), description: say('dashboard.development.new.profileUpdated') });
    navigate(getHref.childDevelopmentReport(childId));
  };

  return (
    <Page title={title} intro={say('dashboard.development.new.intro', { checklist: checklist.title })}>
      {correctedAgeMonths === null ? null : (
        <MutedText>
          <FormattedMessage id="dashboard.development.new.corrected" values={{ months: correctedAgeMonths }} />
        </MutedText>
      )}
      {form.data?.correctionEndsOn && child.data ? (
        <CorrectionEndsNotice name={child.data.name} endsOn={form.data.correctionEndsOn} />
      ) : null}
      {draft.restored ? (
        <MutedText>
          <FormattedMessage id="dashboard.development.new.restored" />
        </MutedText>
      ) : null}
      {isQueuedOffline(form.data?.draft) ? (
        <p role="status">
          <QueuedOfflineMark text={say('dashboard.development.new.answersQueued')} />
        </p>
      ) : null}
      {/* Mounted again with the saved draft's answers once they are restored (right after the first render). */}
      <Form<NewAssessmentValues>
        key={draft.restored ? 'draft' : 'new'}
        onSubmit={finish}
        validate={validateAssessment}
        initialValues={draft.initialValues}
      >
        {({ handleSubmit, form: assessment, values, errors, submitFailed }) => {
          const answeredCount = Object.keys(values.answers ?? {}).length;
          const percent = Math.round((answeredCount / checklist.items.length) * 100);
          // Moving to another step starts a new attempt: a refused submission's message goes.
          const goTo = async (next: number) => {
            const current = assessment.getState().values;
            await persist(current);
            assessment.restart(current);
            draft.setStep(next);
            headingRef.current?.focus();
          };
          return (
            <form onSubmit={handleSubmit} noValidate aria-labelledby={`${id}-domain`}>
              <p id={`${id}-progress`}>
                <FormattedMessage
                  id="dashboard.development.new.progress"
                  values={{ step: step + 1, steps: stepCount, answered: answeredCount, total: checklist.items.length }}
                />
              </p>
              <StyledProgressTrack
                role="progressbar"
                aria-labelledby={`${id}-progress`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
              >
                <StyledProgressFill $value={percent} />
              </StyledProgressTrack>
              <Card aria-labelledby={`${id}-domain`}>
                <h2 id={`${id}-domain`} ref={headingRef} tabIndex={-1}>
                  {onDoctorStep ? doctorTitle : domainName(intl, domain)}
                </h2>
                {onDoctorStep ? (
                  <>
                    <MutedText>
                      <FormattedMessage id="dashboard.development.new.doctorLead" />
                    </MutedText>
                    <DoctorQuestionsFields />
                    <StyledSmall>
                      <FormattedMessage id="dashboard.development.doctor.source" />
                    </StyledSmall>
                  </>
                ) : null}
                {items.map((item) => (
                  <MilestoneQuestion key={item.key} item={item} />
                ))}
                {submitFailed && typeof errors?.answers === 'string' ? (
                  <MutedText role="alert" style={{ color: 'inherit' }}>
                    {errors.answers === NO_MILESTONE_ANSWERED ? say('dashboard.development.new.noneAnswered') : errors.answers}
                  </MutedText>
                ) : null}
                <StyledActions>
                  <Button type="button" $variant="secondary" onClick={() => goTo(step - 1)} disabled={step === 0}>
                    <FormattedMessage id="dashboard.development.new.back" />
                  </Button>
                  <Button
                    type="button"
                    $variant="ghost"
                    onClick={async () => {
                      const saved = await persist(assessment.getState().values);
                      if (saved === 'saved')
                        toast({ title: say('dashboard.development.new.saved'), description: say('dashboard.development.new.finishLater') });
                      if (saved === 'queued')
                        toast({
                          title: say('dashboard.development.new.answersQueued'),
                          description: say('dashboard.development.new.finishLater'),
                        });
                    }}
                    disabled={draftState.isLoading}
                  >
                    <FormattedMessage id="dashboard.development.new.saveLater" />
                  </Button>
                  {onDoctorStep ? (
                    <Button type="submit" disabled={submitState.isLoading}>
                      <FormattedMessage
                        id={submitState.isLoading ? 'dashboard.development.new.submitting' : 'dashboard.development.new.submit'}
                      />
                    </Button>
                  ) : (
                    <Button type="button" onClick={() => goTo(step + 1)}>
                      <FormattedMessage
                        id="dashboard.development.new.next"
                        values={{ next: step + 1 === domains.length ? doctorTitle : domainName(intl, domains[step + 1]) }}
                      />
                    </Button>
                  )}
                </StyledActions>
              </Card>
            </form>
          );
        }}
      </Form>
      <StyledSmall>{checklist.source}</StyledSmall>
      <StyledSmall>{checklist.disclaimer}</StyledSmall>
    </Page>
  );
}
