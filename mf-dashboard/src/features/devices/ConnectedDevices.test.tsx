import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createIntl } from 'react-intl';
import type { ActivityDataType, IotDevice } from '@flourishly/contracts';
import { apiError, forChild, forUser, handlers, makeChildListItem, renderWithPlatform, testUser } from '../../testing/render-with-platform';
import { ConnectedDevices, lastSyncedText, sleepHours } from './ConnectedDevices';
import hi from './messages/hi.json';

const band = (lastSynced: string | null): IotDevice => ({ id: 3, deviceName: 'Kids Band', kind: 'fitness-band', lastSynced });
const noReading = { type: 'steps', value: null, recordedAt: null } as const;
const viewerOfAda = makeChildListItem({ id: 7, name: 'Ada', dateOfBirth: '2022-03-14', personaType: 1, role: 'viewer', sharedBy: 'Ann' });

describe('ConnectedDevices', () => {
  it('shows the empty text, requests no activity data, and connects a first device showing its token once', async () => {
    let devices: IotDevice[] = [];
    handlers.children.childList(forUser([makeChildListItem({ id: 7 })]));
    handlers.devices.devices(forChild(7, () => devices));
    const connected = handlers.devices.connectDevice(
      forChild(7, () => {
        devices = [band(null)];
        return { device: devices[0], ingestionToken: 'fldev_secret' };
      }),
    );
    const readings = handlers.devices.latestActivity(forChild(7, noReading));
    renderWithPlatform(<ConnectedDevices childId={7} />);
    expect(await screen.findByText('No devices connected yet.')).toBeInTheDocument();
    expect(readings).toHaveLength(0);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Connect First Device' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect a device' });
    await user.click(within(dialog).getByRole('button', { name: 'Connect Device' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Device name must be at least 2 characters');
    await user.type(within(dialog).getByLabelText('Device name'), 'Kids Band');
    await user.click(within(dialog).getByRole('button', { name: 'Connect Device' }));
    // The token is a labelled read-only field with a copy button.
    const token = await within(dialog).findByRole('textbox', { name: 'Connection code' });
    expect(token).toHaveValue('fldev_secret');
    expect(token).toHaveAttribute('readonly');
    await user.click(within(dialog).getByRole('button', { name: 'Copy code' }));
    expect(await navigator.clipboard.readText()).toBe('fldev_secret');
    // The status is set once the clipboard has answered, in a later task than the click.
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('Code copied to the clipboard.'));
    expect(connected.map((call) => call.body)).toEqual([{ deviceName: 'Kids Band', kind: 'fitness-band' }]);
    // A parent reads what to do; the endpoint and header wait behind the developer's disclosure.
    const developerDetails = within(dialog).getByText('For the device’s developer').closest('details') as HTMLElement;
    expect(developerDetails).not.toHaveAttribute('open');
    expect(within(developerDetails).getByText('POST /api/devices/3/activity-data', { exact: false })).toBeInTheDocument();
    const parentText = (dialog.textContent ?? '').replace(developerDetails.textContent ?? '', '');
    expect(parentText).not.toMatch(/POST|\/api\/|Bearer|Authorization|token/i);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('Kids Band')).toBeInTheDocument();
    expect(screen.getByText('Last synced: Never')).toBeInTheDocument();
    expect(screen.getByText('Not synced yet:')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect New Device' })).toBeInTheDocument();
    expect(screen.queryByDisplayValue('fldev_secret')).not.toBeInTheDocument();
  });

  it("shows each device's sync state and today's activity with sleep in hours", async () => {
    const synced = new Date(Date.now() - 5 * 60_000).toISOString();
    const values: Record<ActivityDataType, number | null> = { steps: 8421, activeMins: 47, sleep: 605 };
    handlers.children.childList(forUser([makeChildListItem({ id: 7 })]));
    handlers.devices.devices(forChild(7, [band(synced)]));
    const readings = handlers.devices.latestActivity(
      forChild(7, ({ query }) => {
        const type = query.type as ActivityDataType;
        return { type, value: values[type], recordedAt: synced };
      }),
    );
    renderWithPlatform(<ConnectedDevices childId={7} />);
    expect(await screen.findByText('Last synced: 5 minutes ago')).toBeInTheDocument();
    expect(screen.getByText('Synced:')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "Today's Activity" })).toBeInTheDocument();
    expect(await screen.findByText('8,421')).toBeInTheDocument();
    expect(await screen.findByText('10.1')).toBeInTheDocument();
    expect(screen.getByTestId('activity-activeMins')).toHaveTextContent('47');
    expect(readings.map((call) => call.url).sort()).toEqual([
      '/api/child-profiles/7/activity-data/latest?type=activeMins',
      '/api/child-profiles/7/activity-data/latest?type=sleep',
      '/api/child-profiles/7/activity-data/latest?type=steps',
    ]);
  });

  it("shows a dash for a type without a reading today, and 'Unavailable' when the request fails", async () => {
    handlers.children.childList(forUser([makeChildListItem({ id: 7 })]));
    handlers.devices.devices(forChild(7, [band(new Date().toISOString())]));
    handlers.devices.latestActivity(
      forChild(7, ({ query }) => {
        if (query.type === 'steps') return noReading;
        if (query.type === 'sleep') return { type: 'sleep' as const, value: 480, recordedAt: new Date().toISOString() };
        return apiError(500, 'Down');
      }),
    );
    renderWithPlatform(<ConnectedDevices childId={7} />);
    expect(await screen.findByText('8.0')).toBeInTheDocument();
    expect(await screen.findByText('Unavailable')).toBeInTheDocument();
    expect(screen.getByTestId('activity-activeMins')).toHaveTextContent('Unavailable');
    expect(screen.getByTestId('activity-steps')).toHaveTextContent('—');
    expect(screen.getByTestId('activity-steps')).toHaveTextContent('No reading in the last 24 hours');
  });

  it('formats sync times and sleep', () => {
    expect(lastSyncedText(null)).toBe('Last synced: Never');
    expect(lastSyncedText('2026-11-22T10:00:00Z', new Date('2026-11-22T12:00:00Z'))).toBe('Last synced: about 2 hours ago');
    expect(sleepHours(450)).toBe('7.5');
    expect(sleepHours(0)).toBe('0.0');
  });

  it('shows a viewer the devices and their figures, but no way to connect one', async () => {
    handlers.children.childList(forUser([viewerOfAda]));
    handlers.devices.devices(forChild(7, [band(null)]));
    handlers.devices.latestActivity(forChild(7, noReading));
    renderWithPlatform(<ConnectedDevices childId={7} />);
    expect(await screen.findByText('Kids Band')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "Today's Activity" })).toBeInTheDocument();
    // The role arrives with the child list; the button goes once it is known.
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Connect / })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers a viewer of a child without devices no first device either', async () => {
    handlers.children.childList(forUser([viewerOfAda]));
    handlers.devices.devices(forChild(7, []));
    renderWithPlatform(<ConnectedDevices childId={7} />);
    expect(await screen.findByText('No devices connected yet.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Connect First Device' })).not.toBeInTheDocument());
  });

  it('speaks Hindi to a parent who chose it: the sync state, the figures and the connect dialog', async () => {
    const synced = new Date(Date.now() - 5 * 60_000).toISOString();
    const values: Record<ActivityDataType, number | null> = { steps: 123456, activeMins: 47, sleep: 605 };
    handlers.children.childList(forUser([makeChildListItem({ id: 7 })]));
    handlers.devices.devices(forChild(7, [band(synced)]));
    handlers.devices.latestActivity(
      forChild(7, ({ query }) => {
        const type = query.type as ActivityDataType;
        return { type, value: values[type], recordedAt: synced };
      }),
    );
    // The Hindi catalog loads as its own chunk: the first render suspends until it has.
    await act(async () => renderWithPlatform(<ConnectedDevices childId={7} />, { user: { ...testUser, locale: 'hi' } }));
    expect(await screen.findByRole('heading', { name: 'जुड़े हुए डिवाइस' })).toBeInTheDocument();
    expect(await screen.findByText('आख़िरी सिंक: 5 मिनट पहले')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'आज की गतिविधि' })).toBeInTheDocument();
    // Indian digit grouping, as hi-IN writes it.
    expect(await screen.findByText('1,23,456')).toBeInTheDocument();
    expect(screen.getByText('क़दम')).toBeInTheDocument();
    expect(screen.getByText('नींद के घंटे')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'नया डिवाइस जोड़ें' }));
    const dialog = await screen.findByRole('dialog', { name: 'डिवाइस जोड़ें' });
    expect(within(dialog).getByLabelText('डिवाइस का नाम')).toBeInTheDocument();
    expect(within(dialog).getByRole('option', { name: 'फ़िटनेस बैंड' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'रद्द करें' })).toBeInTheDocument();
  });

  it('formats sync times and sleep in Hindi', () => {
    const intl = createIntl({ locale: 'hi-IN', messages: hi });
    expect(lastSyncedText(null, new Date(), intl)).toBe('आख़िरी सिंक: कभी नहीं');
    expect(lastSyncedText('2026-11-22T10:00:00Z', new Date('2026-11-22T12:00:00Z'), intl)).toBe('आख़िरी सिंक: क़रीब 2 घंटे पहले');
    expect(lastSyncedText('2026-11-22T12:05:00Z', new Date('2026-11-22T12:00:00Z'), intl)).toBe('आख़िरी सिंक: अभी-अभी');
    expect(sleepHours(450, intl)).toBe('7.5');
  });
});
