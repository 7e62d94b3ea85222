import styled from 'styled-components';
import { VisuallyHidden } from '@flourishly/platform/layout';
import { StyledCard, StyledGrid, StyledInner, StyledLead, StyledSection, StyledSectionTitle } from '../../common/layout';

/** The four steps of how it works. */
export const HOW_IT_WORKS_STEPS = [
  { title: 'Create a profile', text: "Add your child's name, birthday and what you'd most like to support. It takes about five minutes." },
  {
    title: 'Take a short assessment',
    text: 'Answer questions about everyday moments. We score five development areas and find your child\u2019s persona.',
  },
  {
    title: 'Follow the daily plan',
    text: 'Do a few short activities and learning games each day, chosen for your child\u2019s age, persona and scores.',
  },
  {
    title: 'Watch progress grow',
    text: 'See achievements, the development profile and reports fill in, and share them with your child\u2019s teacher.',
  },
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
        <StyledSectionTitle id="how-title">How it works</StyledSectionTitle>
        <StyledLead>From sign-up to a first daily plan in four steps.</StyledLead>
        <StyledSteps $columns={4}>
          {HOW_IT_WORKS_STEPS.map((step, index) => (
            <li key={step.title}>
              <StyledCard as="div">
                <StyledStepNumber aria-hidden="true">{index + 1}</StyledStepNumber>
                <h3>
                  <VisuallyHidden>Step {index + 1}: </VisuallyHidden>
                  {step.title}
                </h3>
                <p>{step.text}</p>
              </StyledCard>
            </li>
          ))}
        </StyledSteps>
      </StyledInner>
    </StyledSection>
  );
}
