import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
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

// Arrow glyphs, the same in every language; the buttons' names say which way they go.
const PREVIOUS = '‹';
const NEXT = '›';

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
  const intl = useIntl();
  return (
    <StyledNav className={className}>
      <Button
        $size="sm"
        $variant={variant}
        aria-label={intl.formatMessage({ id: 'dashboard.plan.previousWeek' })}
        onClick={() => onStep(-WEEK_NAVIGATION_DAYS)}
      >
        {PREVIOUS}
      </Button>
      <p aria-live="polite" data-testid={testId}>
        {children}
      </p>
      <Button
        $size="sm"
        $variant={variant}
        aria-label={intl.formatMessage({ id: 'dashboard.plan.nextWeek' })}
        onClick={() => onStep(WEEK_NAVIGATION_DAYS)}
      >
        {NEXT}
      </Button>
    </StyledNav>
  );
}
