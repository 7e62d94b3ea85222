import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  DOCTOR_QUESTIONS_SOURCE,
  DOCTOR_QUESTIONS_TITLE,
  DOMAIN_LABELS,
  DOMAIN_TYPES,
  EMPTY_DOCTOR_QUESTIONS,
  formatCorrectedAge,
  type DoctorQuestions,
  MILESTONE_ANSWER_LABELS,
  MILESTONE_ANSWERS,
  SCORE_NOTE,
  type MilestoneAnswer,
  type MilestoneAnswers,
} from '@flourishly/contracts';
import {
  Button,
  Card,
  errorMessage,
  getHref,
  MutedText,
  PageContainer,
  PageTitle,
  Spinner,
  useChildAccess,
  useGetChildQuery,
  useToast,
  ViewOnlyNotice,
} from '@flourishly/platform';
import styled from 'styled-components';
import { useGetMilestoneChecklistQuery, useSaveAssessmentDraftMutation, useSubmitAssessmentMutation } from './api';
import { DoctorQuestionsFields, StyledOptions } from './DoctorQuestionsFields';
import { formatAgeMonths } from './scores';

const StyledProgressTrack = styled.div`
  height: 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.border};
  overflow: hidden;
  margin: ${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.lg};
`;

const StyledProgressFill = styled.div<{ $value: number }>`
  height: 100%;
  width: ${({ $value }) => $value}%;
  background: ${({ theme }) => theme.colors.primary};
`;

