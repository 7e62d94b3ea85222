import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { WIZARD_STEPS } from '@flourishly/contracts';
import { VisuallyHidden } from '@flourishly/platform';
import { STEP_LABELS, type WizardStep } from './wizard-values';

const StyledSteps = styled.ol`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  list-style: none;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

const StyledStep = styled.li<{ $state: 'done' | 'current' | 'todo' }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme, $state }) => ($state === 'todo' ? theme.colors.textMuted : theme.colors.text)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ $state }) => ($state === 'current' ? 700 : 400)};
  span[aria-hidden] {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 2rem;
    height: 2rem;
    border-radius: 50%;
    border: 2px solid ${({ theme }) => theme.colors.primary};
    background: ${({ theme, $state }) => ($state === 'todo' ? theme.colors.surface : theme.colors.primary)};
    color: ${({ theme, $state }) => ($state === 'todo' ? theme.colors.primary : theme.colors.onPrimary)};
    font-weight: 700;
  }
`;

/** The wizard's step indicator 1, 2, 3 (docs/product.md); the current step has aria-current="step". */
export function StepIndicator({ step }: { step: WizardStep }) {
  const intl = useIntl();
  const steps = Array.from({ length: WIZARD_STEPS }, (_, index) => (index + 1) as WizardStep);
  return (
    <StyledSteps aria-label={intl.formatMessage({ id: 'children.addChild.progress' })}>
      {steps.map((number) => {
        const state = number < step ? 'done' : number === step ? 'current' : 'todo';
        return (
          <StyledStep key={number} $state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <span aria-hidden="true">{number}</span>
            <span>
              <FormattedMessage id={STEP_LABELS[number]} />
              {state === 'done' ? (
                <VisuallyHidden>
                  <FormattedMessage id="children.addChild.done" />
                </VisuallyHidden>
              ) : null}
            </span>
          </StyledStep>
        );
      })}
    </StyledSteps>
  );
}
