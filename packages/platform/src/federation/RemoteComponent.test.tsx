import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { REMOTE_UNAVAILABLE_MESSAGE } from './RemoteBoundary';
import { RemoteComponent } from './RemoteComponent';

const loadRemote = jest.fn();
const registerRemotes = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (...args: unknown[]) => loadRemote(...args),
  registerRemotes: (...args: unknown[]) => registerRemotes(...args),
}));

describe('RemoteComponent', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('renders the remote module default export with its props', async () => {
    loadRemote.mockResolvedValue({ default: ({ name }: { name: string }) => <p>Hello {name}</p> });
    render(
      <ThemeProvider theme={theme}>
        <RemoteComponent remoteId="mf_test/Hello" props={{ name: 'Maya' }} />
      </ThemeProvider>,
    );
    expect(await screen.findByText('Hello Maya')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('mf_test/Hello');
  });

  it('shows the fallback when the remote is unavailable, and Retry loads it again', async () => {
    loadRemote.mockResolvedValueOnce({ __remoteUnavailable: true, id: 'mf_down/Page', reason: 'offline' });
    render(
      <ThemeProvider theme={theme}>
        <RemoteComponent remoteId="mf_down/Page" />
      </ThemeProvider>,
    );
    expect(await screen.findByText(REMOTE_UNAVAILABLE_MESSAGE)).toBeInTheDocument();
    loadRemote.mockResolvedValueOnce({ default: () => <p>Back online</p> });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Back online')).toBeInTheDocument();
  });

  it('shows the fallback when the remote throws while rendering', async () => {
    loadRemote.mockResolvedValue({
      default: () => {
        throw new Error('render failure');
      },
    });
    render(
      <ThemeProvider theme={theme}>
        <RemoteComponent remoteId="mf_broken/Page" />
      </ThemeProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(REMOTE_UNAVAILABLE_MESSAGE);
  });
});