const StyledItem = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.md};
  legend {
    font-weight: 600;
    padding: 0 ${({ theme }) => theme.space.xs};
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  justify-content: space-between;
  margin-top: ${({ theme }) => theme.space.lg};
`;

const StyledSmall = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  margin: ${({ theme }) => theme.space.md} 0 0;
`;

export interface NewAssessmentProps {
  childId: number;
}

/**
 * The new-assessment page (/child/{id}/assessment/new): the milestone checklist for the child's
 * age (the corrected age for a baby born at 37 weeks or earlier, under 24 months), one domain at
 * a time with progress, then the CDC's "other things to share with the doctor" (a 'yes' to lost
 * skills shows the act-early guidance); answers are saved as a draft on every step so the page
 * resumes where the parent left off. Submitting opens the development report. A viewer gets a
 * note instead of the checklist (the page waits for the role).
 */
export function NewAssessment({ childId }: NewAssessmentProps) {
  const id = useId();
  const navigate = useNavigate();
  const { toast } = useToast();
  const child = useGetChildQuery(childId);
  const access = useChildAccess(childId);
  const form = useGetMilestoneChecklistQuery(childId);
  const [saveDraft, draftState] = useSaveAssessmentDraftMutation();
  const [submit, submitState] = useSubmitAssessmentMutation();
  const [answers, setAnswers] = useState<MilestoneAnswers>({});
  const [doctorQuestions, setDoctorQuestions] = useState<DoctorQuestions>(EMPTY_DOCTOR_QUESTIONS);
  const [step, setStep] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [restored, setRestored] = useState(false);
  const loadedDraft = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const checklist = form.data?.checklist;
  const domains = useMemo(() => DOMAIN_TYPES.filter((domain) => checklist?.items.some((item) => item.domain === domain)), [checklist]);

  // Answers are taken from the form once, and only from a settled response: a cached form being
  // refetched (e.g. after a save on a previous visit) may still carry an older draft.
  useEffect(() => {
    if (form.data && !form.isFetching && !loadedDraft.current) {
      loadedDraft.current = true;
      if (form.data.draft) {
        setRestored(true);
        setAnswers(form.data.draft.answers);
        setDoctorQuestions(form.data.draft.doctorQuestions ?? EMPTY_DOCTOR_QUESTIONS);
        const firstOpen = domains.findIndex((domain) =>
          form.data!.checklist.items.some((item) => item.domain === domain && !form.data!.draft!.answers[item.key]),
        );
        // Every milestone answered: resume at the doctor's questions.
        setStep(firstOpen === -1 ? domains.length : firstOpen);
      }
    }
  }, [form.data, form.isFetching, domains]);

  if (form.isLoading || child.isLoading || access.loading || (form.isFetching && !loadedDraft.current))
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
  if (form.isError || !checklist) {
    return (
      <PageContainer>
        <PageTitle>New Assessment</PageTitle>
        <MutedText role="alert">The assessment could not be loaded. Please try again later.</MutedText>
      </PageContainer>
    );
  }

  // Steps: one per domain, then the doctor's questions.
  const stepCount = domains.length + 1;
  const onDoctorStep = step === domains.length;
  const domain = domains[step];
  const items = checklist.items.filter((item) => item.domain === domain);
  const answeredCount = Object.keys(answers).length;
  const percent = Math.round((answeredCount / checklist.items.length) * 100);
  const isLast = onDoctorStep;
  const correctedAgeMonths = form.data?.correctedAgeMonths ?? null;

  /** Saves the draft; a failure is shown but does not block the parent (answers stay on the page). */
  const persist = async () => {
    const result = await saveDraft({ childId, payload: { checklistKey: checklist.key, answers, doctorQuestions } });
    if ('error' in result && result.error) {
      toast({ title: 'Answers not saved', description: errorMessage(result.error, 'Please try again.'), variant: 'destructive' });
      return false;
    }
    return true;
  };

  const goTo = async (next: number) => {
    setError(null);
    await persist();
    setStep(next);
    headingRef.current?.focus();
  };

  const finish = async () => {
    if (answeredCount === 0) {
      setError('Answer at least one milestone before submitting.');
      return;
    }
    const result = await submit({ childId, payload: { checklistKey: checklist.key, answers, doctorQuestions } });
    if ('error' in result && result.error) {
      toast({ title: 'Assessment not saved', description: errorMessage(result.error, 'Please try again.'), variant: 'destructive' });
      return;
    }
    toast({ title: 'Assessment saved', description: 'The development profile has been updated.' });
    navigate(getHref.childDevelopmentReport(childId));
  };

  const setAnswer = (key: string, answer: MilestoneAnswer) => setAnswers((current) => ({ ...current, [key]: answer }));

  return (
    <PageContainer>
      <PageTitle>New Assessment{child.data ? ` for ${child.data.name}` : ''}</PageTitle>
      <MutedText>
        {checklist.title} (checklist for {formatAgeMonths(checklist.ageMonths)}). For each milestone, choose what you have seen your child
        do. {SCORE_NOTE}
      </MutedText>
      {correctedAgeMonths === null ? null : (
        <MutedText>
          {formatCorrectedAge(correctedAgeMonths)}. Your child was born early, so this checklist follows the corrected age (counted from the
          due date) until age 2.
        </MutedText>
      )}
      {restored ? <MutedText>Your saved answers have been restored.</MutedText> : null}
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
              From the CDC checklists: answers you may want to share at your child&apos;s next check-up. Every answer is optional.
            </MutedText>
            <DoctorQuestionsFields value={doctorQuestions} onChange={setDoctorQuestions} />
            <StyledSmall>{DOCTOR_QUESTIONS_SOURCE}</StyledSmall>
          </>
        ) : null}
        {items.map((item) => (
          <StyledItem key={item.key}>
            <legend>{item.text}</legend>
            <StyledOptions>
              {MILESTONE_ANSWERS.map((answer) => (
                <label key={answer}>
                  <input
                    type="radio"
                    name={item.key}
                    value={answer}
                    checked={answers[item.key] === answer}
                    onChange={() => setAnswer(item.key, answer)}
                  />
                  {MILESTONE_ANSWER_LABELS[answer]}
                </label>
              ))}
            </StyledOptions>
          </StyledItem>
        ))}
        {error ? (
          <MutedText role="alert" style={{ color: 'inherit' }}>
            {error}
          </MutedText>
        ) : null}
        <StyledActions>
          <Button $variant="secondary" onClick={() => goTo(step - 1)} disabled={step === 0}>
            Back
          </Button>
          <Button
            $variant="ghost"
            onClick={async () => {
              if (await persist()) toast({ title: 'Answers saved', description: 'You can finish this assessment later.' });
            }}
            disabled={draftState.isLoading}
          >
            Save and finish later
          </Button>
          {isLast ? (
            <Button onClick={finish} disabled={submitState.isLoading}>
              {submitState.isLoading ? 'Submitting...' : 'Submit Assessment'}
            </Button>
          ) : (
            <Button onClick={() => goTo(step + 1)}>
              Next: {step + 1 === domains.length ? DOCTOR_QUESTIONS_TITLE : DOMAIN_LABELS[domains[step + 1]]}
            </Button>
          )}
        </StyledActions>
      </Card>
      <StyledSmall>{checklist.source}</StyledSmall>
      <StyledSmall>{checklist.disclaimer}</StyledSmall>
    </PageContainer>
  );
}
