import { FormattedMessage, useIntl } from 'react-intl';
import type { Screening, ScreeningStatus } from '@flourishly/contracts';
import styled, { css } from 'styled-components';
import { reportDate, SCREENING_MESSAGES, SCREENING_STATUS_MESSAGES } from './texts';

const StyledList = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.sm};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

// "Due now" stands out by its words, weight and a filled badge, not by colour alone.
const StyledStatus = styled.span<{ $status: ScreeningStatus }>`
  flex: none;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  border: 1px solid currentColor;
  ${({ $status, theme }) =>
    $status === 'due'
      ? css`
          font-weight: 700;
          color: ${theme.colors.onPrimary};
          background: ${theme.colors.accent};
          border-color: ${theme.colors.accent};
        `
      : $status === 'upcoming'
        ? css`
            color: ${theme.colors.primary};
            background: ${theme.colors.primarySoft};
          `
        : css`
            color: ${theme.colors.textMuted};
          `}
`;

export interface ScreeningListProps {
  screenings: readonly Screening[];
}

/**
 * The recommended screenings (docs/product.md, "Screenings"), one row each: what it is, "at 18
 * months" with the day the child reaches that developmental age ("20 December 2026") and its
 * status (Upcoming, Due now, Past).
 */
export function ScreeningList({ screenings }: ScreeningListProps) {
  const intl = useIntl();
  return (
    <StyledList>
      {screenings.map((screening) => (
        <li key={`${screening.kind}-${screening.ageMonths}`} data-status={screening.status}>
          <span>
            <strong>
              <FormattedMessage id={SCREENING_MESSAGES[screening.kind]} />
            </strong>
            <small>
              <FormattedMessage
                id="dashboard.development.screening.when"
                values={{
                  months: screening.ageMonths,
                  date: <time dateTime={screening.dueOn}>{reportDate(intl, screening.dueOn)}</time>,
                }}
              />
            </small>
          </span>
          <StyledStatus $status={screening.status}>
            <FormattedMessage id={SCREENING_STATUS_MESSAGES[screening.status]} />
          </StyledStatus>
        </li>
      ))}
    </StyledList>
  );
}
