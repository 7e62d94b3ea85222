import { useRef, useState } from 'react';
import {
  CHART_SEX_LABELS,
  CHART_SEXES,
  correctionApplies,
  developmentalAgeInMonths,
  GROWTH_INDICATOR_LABELS,
  GROWTH_TEXT,
  growthIndicatorsAt,
  type ChartSexName,
  type GrowthIndicatorName,
} from '@flourishly/contracts';
import { Card, errorMessage, MutedText, Spinner, useChildReadOnly, useGetChildQuery } from '@flourishly/platform';
import styled from 'styled-components';
import { AddMeasurementForm } from './AddMeasurementForm';
import { EditMeasurementDialog } from './EditMeasurementDialog';
import { useGetMeasurementsQuery } from './api';
import { GrowthChartPanel } from './GrowthChartPanel';
import { GrowthSummary } from './GrowthSummary';
import { MeasurementList } from './MeasurementList';

const StyledHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  margin: 0 0 ${({ theme }) => theme.space.xs};
`;

const StyledSubheading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.sm};
`;

const StyledNote = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  margin: 0 0 ${({ theme }) => theme.space.sm};
`;

const StyledLabel = styled.label`
  display: block;
  font-weight: 600;
  margin-bottom: ${({ theme }) => theme.space.xs};
`;

const StyledSelect = styled.select`
  min-height: 44px;
  max-width: 100%;
  padding: 0 ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
`;

const StyledStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

export interface GrowthTabProps {
  childId: number;
}

/**
 * The child page's Growth tab (docs/product.md, "Growth"): the latest percentiles in plain words,
 * one WHO chart at a time with its table, the measurements and the form to add one. A child whose
 * sex is not recorded as male or female: the parent chooses the WHO chart first.
 */
export function GrowthTab({ childId }: GrowthTabProps) {
  const child = useGetChildQuery(childId);
  const measurements = useGetMeasurementsQuery(childId);
  const readOnly = useChildReadOnly(childId);
  const [chosenSex, setChosenSex] = useState<ChartSexName | undefined>();
  const [indicator, setIndicator] = useState<GrowthIndicatorName>('weightForAge');
  const [editingId, setEditingId] = useState<number | null>(null);
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  if (child.isError || measurements.isError) {
    return (
      <Card>
        <MutedText role="alert">
          Growth could not be loaded. {errorMessage(child.error ?? measurements.error, 'Please try again later.')}
        </MutedText>
      </Card>
    );
  }
  if (!child.data || !measurements.data) return <Spinner label="Loading growth" />;
  const recorded = (CHART_SEXES as readonly string[]).includes(child.data.gender) ? (child.data.gender as ChartSexName) : undefined;
  const chartSex = recorded ?? chosenSex ?? measurements.data.at(-1)?.chartSex;
  const ageMonths = developmentalAgeInMonths(child.data);
  const indicators = growthIndicatorsAt(ageMonths);
  const shown = indicators.includes(indicator) ? indicator : indicators[0];
  const headingId = `growth-heading-${childId}`;
  const editing = measurements.data.find((measurement) => measurement.id === editingId) ?? null;
  const onEdit = readOnly ? undefined : setEditingId;
  return (
    <StyledStack>
      <Card aria-labelledby={headingId}>
        <StyledHeading id={headingId}>{GROWTH_TEXT.title}</StyledHeading>
        <StyledNote>{GROWTH_TEXT.lead}</StyledNote>
        {correctionApplies(child.data) ? <StyledNote>{GROWTH_TEXT.corrected}</StyledNote> : null}
        {recorded ? null : (
          <>
            <StyledLabel htmlFor={`growth-chart-sex-${childId}`}>{GROWTH_TEXT.chooseChart}</StyledLabel>
            <StyledSelect
              id={`growth-chart-sex-${childId}`}
              value={chartSex ?? ''}
              onChange={(event) => setChosenSex((event.target.value || undefined) as ChartSexName | undefined)}
            >
              <option value="">Choose a chart</option>
              {CHART_SEXES.map((sex) => (
                <option key={sex} value={sex}>
                  {CHART_SEX_LABELS[sex]}
                </option>
              ))}
            </StyledSelect>
          </>
        )}
        {measurements.data.length === 0 ? <MutedText>No measurements yet.</MutedText> : <GrowthSummary measurements={measurements.data} />}
        {shown ? (
          <>
            <StyledLabel htmlFor={`growth-indicator-${childId}`}>Chart</StyledLabel>
            <StyledSelect
              id={`growth-indicator-${childId}`}
              value={shown}
              onChange={(event) => setIndicator(event.target.value as GrowthIndicatorName)}
            >
              {indicators.map((name) => (
                <option key={name} value={name}>
                  {GROWTH_INDICATOR_LABELS[name]}
                </option>
              ))}
            </StyledSelect>
            <GrowthChartPanel childId={childId} indicator={shown} chartSex={recorded ? undefined : chartSex} onEdit={onEdit} />
          </>
        ) : (
          <MutedText>The WHO charts end at 19 years.</MutedText>
        )}
        <MutedText>{GROWTH_TEXT.source}</MutedText>
      </Card>
      {readOnly ? null : (
        <Card aria-label="Add a measurement">
          <StyledSubheading as="h2">Add a measurement</StyledSubheading>
          <AddMeasurementForm childId={childId} needsChartSex={!recorded} chartSex={chartSex} underTwo={ageMonths < 24} />
        </Card>
      )}
      {measurements.data.length > 0 ? (
        <Card aria-label="All measurements">
          <StyledSubheading as="h2" ref={listHeadingRef} tabIndex={-1}>
            All measurements
          </StyledSubheading>
          <MeasurementList
            childId={childId}
            measurements={measurements.data}
            readOnly={readOnly}
            onEdit={(measurement) => setEditingId(measurement.id)}
          />
        </Card>
      ) : null}
      <EditMeasurementDialog
        childId={childId}
        measurement={readOnly ? null : editing}
        needsChartSex={!recorded}
        underTwo={ageMonths < 24}
        onClose={() => setEditingId(null)}
        fallbackFocusRef={listHeadingRef}
      />
    </StyledStack>
  );
}
