import { useId } from 'react';
import { ACT_EARLY_GUIDANCE } from '@flourishly/contracts';
import styled from 'styled-components';

const StyledNotice = styled.section`
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  padding: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.md} 0;
  h2,
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
  ol {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    padding-left: 1.25rem;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The texts of the notice. */
export interface ActEarlyGuidance {
  title: string;
  lead: string;
  steps: readonly string[];
  closing: string;
  source: string;
  url: string;
}

/**
 * The CDC's "act early" guidance, shown calmly when a parent answers that the child has lost
 * skills he/she once had: talk to the doctor now, ask about screening and a referral, and how to
 * reach early intervention. `headingLevel` fits the page's outline.
 */
export function ActEarlyNotice({
  headingLevel = 3,
  guidance = ACT_EARLY_GUIDANCE,
}: {
  headingLevel?: 2 | 3;
  /** The texts; the doctor's copy passes its third-person version (DOCTOR_COPY_ACT_EARLY). */
  guidance?: ActEarlyGuidance;
}) {
  const id = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <StyledNotice aria-labelledby={id} data-testid="act-early">
      <Heading id={id}>{guidance.title}</Heading>
      <p>{guidance.lead}</p>
      <ol>
        {guidance.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p>{guidance.closing}</p>
      <small>
        <a href={guidance.url} target="_blank" rel="noreferrer">
          {guidance.source}
        </a>
      </small>
    </StyledNotice>
  );
}
