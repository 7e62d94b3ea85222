import { addDays, isSameDay, startOfWeek } from 'date-fns';
import { useIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import { WEEK_STARTS_ON, WEEK_STRIP_DAYS } from '@flourishly/contracts';
import { formatPlanDate } from '../../shared/dates';

const StyledStrip = styled.div`
  display: grid;
  grid-template-columns: repeat(7, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledDay = styled.button<{ $selected: boolean; $today: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 2px;
  min-height: 56px;
  padding: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 2px solid
    ${({ $today, $selected, theme }) => ($selected ? theme.colors.primary : $today ? theme.colors.accent : theme.colors.border)};
  background: ${({ $selected, theme }) => ($selected ? theme.colors.primary : theme.colors.surface)};
  color: ${({ $selected, theme }) => ($selected ? theme.colors.onPrimary : theme.colors.text)};
  font: inherit;
  cursor: pointer;
  span:first-child {
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  span:last-child {
    font-weight: 700;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

/**
 * A day button's accessible name: it starts with the visible text ("Sun 22") so speech users can
 * say what they see (WCAG 2.5.3), then the month and year, and "today"; in the language of `intl`.
 */
export function dayButtonName(intl: IntlShape, day: Date, isToday: boolean): string {
  return intl.formatMessage(
    { id: 'dashboard.plan.dayButton' },
    {
      weekday: formatPlanDate(intl, day, 'weekdayShort'),
      day: formatPlanDate(intl, day, 'dayOfMonth'),
      monthYear: formatPlanDate(intl, day, 'monthYear'),
      today: isToday ? 'yes' : 'no',
    },
  );
}

export interface WeekStripProps {
  selected: Date;
  today: Date;
  onSelect: (day: Date) => void;
}

/**
 * The 7-day strip of the learning plan (docs/product.md): Sunday to Saturday of the
 * selected date's week; the selected day and today are highlighted; tapping a day selects it.
 */
export function WeekStrip({ selected, today, onSelect }: WeekStripProps) {
  const intl = useIntl();
  const first = startOfWeek(selected, { weekStartsOn: WEEK_STARTS_ON });
  const days = Array.from({ length: WEEK_STRIP_DAYS }, (_, index) => addDays(first, index));
  return (
    <StyledStrip role="group" aria-label={intl.formatMessage({ id: 'dashboard.plan.days' })}>
      {days.map((day) => {
        const isSelected = isSameDay(day, selected);
        const isToday = isSameDay(day, today);
        return (
          <StyledDay
            key={day.toISOString()}
            $selected={isSelected}
            $today={isToday}
            aria-pressed={isSelected}
            aria-current={isToday ? 'date' : undefined}
            aria-label={dayButtonName(intl, day, isToday)}
            onClick={() => onSelect(day)}
          >
            <span>{formatPlanDate(intl, day, 'weekdayShort')}</span>
            <span>{formatPlanDate(intl, day, 'dayOfMonth')}</span>
          </StyledDay>
        );
      })}
    </StyledStrip>
  );
}
