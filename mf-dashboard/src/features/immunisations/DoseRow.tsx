import type { ImmunisationDose } from '@flourishly/contracts';
import { Button } from '@flourishly/platform';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import styled, { css } from 'styled-components';
import { LONG_DATE } from '../../shared/long-date';
import { isQueuedOffline, QueuedOfflineMark } from '../../shared/queued-offline';
import { STATUS_MESSAGES } from './dose-messages';

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

/** "Due 13 March 2024", or "Due 31 May 2025 to 31 July 2025" for a range. */
function DueText({ dose }: { dose: ImmunisationDose }) {
  const day = (value: string) => <FormattedDate value={value} {...LONG_DATE} />;
  return dose.dueBy ? (
    <FormattedMessage id="dashboard.immunisations.dueBetween" values={{ from: day(dose.dueFrom), to: day(dose.dueBy) }} />
  ) : (
    <FormattedMessage id="dashboard.immunisations.dueOn" values={{ date: day(dose.dueFrom) }} />
  );
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

/**
 * One dose: its name, when it is due (or was given), its status in words, and what the parent can
 * do. A dose recorded offline is marked "Will be saved when you are back online" and offers
 * nothing to do until it is saved (there is no record to remove yet).
 */
export function DoseRow({ dose, name, note, canChange, busy, onGivenToday, onChooseDate, onRemove }: DoseRowProps) {
  const intl = useIntl();
  const given = dose.status === 'given';
  const action = (id: string) => intl.formatMessage({ id }, { dose: name });
  const queued = isQueuedOffline(dose);
  return (
    <StyledRow $overdue={dose.status === 'overdue'} data-status={dose.status}>
      <span>
        <strong>{name}</strong>
        <small>
          {given && dose.givenOn ? (
            <FormattedMessage
              id="dashboard.immunisations.givenOn"
              values={{
                date: (
                  <time dateTime={dose.givenOn}>
                    <FormattedDate value={dose.givenOn} {...LONG_DATE} />
                  </time>
                ),
              }}
            />
          ) : (
            <DueText dose={dose} />
          )}
        </small>
        {note && !given ? <small>{note}</small> : null}
        {queued ? <QueuedOfflineMark text={intl.formatMessage({ id: 'dashboard.offline.willBeSaved' })} /> : null}
      </span>
      <StyledStatus $status={dose.status}>
        <FormattedMessage id={STATUS_MESSAGES[dose.status]} />
      </StyledStatus>
      {canChange && !queued ? (
        <StyledActions>
          {given ? (
            <Button
              type="button"
              $variant="secondary"
              disabled={busy}
              onClick={onRemove}
              aria-label={action('dashboard.immunisations.removeFor')}
            >
              <FormattedMessage id="dashboard.immunisations.remove" />
            </Button>
          ) : (
            <>
              <Button type="button" disabled={busy} onClick={onGivenToday} aria-label={action('dashboard.immunisations.recordTodayFor')}>
                <FormattedMessage id="dashboard.immunisations.recordToday" />
              </Button>
              <Button
                type="button"
                $variant="secondary"
                disabled={busy}
                onClick={onChooseDate}
                aria-label={action('dashboard.immunisations.recordOnDateFor')}
              >
                <FormattedMessage id="dashboard.immunisations.recordOnDate" />
              </Button>
            </>
          )}
        </StyledActions>
      ) : null}
    </StyledRow>
  );
}
