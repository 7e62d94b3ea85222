import { useEffect, useMemo, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { WIZARD_STEPS, type ChildProfile } from '@flourishly/contracts';
import { Button, Messages, translateContractText, useCreateChildMutation, useSession, useToast } from '@flourishly/platform';
import { Dialog } from '@flourishly/platform/dialog';
import { AnswerFields } from '../../shared/AnswerFields';
import { serverMessage } from '../../shared/server-message';
import { addChildMessages } from './messages';
import { PreviousFamilyAnswers } from './PreviousFamilyAnswers';
import { StepIndicator } from './StepIndicator';
import {
  isYoungChild,
  STEP_LABELS,
  STEP_SUBTITLES,
  toCreatePayload,
  validateStep,
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
 * given for the parent's previous child. In the parent's language, with this feature's catalog.
 */
export function AddChildDialog(props: AddChildDialogProps) {
  return (
    <Messages catalog={addChildMessages}>
      <AddChildWizard {...props} />
    </Messages>
  );
}

function AddChildWizard({ open, onOpenChange, onSuccess }: AddChildDialogProps) {
  const intl = useIntl();
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
      toast({
        title: intl.formatMessage({ id: 'children.addChild.error' }),
        description: intl.formatMessage({ id: 'children.addChild.mustBeLoggedIn' }),
        variant: 'destructive',
      });
      return;
    }
    try {
      const child = await createChild(toCreatePayload(values, young, user.id)).unwrap();
      toast({
        title: intl.formatMessage({ id: 'children.addChild.created' }),
        description: intl.formatMessage({ id: 'children.addChild.createdDescription' }, { name: child.name }),
      });
      reset();
      onOpenChange(false);
      onSuccess?.(child);
    } catch (error) {
      // The server's message as a parent reads it (never raw JSON), else the spec's fallback.
      toast({
        title: intl.formatMessage({ id: 'children.addChild.createFailed' }),
        description: translateContractText(
          intl,
          serverMessage(error, intl.formatMessage({ id: 'children.addChild.createFailedFallback' })),
        ),
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
  const title = intl.formatMessage({ id: 'children.addChild.title' });

  return (
    <Dialog open={open} onOpenChange={handleOpenChange} title={title} description={intl.formatMessage({ id: subtitle })}>
      <StepIndicator step={step} />
      <Form<WizardValues> key={formKey} onSubmit={onSubmit} validate={validate} initialValues={initialValues}>
        {({ handleSubmit }) => (
          <form
            onSubmit={handleSubmit}
            noValidate
            aria-label={intl.formatMessage({ id: 'children.addChild.formLabel' }, { step, steps: WIZARD_STEPS })}
          >
            <StyledStepHeading ref={headingRef} tabIndex={-1}>
              <FormattedMessage
                id="children.addChild.stepHeading"
                values={{ step, steps: WIZARD_STEPS, label: intl.formatMessage({ id: STEP_LABELS[step] }) }}
              />
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
                  <FormattedMessage id="children.addChild.cancel" />
                </Button>
              ) : (
                <Button $variant="secondary" onClick={() => setStep((step - 1) as WizardStep)} disabled={creating}>
                  <FormattedMessage id="children.addChild.back" />
                </Button>
              )}
              {step < 3 ? (
                <Button type="submit">
                  <FormattedMessage id="children.addChild.next" />
                </Button>
              ) : (
                <Button type="submit" disabled={creating} aria-disabled={creating}>
                  <FormattedMessage id={creating ? 'children.addChild.creating' : 'children.addChild.submit'} />
                </Button>
              )}
            </StyledActions>
          </form>
        )}
      </Form>
    </Dialog>
  );
}
