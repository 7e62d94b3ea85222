import { formatReportDate, type Measurement } from '@flourishly/contracts';
import { Button, errorMessage, useToast } from '@flourishly/platform';
import styled from 'styled-components';
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

/** "3.4 kg · 50.1 cm lying · head 34.5 cm". */
export function measurementValuesText(measurement: Measurement): string {
  return [
    measurement.weightKg !== null ? `${measurement.weightKg} kg` : null,
    measurement.lengthCm !== null ? `${measurement.lengthCm} cm lying` : null,
    measurement.heightCm !== null ? `${measurement.heightCm} cm standing` : null,
    measurement.headCircumferenceCm !== null ? `head ${measurement.headCircumferenceCm} cm` : null,
  ]
    .filter(Boolean)
    .join(' · ');
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

/** Every measurement, newest first, each with Edit and Delete for those who may change the child's records. */
export function MeasurementList({ childId, measurements, readOnly, onEdit }: MeasurementListProps) {
  const [deleteMeasurement, { isLoading }] = useDeleteMeasurementMutation();
  const { toast } = useToast();
  return (
    <StyledList aria-label="Measurements">
      {[...measurements].reverse().map((measurement) => {
        const date = formatReportDate(measurement.measuredOn);
        return (
          <StyledRow key={measurement.id}>
            <span>
              <time dateTime={measurement.measuredOn}>{date}</time>: {measurementValuesText(measurement)}
            </span>
            {readOnly ? null : (
              <StyledActions>
                <Button $variant="secondary" $size="sm" aria-label={`Edit the measurement of ${date}`} onClick={() => onEdit(measurement)}>
                  Edit
                </Button>
                <Button
                  $variant="secondary"
                  $size="sm"
                  disabled={isLoading}
                  aria-label={`Delete the measurement of ${date}`}
                  onClick={() =>
                    deleteMeasurement({ childId, measurementId: measurement.id })
                      .unwrap()
                      .catch((error: unknown) =>
                        toast({
                          title: 'The measurement could not be deleted',
                          description: errorMessage(error, 'Please try again.'),
                          variant: 'destructive',
                        }),
                      )
                  }
                >
                  Delete
                </Button>
              </StyledActions>
            )}
          </StyledRow>
        );
      })}
    </StyledList>
  );
}
