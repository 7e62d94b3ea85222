import type { Measurement } from '@flourishly/contracts';
import { Button, errorMessage, useToast } from '@flourishly/platform';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import { formatLongDay } from '../../shared/long-date';
import { isQueuedOffline, QueuedOfflineMark } from '../../shared/queued-offline';
import { useDeleteMeasurementMutation } from './api';

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const StyledRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

/** The message of each stored value, by its field. */
const VALUE_MESSAGES = [
  ['weightKg', 'dashboard.growth.list.weight'],
  ['lengthCm', 'dashboard.growth.list.length'],
  ['heightCm', 'dashboard.growth.list.height'],
  ['headCircumferenceCm', 'dashboard.growth.list.head'],
] as const;

/** "3.4 kg · 50.1 cm lying · head 34.5 cm", in the screen's language. */
export function measurementValuesText(intl: IntlShape, measurement: Measurement): string {
  return VALUE_MESSAGES.flatMap(([field, id]) => {
    const value = measurement[field];
    return value === null ? [] : [intl.formatMessage({ id }, { value })];
  }).join(' · ');
}

export interface MeasurementListProps {
  childId: number;
  /** Oldest first; shown newest first. */
  measurements: Measurement[];
  readOnly: boolean;
  /** Opens the form to correct a measurement (not called for a viewer). */
  onEdit: (measurement: Measurement) => void;
}

const StyledActions = styled.span`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;

/**
 * Every measurement, newest first, each with Edit and Delete for those who may change the child's
 * records; one recorded offline is marked "Will be saved when you are back online" instead (it has
 * no record on the server to change yet).
 */
export function MeasurementList({ childId, measurements, readOnly, onEdit }: MeasurementListProps) {
  const intl = useIntl();
  const [deleteMeasurement, { isLoading }] = useDeleteMeasurementMutation();
  const { toast } = useToast();
  return (
    <StyledList aria-label={intl.formatMessage({ id: 'dashboard.growth.list.label' })}>
      {[...measurements].reverse().map((measurement) => {
        const date = formatLongDay(intl, measurement.measuredOn);
        const queued = isQueuedOffline(measurement);
        return (
          <StyledRow key={measurement.id}>
            <span>
              <FormattedMessage
                id="dashboard.growth.list.row"
                values={{
                  date: <time dateTime={measurement.measuredOn}>{date}</time>,
                  values: measurementValuesText(intl, measurement),
                }}
              />
            </span>
            {queued ? <QueuedOfflineMark text={intl.formatMessage({ id: 'dashboard.offline.willBeSaved' })} /> : null}
            {readOnly || queued ? null : (
              <StyledActions>
                <Button
                  $variant="secondary"
                  $size="sm"
                  aria-label={intl.formatMessage({ id: 'dashboard.growth.editOf' }, { date })}
                  onClick={() => onEdit(measurement)}
                >
                  <FormattedMessage id="dashboard.growth.edit" />
                </Button>
                <Button
                  $variant="secondary"
                  $size="sm"
                  disabled={isLoading}
                  aria-label={intl.formatMessage({ id: 'dashboard.growth.deleteOf' }, { date })}
                  onClick={() =>
                    deleteMeasurement({ childId, measurementId: measurement.id })
                      .unwrap()
                      .catch((error: unknown) =>
                        toast({
                          title: intl.formatMessage({ id: 'dashboard.growth.deleteFailed' }),
                          description: errorMessage(error, intl.formatMessage({ id: 'dashboard.growth.tryAgain' })),
                          variant: 'destructive',
                        }),
                      )
                  }
                >
                  <FormattedMessage id="dashboard.growth.delete" />
                </Button>
              </StyledActions>
            )}
          </StyledRow>
        );
      })}
    </StyledList>
  );
}
