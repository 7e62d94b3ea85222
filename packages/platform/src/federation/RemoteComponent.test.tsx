import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { REMOTE_UNAVAILABLE_MESSAGE } from './RemoteBoundary';
import { RemoteComponent } from './RemoteComponent';
import { isRemoteModuleRequested, loadRemoteModule, resetRemote } from './remote-loader';

const loadRemote = jest.fn();
const registerRemotes = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (...args: unknown[]) => loadRemote(...args),
  registerRemotes: (...args: unknown[]) => registerRemotes(...args),
}));

describe('RemoteComponent', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('renders the remote module default export with its props', async () => {
    loadRemote.mockResolvedValue({ default: ({ page }: { page: string }) => <p>Notice {page}</p> });
    render(
      <ThemeProvider theme={theme}>
        <RemoteComponent remoteId="mf_landing/LegalPage" props={{ page: 'terms' }} />
      </ThemeProvider>,
    );
    expect(await screen.findByText('Notice terms')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('mf_landing/LegalPage');
  });

  it('renders a module loaded before (the start preloads the page) at once, without the loading fallback', async () => {
    loadRemote.mockResolvedValue({ default: () => <p>Your children</p> });
    await loadRemoteModule('mf_children/ChildrenPage');
    loadRemote.mockClear();
    render(
      <ThemeProvider theme={theme}>
        <RemoteComponent remoteId="mf_children/ChildrenPage" />
      </ThemeProvider>,
    );
    expect(screen.getByText('Your children')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('asks for a module nobody asked for yet only after the page has painted', async () => {
    jest.useFakeTimers();
    try {
      loadRemote.mockResolvedValue({ default: () => <p>Games for Maya</p> });
      render(
        <ThemeProvider theme={theme}>
          <RemoteComponent remoteId="mf_games/GamesCard" props={{ childId: 1 }} />
        </ThemeProvider>,
      );
      expect(screen.getByRole('status')).toBeInTheDocument();
      expect(loadRemote).not.toHaveBeenCalledWith('mf_games/GamesCard');
      // The next frame (requestAnimationFrame), then the task after its paint.
      await act(async () => jest.advanceTimersByTimeAsync(50));
      expect(loadRemote).toHaveBeenCalledWith('mf_games/GamesCard');
      expect(screen.getByText('Games for Maya')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('waits on a load already under way (the start preloads the page) at once, sharing it', async () => {
    let land: (module: unknown) => void = () => undefined;
    loadRemote.mockReturnValue(new Promise((resolve) => (land = resolve)));
    const preload = loadRemoteModule('mf_dashboard/ParentDashboard');
    expect(isRemoteModuleRequested('mf_dashboard/ParentDashboard')).toBe(true);
    render(
      <ThemeProvider theme={theme}>
        <RemoteComponent remoteId="mf_dashboard/ParentDashboard" />
      </ThemeProvider>,
    );
    await act(async () => land({ default: () => <p>Your family</p> }));
    await preload;
    expect(await screen.findByText('Your family')).toBeInTheDocument();
    expect(loadRemote.mock.calls.filter(([id]) => id === 'mf_dashboard/ParentDashboard')).toHaveLength(1);
    resetRemote('mf_dashboard/ParentDashboard');
    expect(isRemoteModuleRequested('mf_dashboard/ParentDashboard')).toBe(false);
  });

  it('shows the fallback when the remote is unavailable, and Retry loads it again', async () => {
    loadRemote.mockResolvedValueOnce({ __remoteUnavailable: true, id: 'mf_dashboard/ReportsPage', reason: 'offline' });
    render(
      <ThemeProvider theme={theme}>
        <RemoteComponent remoteId="mf_dashboard/ReportsPage" />
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
        <RemoteComponent remoteId="mf_dashboard/ActivitiesPage" />
      </ThemeProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(REMOTE_UNAVAILABLE_MESSAGE);
  });
});

// The props are the contract's (remote-contracts.ts): `npm run typecheck` fails when a use does not fit.
export function UsesTheContractProps() {
  return (
    <>
      <RemoteComponent remoteId="mf_games/GamesCard" props={{ childId: 1 }} />
      {/* @ts-expect-error childId is a number */}
      <RemoteComponent remoteId="mf_games/GamesCard" props={{ childId: '1' }} />
      {/* @ts-expect-error a child's module needs its childId */}
      <RemoteComponent remoteId="mf_games/GamesTab" />
      {/* @ts-expect-error no such module is declared */}
      <RemoteComponent remoteId="mf_games/GamesList" />
    </>
  );
}
