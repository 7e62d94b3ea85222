import { lazy, Suspense, useDeferredValue, useState, type ReactNode } from 'react';
import { formatDistance } from 'date-fns';
import { MINUTES_PER_HOUR, type ActivityDataType, type IotDevice } from '@flourishly/contracts';
import { Button, Card, ListGrid, MutedText, Spinner, useChildReadOnly, VisuallyHidden } from '@flourishly/platform';
import styled from 'styled-components';
import { useGetChildDevicesQuery, useGetLatestActivityQuery } from './api';

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

/** 'Last synced: {relative time}' or 'Never' (docs/product.md). */
export function lastSyncedText(lastSynced: string | null, now: Date = new Date()): string {
  if (!lastSynced) return 'Last synced: Never';
  const date = new Date(lastSynced);
  return `Last synced: ${date > now ? 'just now' : formatDistance(date, now, { addSuffix: true })}`;
}

/** Sleep minutes as hours to one decimal (docs/product.md). */
export function sleepHours(minutes: number): string {
  return (minutes / MINUTES_PER_HOUR).toFixed(1);
}

function DeviceRow({ device }: { device: IotDevice }) {
  const synced = Boolean(device.lastSynced);
  return (
    <StyledDevice>
      <StyledDot $synced={synced} aria-hidden="true" />
      <VisuallyHidden>{synced ? 'Synced:' : 'Not synced yet:'}</VisuallyHidden>
      <span>
        <span>{device.deviceName}</span>
        <StyledSynced>{lastSyncedText(device.lastSynced)}</StyledSynced>
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
  const { data, isLoading, isError } = useGetLatestActivityQuery({ childId, type });
  const value = data?.value;
  let shown: ReactNode;
  if (isLoading) shown = '…';
  else if (isError) shown = 'Unavailable';
  else if (value === null || value === undefined) {
    shown = (
      <>
        <span aria-hidden="true">—</span>
        <VisuallyHidden>No reading in the last 24 hours</VisuallyHidden>
      </>
    );
  } else shown = type === 'sleep' ? sleepHours(value) : value.toLocaleString('en-US');
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
 * (not for a viewer).
 */
export function ConnectedDevices({ childId }: ConnectedDevicesProps) {
  // Deferred: the devices render in a transition, in slices, not in one long task on arrival.
  const { data: devices, isLoading, isError } = useDeferredValue(useGetChildDevicesQuery(childId));
  const [connectOpen, setConnectOpen] = useState(false);
  const [dialogLoaded, setDialogLoaded] = useState(false);
  const readOnly = useChildReadOnly(childId);
  const headingId = `connected-devices-heading-${childId}`;
  const hasDevices = (devices?.length ?? 0) > 0;
  return (
    <Card aria-labelledby={headingId}>
      <StyledHeading id={headingId}>Connected Devices</StyledHeading>
      {isLoading ? (
        <Spinner label="Loading devices" />
      ) : isError ? (
        <MutedText role="alert">Devices could not be loaded.</MutedText>
      ) : hasDevices ? (
        <>
          <ListGrid>
            {devices!.map((device) => (
              <DeviceRow key={device.id} device={device} />
            ))}
          </ListGrid>
          <StyledSubheading>Today&apos;s Activity</StyledSubheading>
          <StyledStats>
            <ActivityStat childId={childId} type="steps" label="Steps" />
            <ActivityStat childId={childId} type="activeMins" label="Active Min" />
            <ActivityStat childId={childId} type="sleep" label="Hours Sleep" />
          </StyledStats>
        </>
      ) : (
        <MutedText>No devices connected yet.</MutedText>
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
            {hasDevices ? 'Connect New Device' : 'Connect First Device'}
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
