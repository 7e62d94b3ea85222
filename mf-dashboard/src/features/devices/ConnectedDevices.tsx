import { lazy, Suspense, useDeferredValue, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActivityDataType, IotDevice } from '@flourishly/contracts';
import { Button, Card, ListGrid, Messages, MutedText, Spinner, useChildReadOnly, VisuallyHidden } from '@flourishly/platform';
import styled from 'styled-components';
import { useGetChildDevicesQuery, useGetLatestActivityQuery } from './api';
import { devicesMessages } from './messages';
import { lastSyncedText, sleepHours } from './sync-text';

export { lastSyncedText, sleepHours } from './sync-text';

// The dialog, its form and the schema that checks it load when the parent first opens it, not
// with the child page (docs/architecture.md, "Page budgets").
const ConnectDeviceDialog = lazy(async () => ({ default: (await import('./ConnectDeviceDialog')).ConnectDeviceDialog }));

const StyledHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  margin: 0 0 ${({ theme }) => theme.space.sm};
`;

const StyledSubheading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.sm};
`;

const StyledDevice = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledDot = styled.span<{ $synced: boolean }>`
  width: 10px;
  height: 10px;
  flex: none;
  border-radius: 50%;
  background: ${({ theme, $synced }) => ($synced ? theme.colors.success : theme.colors.danger)};
`;

const StyledSynced = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledStats = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  text-align: center;
  & > div {
    background: ${({ theme }) => theme.colors.primarySoft};
    border-radius: ${({ theme }) => theme.radii.md};
    padding: ${({ theme }) => theme.space.sm};
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: 600;
  }
  dd[data-error] {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.danger};
  }
`;

const StyledActions = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
`;

/** The figure of a type without a reading: a dash the eye reads, with words for screen readers. */
const NO_READING_MARK = '—';

function DeviceRow({ device }: { device: IotDevice }) {
  const intl = useIntl();
  const synced = Boolean(device.lastSynced);
  return (
    <StyledDevice>
      <StyledDot $synced={synced} aria-hidden="true" />
      <VisuallyHidden>
        <FormattedMessage id={synced ? 'dashboard.devices.synced' : 'dashboard.devices.notSynced'} />
      </VisuallyHidden>
      <span>
        <span>{device.deviceName}</span>
        <StyledSynced>{lastSyncedText(device.lastSynced, new Date(), intl)}</StyledSynced>
      </span>
    </StyledDevice>
  );
}

/**
 * One figure of Today's Activity: the last 24 hours' latest reading, a dash when there is none
 * (the server sends value null), and "Unavailable" when the request failed (not a dash, which
 * would read as "no activity").
 */
function ActivityStat({ childId, type, label }: { childId: number; type: ActivityDataType; label: string }) {
  const intl = useIntl();
  const { data, isLoading, isError } = useGetLatestActivityQuery({ childId, type });
  const value = data?.value;
  let shown: ReactNode;
  if (isLoading) shown = '…';
  else if (isError) shown = intl.formatMessage({ id: 'dashboard.devices.unavailable' });
  else if (value === null || value === undefined) {
    shown = (
      <>
        <span aria-hidden="true">{NO_READING_MARK}</span>
        <VisuallyHidden>
          <FormattedMessage id="dashboard.devices.noReading" />
        </VisuallyHidden>
      </>
    );
  } else shown = type === 'sleep' ? sleepHours(value, intl) : intl.formatNumber(value);
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={`activity-${type}`} data-error={isError ? 'true' : undefined}>
        {shown}
      </dd>
    </div>
  );
}

export interface ConnectedDevicesProps {
  childId: number;
}

/**
 * Connected Devices block (docs/product.md): each device with its sync state, 'Today's Activity'
 * (Steps, Active Min, Hours Sleep; requested only when devices exist), and the connect flow
 * (not for a viewer). In the parent's language, with the block's own catalog.
 */
export function ConnectedDevices(props: ConnectedDevicesProps) {
  return (
    <Messages catalog={devicesMessages}>
      <ConnectedDevicesContent {...props} />
    </Messages>
  );
}

function ConnectedDevicesContent({ childId }: ConnectedDevicesProps) {
  const intl = useIntl();
  // Deferred: the devices render in a transition, in slices, not in one long task on arrival.
  const { data: devices, isLoading, isError } = useDeferredValue(useGetChildDevicesQuery(childId));
  const [connectOpen, setConnectOpen] = useState(false);
  const [dialogLoaded, setDialogLoaded] = useState(false);
  const readOnly = useChildReadOnly(childId);
  const headingId = `connected-devices-heading-${childId}`;
  const hasDevices = (devices?.length ?? 0) > 0;
  return (
    <Card aria-labelledby={headingId}>
      <StyledHeading id={headingId}>
        <FormattedMessage id="dashboard.devices.title" />
      </StyledHeading>
      {isLoading ? (
        <Spinner label={intl.formatMessage({ id: 'dashboard.devices.loading' })} />
      ) : isError ? (
        <MutedText role="alert">
          <FormattedMessage id="dashboard.devices.loadFailed" />
        </MutedText>
      ) : hasDevices ? (
        <>
          <ListGrid>
            {devices!.map((device) => (
              <DeviceRow key={device.id} device={device} />
            ))}
          </ListGrid>
          <StyledSubheading>
            <FormattedMessage id="dashboard.devices.today" />
          </StyledSubheading>
          <StyledStats>
            <ActivityStat childId={childId} type="steps" label={intl.formatMessage({ id: 'dashboard.devices.steps' })} />
            <ActivityStat childId={childId} type="activeMins" label={intl.formatMessage({ id: 'dashboard.devices.activeMins' })} />
            <ActivityStat childId={childId} type="sleep" label={intl.formatMessage({ id: 'dashboard.devices.sleep' })} />
          </StyledStats>
        </>
      ) : (
        <MutedText>
          <FormattedMessage id="dashboard.devices.none" />
        </MutedText>
      )}
      {isLoading || isError || readOnly ? null : (
        <StyledActions>
          <Button
            $variant="secondary"
            onClick={() => {
              setDialogLoaded(true);
              setConnectOpen(true);
            }}
          >
            <FormattedMessage id={hasDevices ? 'dashboard.devices.connectNew' : 'dashboard.devices.connectFirst'} />
          </Button>
        </StyledActions>
      )}
      {/* Once loaded the dialog stays mounted, so it closes and returns focus as usual. */}
      {dialogLoaded ? (
        <Suspense fallback={null}>
          <ConnectDeviceDialog childId={childId} open={connectOpen} onOpenChange={setConnectOpen} />
        </Suspense>
      ) : null}
    </Card>
  );
}
