import {
  formatReportDate,
  SCREENING_LABELS,
  SCREENING_STATUS_LABELS,
  screeningAgeText,
  type Screening,
  type ScreeningStatus,
} from '@flourishly/contracts';
import styled, { css } from 'styled-components';

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
  return (
    <StyledList>
      {screenings.map((screening) => (
        <li key={`${screening.kind}-${screening.ageMonths}`} data-status={screening.status}>
          <span>
            <strong>{SCREENING_LABELS[screening.kind]}</strong>
            <small>
              {screeningAgeText(screening.ageMonths)} · <time dateTime={screening.dueOn}>{formatReportDate(screening.dueOn)}</time>
            </small>
          </span>
          <StyledStatus $status={screening.status}>{SCREENING_STATUS_LABELS[screening.status]}</StyledStatus>
        </li>
      ))}
    </StyledList>
  );
}
