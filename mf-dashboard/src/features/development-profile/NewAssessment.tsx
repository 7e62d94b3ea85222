import { useId, useRef } from 'react';
import { Form } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import {
  DOCTOR_QUESTIONS_SOURCE,
  DOCTOR_QUESTIONS_TITLE,
  DOMAIN_LABELS,
  formatCorrectedAge,
  newAssessmentValuesSchema,
  SCORE_NOTE,
  type NewAssessmentValues,
} from '@flourishly/contracts';
import { zodValidator } from '@flourishly/platform/forms';
import {
  Button,
  Card,
  errorMessage,
  getHref,
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
import { CorrectionEndsNotice, FirstChecklistPanel } from './FirstChecklist';

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
 * before a preterm child's 2nd birthday, a notice says the lists then go by actual age.
 */
export function NewAssessment({ childId }: NewAssessmentProps) {
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

  if (form.isLoading || child.isLoading || access.loading || (form.isFetching && !draft.draftLoaded))
    return <Spinner label="Loading assessment" fullPage />;
  if (access.role === 'viewer' && child.data) {
    return (
      <ViewOnlyNotice
        title={`New Assessment for ${child.data.name}`}
        childId={childId}
        childName={child.data.name}
        message={`You can view ${child.data.name}'s assessments and reports but not take a new assessment.`}
      />
    );
  }
  const opensOn = form.data?.firstChecklistOn ?? null;
  if (opensOn) {
    // Under 2 months (developmental age): no checklist yet, the day it opens instead of an empty form.
    return (
      <Page title={`New Assessment${child.data ? ` for ${child.data.name}` : ''}`}>
        <FirstChecklistPanel
          childId={childId}
          opensOn={opensOn}
          corrected={form.data?.correctedAgeMonths != null}
          childName={child.data?.name}
        />
      </Page>
    );
  }
  if (form.isError || !checklist) {
    return <PageError title="New Assessment">The assessment could not be loaded. Please try again later.</PageError>;
  }

  // Steps: one per domain, then the doctor's questions.
  const stepCount = domains.length + 1;
  const onDoctorStep = step === domains.length;
  const domain = domains[step];
  const items = checklist.items.filter((item) => item.domain === domain);
  const correctedAgeMonths = form.data?.correctedAgeMonths ?? null;

  /** Saves the draft; a failure is shown but does not block the parent (answers stay on the page). */
  const persist = async ({ answers, doctorQuestions }: NewAssessmentValues) => {
    const result = await saveDraft({ childId, payload: { checklistKey: checklist.key, answers, doctorQuestions } });
    if ('error' in result && result.error) {
      toast({ title: 'Answers not saved', description: errorMessage(result.error, 'Please try again.'), variant: 'destructive' });
      return false;
    }
    return true;
  };

  /** Called once the values pass newAssessmentValuesSchema (at least one milestone answered). */
  const finish = async ({ answers, doctorQuestions }: NewAssessmentValues) => {
    const result = await submit({ childId, payload: { checklistKey: checklist.key, answers, doctorQuestions } });
    if ('error' in result && result.error) {
      toast({ title: 'Assessment not saved', description: errorMessage(result.error, 'Please try again.'), variant: 'destructive' });
      return;
    }
    toast({ title: 'Assessment saved', description: 'The development profile has been updated.' });
    navigate(getHref.childDevelopmentReport(childId));
  };

  return (
    <Page
      title={`New Assessment${child.data ? ` for ${child.data.name}` : ''}`}
      intro={`${checklist.title}: the latest checklist for your child's age. For each milestone, choose what you have seen your child do. ${SCORE_NOTE}`}
    >
      {correctedAgeMonths === null ? null : (
        <MutedText>
          {formatCorrectedAge(correctedAgeMonths)}. Your child was born early, so this checklist follows the corrected age (counted from the
          due date) until age 2.
        </MutedText>
      )}
      {form.data?.correctionEndsOn && child.data ? (
        <CorrectionEndsNotice name={child.data.name} endsOn={form.data.correctionEndsOn} />
      ) : null}
      {draft.restored ? <MutedText>Your saved answers have been restored.</MutedText> : null}
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
                Step {step + 1} of {stepCount} · {answeredCount} of {checklist.items.length} milestones answered
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
                  {onDoctorStep ? DOCTOR_QUESTIONS_TITLE : DOMAIN_LABELS[domain]}
                </h2>
                {onDoctorStep ? (
                  <>
                    <MutedText>
                      From the CDC checklists: answers to share with your child&apos;s doctor. If anything here worries you, talk to them
                      now rather than waiting for the next check-up. Every answer is optional.
                    </MutedText>
                    <DoctorQuestionsFields />
                    <StyledSmall>{DOCTOR_QUESTIONS_SOURCE}</StyledSmall>
                  </>
                ) : null}
                {items.map((item) => (
                  <MilestoneQuestion key={item.key} item={item} />
                ))}
                {submitFailed && typeof errors?.answers === 'string' ? (
                  <MutedText role="alert" style={{ color: 'inherit' }}>
                    {errors.answers}
                  </MutedText>
                ) : null}
                <StyledActions>
                  <Button type="button" $variant="secondary" onClick={() => goTo(step - 1)} disabled={step === 0}>
                    Back
                  </Button>
                  <Button
                    type="button"
                    $variant="ghost"
                    onClick={async () => {
                      if (await persist(assessment.getState().values))
                        toast({ title: 'Answers saved', description: 'You can finish this assessment later.' });
                    }}
                    disabled={draftState.isLoading}
                  >
                    Save and finish later
                  </Button>
                  {onDoctorStep ? (
                    <Button type="submit" disabled={submitState.isLoading}>
                      {submitState.isLoading ? 'Submitting...' : 'Submit Assessment'}
                    </Button>
                  ) : (
                    <Button type="button" onClick={() => goTo(step + 1)}>
                      Next: {step + 1 === domains.length ? DOCTOR_QUESTIONS_TITLE : DOMAIN_LABELS[domains[step + 1]]}
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
