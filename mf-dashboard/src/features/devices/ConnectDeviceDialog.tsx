import { useId, useRef, useState, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { connectDeviceSchema, DEVICE_KINDS, type ConnectDevice, type ConnectedDevice, type DeviceKind } from '@flourishly/contracts';
import { endpointPath, postActivityReadingRoute } from '@flourishly/contracts/endpoint-paths';
import { Button, errorText, useToast } from '@flourishly/platform';
import { Dialog } from '@flourishly/platform/dialog';
import { SelectField, StyledFieldWrapper, StyledHint, StyledInput, StyledLabel, TextField, zodValidator } from '@flourishly/platform/forms';
import styled from 'styled-components';
import { useConnectDeviceMutation } from './api';

const INITIAL_VALUES: ConnectDevice = { deviceName: '', kind: 'fitness-band' };
/** The message of each kind of device. */
const KIND_MESSAGES: Record<DeviceKind, string> = {
  'fitness-band': 'dashboard.devices.kind.fitness-band',
  smartwatch: 'dashboard.devices.kind.smartwatch',
  'sleep-sensor': 'dashboard.devices.kind.sleep-sensor',
  other: 'dashboard.devices.kind.other',
};
const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;
const code = (chunks: ReactNode[]) => <code>{chunks}</code>;
const validate = zodValidator(connectDeviceSchema);

const StyledTokenRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: stretch;
  input {
    flex: 1;
    min-width: 0;
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const StyledActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space.md};
`;

export interface ConnectDeviceDialogProps {
  childId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The connect flow: a device name and kind (a react-final-form form validated with the contract's
 * connectDeviceSchema), then the
 * device's ingestion token, shown this once, with how a device uses it.
 */
export function ConnectDeviceDialog({ childId, open, onOpenChange }: ConnectDeviceDialogProps) {
  const intl = useIntl();
  const id = useId();
  const [connected, setConnected] = useState<ConnectedDevice | null>(null);
  const [copyStatus, setCopyStatus] = useState('');
  const tokenRef = useRef<HTMLInputElement>(null);
  const [connect, { isLoading }] = useConnectDeviceMutation();
  const { toast } = useToast();

  const close = (next: boolean) => {
    if (!next) {
      setConnected(null);
      setCopyStatus('');
    }
    onOpenChange(next);
  };

  /** Copies the token; where the clipboard is unavailable it selects the text for a manual copy. */
  const copyToken = async () => {
    if (!connected) return;
    try {
      await navigator.clipboard.writeText(connected.ingestionToken);
      setCopyStatus(intl.formatMessage({ id: 'dashboard.devices.dialog.copied' }));
    } catch {
      tokenRef.current?.select();
      setCopyStatus(intl.formatMessage({ id: 'dashboard.devices.dialog.copyUnavailable' }));
    }
  };

  const submit = async (values: ConnectDevice) => {
    const result = await connect({ childId, payload: connectDeviceSchema.parse(values) });
    if ('error' in result && result.error) {
      toast({
        title: intl.formatMessage({ id: 'dashboard.devices.dialog.failedTitle' }),
        description: errorText(intl, result.error, intl.formatMessage({ id: 'dashboard.devices.dialog.failed' })),
        variant: 'destructive',
      });
      return;
    }
    setConnected(result.data ?? null);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={intl.formatMessage({ id: connected ? 'dashboard.devices.dialog.connectedTitle' : 'dashboard.devices.dialog.connectTitle' })}
      description={intl.formatMessage({
        id: connected ? 'dashboard.devices.dialog.connectedLead' : 'dashboard.devices.dialog.connectLead',
      })}
    >
      {connected ? (
        <>
          <p>
            <FormattedMessage id="dashboard.devices.dialog.connected" values={{ name: connected.device.deviceName, strong }} />
          </p>
          <StyledFieldWrapper>
            <StyledLabel htmlFor={`${id}-token`}>
              <FormattedMessage id="dashboard.devices.dialog.code" />
            </StyledLabel>
            <StyledTokenRow>
              <StyledInput
                ref={tokenRef}
                id={`${id}-token`}
                readOnly
                value={connected.ingestionToken}
                onFocus={(event) => event.currentTarget.select()}
                spellCheck={false}
                autoComplete="off"
                data-testid="ingestion-token"
              />
              <Button type="button" $variant="secondary" onClick={() => void copyToken()}>
                <FormattedMessage id="dashboard.devices.dialog.copy" />
              </Button>
            </StyledTokenRow>
            <StyledHint role="status">{copyStatus}</StyledHint>
          </StyledFieldWrapper>
          <details>
            <summary>
              <FormattedMessage id="dashboard.devices.dialog.developer" />
            </summary>
            <p>
              <FormattedMessage
                id="dashboard.devices.dialog.developerHow"
                values={{
                  request: `${postActivityReadingRoute.method} ${endpointPath(postActivityReadingRoute, { id: connected.device.id })}`,
                  header: 'Authorization: Bearer',
                  code,
                }}
              />
            </p>
          </details>
          <StyledActions>
            <Button onClick={() => close(false)}>
              <FormattedMessage id="dashboard.devices.dialog.done" />
            </Button>
          </StyledActions>
        </>
      ) : (
        <Form<ConnectDevice> onSubmit={submit} initialValues={INITIAL_VALUES} validate={validate}>
          {({ handleSubmit, submitting }) => (
            <form onSubmit={(event) => void handleSubmit(event)} noValidate>
              <TextField
                name="deviceName"
                label={intl.formatMessage({ id: 'dashboard.devices.dialog.name' })}
                hint={intl.formatMessage({ id: 'dashboard.devices.dialog.nameHint' })}
              />
              <SelectField
                name="kind"
                label={intl.formatMessage({ id: 'dashboard.devices.dialog.kind' })}
                options={DEVICE_KINDS.map((value) => ({ value, label: intl.formatMessage({ id: KIND_MESSAGES[value] }) }))}
              />
              <StyledActions>
                <Button $variant="secondary" onClick={() => close(false)}>
                  <FormattedMessage id="dashboard.devices.dialog.cancel" />
                </Button>
                <Button type="submit" disabled={submitting || isLoading}>
                  <FormattedMessage
                    id={submitting || isLoading ? 'dashboard.devices.dialog.submitting' : 'dashboard.devices.dialog.submit'}
                  />
                </Button>
              </StyledActions>
            </form>
          )}
        </Form>
      )}
    </Dialog>
  );
}
