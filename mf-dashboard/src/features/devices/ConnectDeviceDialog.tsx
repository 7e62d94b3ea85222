import { useId, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import { connectDeviceSchema, DEVICE_KIND_LABELS, DEVICE_KINDS, type ConnectDevice, type ConnectedDevice } from '@flourishly/contracts';
import { Button, errorMessage, useToast } from '@flourishly/platform';
import { Dialog } from '@flourishly/platform/dialog';
import { SelectField, StyledFieldWrapper, StyledHint, StyledInput, StyledLabel, TextField, zodValidator } from '@flourishly/platform/forms';
import styled from 'styled-components';
import { useConnectDeviceMutation } from './api';

const INITIAL_VALUES: ConnectDevice = { deviceName: '', kind: 'fitness-band' };
const KIND_OPTIONS = DEVICE_KINDS.map((value) => ({ value, label: DEVICE_KIND_LABELS[value] }));
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
      setCopyStatus('Code copied to the clipboard.');
    } catch {
      tokenRef.current?.select();
      setCopyStatus('Copying is not available here: the code is selected, copy it with your keyboard.');
    }
  };

  const submit = async (values: ConnectDevice) => {
    const result = await connect({ childId, payload: connectDeviceSchema.parse(values) });
    if ('error' in result && result.error) {
      toast({
        title: 'Could not connect the device',
        description: errorMessage(result.error, 'The device could not be connected.'),
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
      title={connected ? 'Device connected' : 'Connect a device'}
      description={
        connected ? 'Copy this code into the device now: it is shown only once.' : 'Give the device a name your family will recognise.'
      }
    >
      {connected ? (
        <>
          <p>
            <strong>{connected.device.deviceName}</strong> is connected. Enter this code in the device&rsquo;s app or settings so it can
            send your child&rsquo;s steps, active minutes and sleep to Flourishly.
          </p>
          <StyledFieldWrapper>
            <StyledLabel htmlFor={`${id}-token`}>Connection code</StyledLabel>
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
                Copy code
              </Button>
            </StyledTokenRow>
            <StyledHint role="status">{copyStatus}</StyledHint>
          </StyledFieldWrapper>
          <details>
            <summary>For the device&rsquo;s developer</summary>
            <p>
              The device sends its readings with <code>{`POST /api/devices/${connected.device.id}/activity-data`}</code> and the header{' '}
              <code>Authorization: Bearer</code> followed by this code.
            </p>
          </details>
          <StyledActions>
            <Button onClick={() => close(false)}>Done</Button>
          </StyledActions>
        </>
      ) : (
        <Form<ConnectDevice> onSubmit={submit} initialValues={INITIAL_VALUES} validate={validate}>
          {({ handleSubmit, submitting }) => (
            <form onSubmit={(event) => void handleSubmit(event)} noValidate>
              <TextField name="deviceName" label="Device name" hint={'For example "Maya\'s fitness band".'} />
              <SelectField name="kind" label="Kind of device" options={KIND_OPTIONS} />
              <StyledActions>
                <Button $variant="secondary" onClick={() => close(false)}>
                  Cancel
                </Button>
                <Button type="submit" disabled={submitting || isLoading}>
                  {submitting || isLoading ? 'Connecting...' : 'Connect Device'}
                </Button>
              </StyledActions>
            </form>
          )}
        </Form>
      )}
    </Dialog>
  );
}
