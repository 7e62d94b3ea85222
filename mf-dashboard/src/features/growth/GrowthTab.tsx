import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  CHART_SEXES,
  correctionApplies,
  developmentalAgeInMonths,
  growthIndicatorsAt,
  type ChartSexName,
  type GrowthIndicatorName,
} from '@flourishly/contracts';
import { Card, errorMessage, Messages, MutedText, Spinner, useChildReadOnly, useGetChildQuery } from '@flourishly/platform';
import styled from 'styled-components';
import { dashboardMessages } from '../../messages';
import { isQueuedOffline } from '../../shared/queued-offline';
import { AddMeasurementForm } from './AddMeasurementForm';
import { EditMeasurementDialog } from './EditMeasurementDialog';
import { useGetMeasurementsQuery } from './api';
import { GrowthChartPanel } from './GrowthChartPanel';
import { CHART_SEX_MESSAGES, INDICATOR_MESSAGES } from './growth-messages';
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
 * sex is not recorded as male or female: the parent chooses the WHO chart first. In the parent's
 * language, with the dashboard's catalog.
 */
export function GrowthTab({ childId }: GrowthTabProps) {
  return (
    <Messages catalog={dashboardMessages}>
      <GrowthTabContent childId={childId} />
    </Messages>
  );
}

function GrowthTabContent({ childId }: GrowthTabProps) {
  const intl = useIntl();
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
          <FormattedMessage
            id="dashboard.growth.loadFailed"
            values={{
              reason: errorMessage(child.error ?? measurements.error, intl.formatMessage({ id: 'dashboard.growth.tryLater' })),
            }}
          />
        </MutedText>
      </Card>
    );
  }
  if (!child.data || !measurements.data) return <Spinner label={intl.formatMessage({ id: 'dashboard.growth.loading' })} />;
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
        <StyledHeading id={headingId}>
          <FormattedMessage id="dashboard.growth.title" />
        </StyledHeading>
        <StyledNote>
          <FormattedMessage id="dashboard.growth.lead" />
        </StyledNote>
        {correctionApplies(child.data) ? (
          <StyledNote>
            <FormattedMessage id="dashboard.growth.corrected" />
          </StyledNote>
        ) : null}
        {recorded ? null : (
          <>
            <StyledLabel htmlFor={`growth-chart-sex-${childId}`}>
              <FormattedMessage id="dashboard.growth.chooseChart" />
            </StyledLabel>
            <StyledSelect
              id={`growth-chart-sex-${childId}`}
              value={chartSex ?? ''}
              onChange={(event) => setChosenSex((event.target.value || undefined) as ChartSexName | undefined)}
            >
              <option value="">{intl.formatMessage({ id: 'dashboard.growth.chooseChartOption' })}</option>
              {CHART_SEXES.map((sex) => (
                <option key={sex} value={sex}>
                  {intl.formatMessage({ id: CHART_SEX_MESSAGES[sex] })}
                </option>
              ))}
            </StyledSelect>
          </>
        )}
        {measurements.data.length === 0 ? (
          <MutedText>{intl.formatMessage({ id: 'dashboard.growth.noMeasurements' })}</MutedText>
        ) : (
          // Percentiles are the server's: a measurement recorded offline has none until it is saved.
          <GrowthSummary measurements={measurements.data.filter((measurement) => !isQueuedOffline(measurement))} />
        )}
        {shown ? (
          <>
            <StyledLabel htmlFor={`growth-indicator-${childId}`}>
              <FormattedMessage id="dashboard.growth.chart" />
            </StyledLabel>
            <StyledSelect
              id={`growth-indicator-${childId}`}
              value={shown}
              onChange={(event) => setIndicator(event.target.value as GrowthIndicatorName)}
            >
              {indicators.map((name) => (
                <option key={name} value={name}>
                  {intl.formatMessage({ id: INDICATOR_MESSAGES[name] })}
                </option>
              ))}
            </StyledSelect>
            <GrowthChartPanel childId={childId} indicator={shown} chartSex={recorded ? undefined : chartSex} onEdit={onEdit} />
          </>
        ) : (
          <MutedText>
            <FormattedMessage id="dashboard.growth.chartsEnd" />
          </MutedText>
        )}
        <MutedText>
          <FormattedMessage id="dashboard.growth.source" />
        </MutedText>
      </Card>
      {readOnly ? null : (
        <Card aria-label={intl.formatMessage({ id: 'dashboard.growth.add' })}>
          <StyledSubheading as="h2">
            <FormattedMessage id="dashboard.growth.add" />
          </StyledSubheading>
          <AddMeasurementForm childId={childId} needsChartSex={!recorded} chartSex={chartSex} underTwo={ageMonths < 24} />
        </Card>
      )}
      {measurements.data.length > 0 ? (
        <Card aria-label={intl.formatMessage({ id: 'dashboard.growth.all' })}>
          <StyledSubheading as="h2" ref={listHeadingRef} tabIndex={-1}>
            <FormattedMessage id="dashboard.growth.all" />
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
