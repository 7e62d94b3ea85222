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

/**
 * The CDC's "act early" guidance, shown calmly when a parent answers that the child has lost
 * skills he/she once had: talk to the doctor now, ask about screening and a referral, and how to
 * reach early intervention. `headingLevel` fits the page's outline.
 */
export function ActEarlyNotice({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const id = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <StyledNotice aria-labelledby={id} data-testid="act-early">
      <Heading id={id}>{ACT_EARLY_GUIDANCE.title}</Heading>
      <p>{ACT_EARLY_GUIDANCE.lead}</p>
      <ol>
        {ACT_EARLY_GUIDANCE.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p>{ACT_EARLY_GUIDANCE.closing}</p>
      <small>
        <a href={ACT_EARLY_GUIDANCE.url} target="_blank" rel="noreferrer">
          {ACT_EARLY_GUIDANCE.source}
        </a>
      </small>
    </StyledNotice>
  );
}
