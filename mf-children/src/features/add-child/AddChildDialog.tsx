import { useEffect, useMemo, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import styled from 'styled-components';
import { CHILD_TOAST_MESSAGES, type ChildProfile } from '@flourishly/contracts';
import { Button, useCreateChildMutation, useSession, useToast } from '@flourishly/platform';
import { Dialog } from '@flourishly/platform/dialog';
import { AnswerFields } from '../../shared/AnswerFields';
import { serverMessage } from '../../shared/server-message';
import { PreviousFamilyAnswers } from './PreviousFamilyAnswers';
import { StepIndicator } from './StepIndicator';
import {
  isYoungChild,
  STEP_LABELS,
  STEP_SUBTITLES,
  toCreatePayload,
  validateStep,
  WIZARD_TITLE,
  wizardDefaults,
  type WizardStep,
  type WizardValues,
} from './wizard-values';

const StyledStepHeading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  margin: 0 0 ${({ theme }) => theme.space.sm};
  &:focus {
    outline: none;
  }
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;

export interface AddChildDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Runs after a child was created, with the new profile. */
  onSuccess?: (child: ChildProfile) => void;
}

/**
 * The Add Child Profile dialog (docs/product.md): step 1 basic info, step 2 the
 * young-child (≤ 5 at that moment) or older-child form, step 3 family context. Each step is
 * validated with the contracts' schemas. Submit is disabled and reads 'Creating...' while the
 * call is pending. On success: toast, everything back to the defaults, step 1, dialog closed,
 * `onSuccess`; the child list refreshes through the 'Child' tag. On failure: 'Error creating
 * profile' with the server's message, or 'Failed to create child profile' when the answer
 * carries none (docs/product.md). Closing resets everything. Step 3 offers the family answers
 * given for the parent's previous child.
 */
export function AddChildDialog({ open, onOpenChange, onSuccess }: AddChildDialogProps) {
  const { user } = useSession();
  const { toast } = useToast();
  const [createChild, { isLoading: creating }] = useCreateChildMutation();
  const [step, setStep] = useState<WizardStep>(1);
  const [young, setYoung] = useState(true);
  const [formKey, setFormKey] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const reset = () => {
    setStep(1);
    setYoung(true);
    setFormKey((key) => key + 1);
  };

  const handleOpenChange = (next: boolean) => {
    if (!next) reset();
    onOpenChange(next);
  };

  const onSubmit = async (values: WizardValues) => {
    if (step === 1) {
      setYoung(isYoungChild(values.dateOfBirth));
      setStep(2);
      return;
    }
    if (step === 2) {
      setStep(3);
      return;
    }
    if (!user) {
      toast({ title: CHILD_TOAST_MESSAGES.error, description: CHILD_TOAST_MESSAGES.mustBeLoggedIn, variant: 'destructive' });
      return;
    }
    try {
      const child = await createChild(toCreatePayload(values, young, user.id)).unwrap();
      toast({ title: CHILD_TOAST_MESSAGES.created, description: CHILD_TOAST_MESSAGES.createdDescription(child.name) });
      reset();
      onOpenChange(false);
      onSuccess?.(child);
    } catch (error) {
      // The server's message as a parent reads it (never raw JSON), else the spec's fallback.
      toast({
        title: CHILD_TOAST_MESSAGES.createFailed,
        description: serverMessage(error, CHILD_TOAST_MESSAGES.createFailedFallback),
        variant: 'destructive',
      });
    }
  };

  // Stable between renders: final-form re-applies a changed validate or initialValues.
  const validate = useMemo(() => validateStep(step, young), [step, young]);
  // Fresh defaults (today's date) for each new form: formKey changes when the wizard restarts.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- formKey is the trigger, not an input
  const initialValues = useMemo(() => wizardDefaults(), [formKey]);

  const subtitle =
    step === 1 ? STEP_SUBTITLES.basic : step === 2 ? (young ? STEP_SUBTITLES.young : STEP_SUBTITLES.older) : STEP_SUBTITLES.family;

  return (
    <Dialog open={open} onOpenChange={handleOpenChange} title={WIZARD_TITLE} description={subtitle}>
      <StepIndicator step={step} />
      <Form<WizardValues> key={formKey} onSubmit={onSubmit} validate={validate} initialValues={initialValues}>
        {({ handleSubmit }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={`${WIZARD_TITLE}, step ${step} of 3`}>
            <StyledStepHeading ref={headingRef} tabIndex={-1}>
              Step {step} of 3: {STEP_LABELS[step]}
            </StyledStepHeading>
            {/* Every step stays mounted (inactive ones hidden) so Back keeps the answers. */}
            <div hidden={step !== 1}>
              <AnswerFields steps={['basic']} />
            </div>
            <div hidden={step !== 2}>{young ? <AnswerFields steps={['young']} /> : <AnswerFields steps={['older']} />}</div>
            <div hidden={step !== 3}>
              {step === 3 ? <PreviousFamilyAnswers /> : null}
              <AnswerFields steps={['family']} />
            </div>
            <StyledActions>
              {step === 1 ? (
                <Button $variant="secondary" onClick={() => handleOpenChange(false)}>
                  Cancel
                </Button>
              ) : (
                <Button $variant="secondary" onClick={() => setStep((step - 1) as WizardStep)} disabled={creating}>
                  Back
                </Button>
              )}
              {step < 3 ? (
                <Button type="submit">Next Step</Button>
              ) : (
                <Button type="submit" disabled={creating} aria-disabled={creating}>
                  {creating ? 'Creating...' : 'Add Child'}
                </Button>
              )}
            </StyledActions>
          </form>
        )}
      </Form>
    </Dialog>
  );
}
