import { useEffect, useMemo, useRef, useState } from 'react';
import { DOMAIN_TYPES, EMPTY_DOCTOR_QUESTIONS, type NewAssessmentValues } from '@flourishly/contracts';
import { useGetMilestoneChecklistQuery } from './api';

const EMPTY_VALUES: NewAssessmentValues = { answers: {}, doctorQuestions: EMPTY_DOCTOR_QUESTIONS };

/**
 * The checklist of a child's new assessment and where the parent's answers start: the domains
 * it covers, the form's initial values (the saved draft's answers and doctor's questions) and
 * the step (one per domain, then the doctor's questions), restored once from the saved draft.
 * `draftLoaded` is false until that is done. The answers in progress live in the page's form.
 */
export function useAssessmentDraft(childId: number) {
  const form = useGetMilestoneChecklistQuery(childId);
  const [initialValues, setInitialValues] = useState<NewAssessmentValues>(EMPTY_VALUES);
  const [step, setStep] = useState(0);
  const [restored, setRestored] = useState(false);
  const loadedDraft = useRef(false);

  const checklist = form.data?.checklist ?? undefined;
  const domains = useMemo(() => DOMAIN_TYPES.filter((domain) => checklist?.items.some((item) => item.domain === domain)), [checklist]);

  // Answers are taken from the form once, and only from a settled response: a cached form being
  // refetched (e.g. after a save on a previous visit) may still carry an older draft.
  useEffect(() => {
    if (form.data && !form.isFetching && !loadedDraft.current) {
      loadedDraft.current = true;
      const { draft, checklist: current } = form.data;
      // No checklist before 2 months (developmental age), and so no draft.
      if (draft && current) {
        setRestored(true);
        setInitialValues({ answers: draft.answers, doctorQuestions: draft.doctorQuestions ?? EMPTY_DOCTOR_QUESTIONS });
        const firstOpen = domains.findIndex((domain) => current.items.some((item) => item.domain === domain && !draft.answers[item.key]));
        // Every milestone answered: resume at the doctor's questions.
        setStep(firstOpen === -1 ? domains.length : firstOpen);
      }
    }
  }, [form.data, form.isFetching, domains]);

  return { form, checklist, domains, initialValues, step, setStep, restored, draftLoaded: loadedDraft.current };
}
