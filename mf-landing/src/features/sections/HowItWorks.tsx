import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { VisuallyHidden } from '@flourishly/platform/layout';
import { StyledCard, StyledGrid, StyledInner, StyledLead, StyledSection, StyledSectionTitle } from '../../common/layout';

/** The four steps of how it works (message ids). */
export const HOW_IT_WORKS_STEPS = [
  { title: 'landing.how.profile.title', text: 'landing.how.profile.text' },
  { title: 'landing.how.assessment.title', text: 'landing.how.assessment.text' },
  { title: 'landing.how.plan.title', text: 'landing.how.plan.text' },
  { title: 'landing.how.progress.title', text: 'landing.how.progress.text' },
] as const;

const StyledStepNumber = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  margin-bottom: ${({ theme }) => theme.space.sm};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 800;
`;

const StyledSteps = styled(StyledGrid).attrs({ as: 'ol' })`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** #how-it-works: four numbered steps. */
export function HowItWorks() {
  return (
    <StyledSection id="how-it-works" aria-labelledby="how-title" $tone="surface">
      <StyledInner>
        <StyledSectionTitle id="how-title">
          <FormattedMessage id="landing.how.title" />
        </StyledSectionTitle>
        <StyledLead>
          <FormattedMessage id="landing.how.lead" />
        </StyledLead>
        <StyledSteps $columns={4}>
          {HOW_IT_WORKS_STEPS.map((step, index) => (
            <li key={step.title}>
              <StyledCard as="div">
                <StyledStepNumber aria-hidden="true">{index + 1}</StyledStepNumber>
                <h3>
                  <VisuallyHidden>
                    <FormattedMessage id="landing.how.step" values={{ number: index + 1 }} />
                  </VisuallyHidden>
                  <FormattedMessage id={step.title} />
                </h3>
                <p>
                  <FormattedMessage id={step.text} />
                </p>
              </StyledCard>
            </li>
          ))}
        </StyledSteps>
      </StyledInner>
    </StyledSection>
  );
}
