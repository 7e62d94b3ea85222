import type { ReactNode } from 'react';
import styled from 'styled-components';
import { WEEK_NAVIGATION_DAYS } from '@flourishly/contracts';
import { Button, type ButtonVariant } from '@flourishly/platform';

const StyledNav = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  p {
    margin: 0;
    font-weight: 600;
  }
`;

export interface WeekNavigationProps {
  /** The week or day shown, announced to screen readers when it changes. */
  children: ReactNode;
  /** Called with -WEEK_NAVIGATION_DAYS (Previous week) or +WEEK_NAVIGATION_DAYS (Next week). */
  onStep: (days: number) => void;
  /** The look of the two buttons. */
  variant: ButtonVariant;
  /** The test id of the shown week or day. */
  testId: string;
  className?: string;
}

/** 'Previous week' and 'Next week' buttons around the week or day they move. */
export function WeekNavigation({ children, onStep, variant, testId, className }: WeekNavigationProps) {
  return (
    <StyledNav className={className}>
      <Button $size="sm" $variant={variant} aria-label="Previous week" onClick={() => onStep(-WEEK_NAVIGATION_DAYS)}>
        ‹
      </Button>
      <p aria-live="polite" data-testid={testId}>
        {children}
      </p>
      <Button $size="sm" $variant={variant} aria-label="Next week" onClick={() => onStep(WEEK_NAVIGATION_DAYS)}>
        ›
      </Button>
    </StyledNav>
  );
}
