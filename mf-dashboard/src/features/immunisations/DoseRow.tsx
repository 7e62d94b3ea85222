import { formatReportDate, IMMUNISATION_STATUS_LABELS, IMMUNISATIONS_TEXT, type ImmunisationDose } from '@flourishly/contracts';
import { Button } from '@flourishly/platform';
import styled, { css } from 'styled-components';

const StyledRow = styled.li<{ $overdue: boolean }>`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  ${({ $overdue, theme }) =>
    $overdue &&
    css`
      border-left: 4px solid ${theme.colors.warning};
    `}
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

// Overdue is calm: a dark amber word and edge (AA contrast on white), not red; the word says it.
const StyledStatus = styled.span<{ $status: ImmunisationDose['status'] }>`
  flex: none;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  border: 1px solid currentColor;
  ${({ $status, theme }) =>
    $status === 'overdue'
      ? css`
          font-weight: 700;
          color: ${theme.colors.warning};
        `
      : $status === 'due'
        ? css`
            font-weight: 700;
            color: ${theme.colors.onPrimary};
            background: ${theme.colors.primary};
            border-color: ${theme.colors.primary};
          `
        : $status === 'given'
          ? css`
              color: ${theme.colors.success};
              background: ${theme.colors.successSoft};
            `
          : css`
              color: ${theme.colors.textMuted};
            `}
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  width: 100%;
`;

/** "13 March 2024", or "31 May 2025 to 31 July 2025" for a range. */
export function dueText(dose: ImmunisationDose): string {
  return dose.dueBy ? `${formatReportDate(dose.dueFrom)} to ${formatReportDate(dose.dueBy)}` : formatReportDate(dose.dueFrom);
}

export interface DoseRowProps {
  dose: ImmunisationDose;
  name: string;
  note?: string;
  /** Owner or caregiver: the row offers recording (or removing) the dose. */
  canChange: boolean;
  busy: boolean;
  onGivenToday: () => void;
  onChooseDate: () => void;
  onRemove: () => void;
}

/** One dose: its name, when it is due (or was given), its status in words, and what the parent can do. */
export function DoseRow({ dose, name, note, canChange, busy, onGivenToday, onChooseDate, onRemove }: DoseRowProps) {
  const given = dose.status === 'given';
  return (
    <StyledRow $overdue={dose.status === 'overdue'} data-status={dose.status}>
      <span>
        <strong>{name}</strong>
        <small>
          {given && dose.givenOn ? (
            <>
              Given on <time dateTime={dose.givenOn}>{formatReportDate(dose.givenOn)}</time>
            </>
          ) : (
            <>Due {dueText(dose)}</>
          )}
        </small>
        {note && !given ? <small>{note}</small> : null}
      </span>
      <StyledStatus $status={dose.status}>{IMMUNISATION_STATUS_LABELS[dose.status]}</StyledStatus>
      {canChange ? (
        <StyledActions>
          {given ? (
            <Button
              type="button"
              $variant="secondary"
              disabled={busy}
              onClick={onRemove}
              aria-label={`${IMMUNISATIONS_TEXT.remove}: ${name}`}
            >
              {IMMUNISATIONS_TEXT.remove}
            </Button>
          ) : (
            <>
              <Button type="button" disabled={busy} onClick={onGivenToday} aria-label={`${IMMUNISATIONS_TEXT.recordToday}: ${name}`}>
                {IMMUNISATIONS_TEXT.recordToday}
              </Button>
              <Button
                type="button"
                $variant="secondary"
                disabled={busy}
                onClick={onChooseDate}
                aria-label={`${IMMUNISATIONS_TEXT.recordOnDate}: ${name}`}
              >
                {IMMUNISATIONS_TEXT.recordOnDate}
              </Button>
            </>
          )}
        </StyledActions>
      ) : null}
    </StyledRow>
  );
}
