import { screen, waitFor } from '@testing-library/react';
import { testUser } from '@flourishly/platform/testing';
import { answerSession, renderApp } from '../testing/render-app';
import { resetProfileGate } from '../session/useProfileGate';
import { routeRemoteId } from '../start/route-remote';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(async (id: string) => ({
    default: (props: Record<string, unknown>) => <p>{`Remote ${id} ${JSON.stringify(props)}`}</p>,
  })),
  registerRemotes: jest.fn(),
}));

const CHILD_NOT_FOUND = "The child profile you're looking for doesn't exist or you don't have access to it.";

describe('routes of docs/product.md', () => {
  beforeEach(() => resetProfileGate());

  it.each([
    '/',
    '/dashboard',
    '/children',
    '/games/3',
    '/child/4',
    '/child-profiles/4/games',
    '/child/4/edit',
    '/child/4/add-activity',
    '/child/4/development-report',
    '/child/4/assessment/new',
  ])('the start preloads the remote page %s shows', async (path) => {
    answerSession(testUser);
    renderApp(path);
    const remoteId = routeRemoteId(path);
    expect(remoteId).not.toBeNull();
    expect(await screen.findByText(new RegExp(`^Remote ${remoteId}( |$)`))).toBeInTheDocument();
  });

  it.each(['/profile', '/notifications', '/child/abc'])('the start preloads no remote for %s', (path) => {
    expect(routeRemoteId(path)).toBeNull();
  });

  it.each(['/games', '/games/'])('%s without a game id redirects to /', async (path) => {
    answerSession(testUser);
    const router = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('heading', { name: '404 Page Not Found' })).not.toBeInTheDocument();
    expect(await screen.findByText(/Remote mf_dashboard\/ParentDashboard/)).toBeInTheDocument();
  });

  it('keeps /games/{gameId} as game play', async () => {
    answerSession(testUser);
    const router = renderApp('/games/3?childId=4');
    expect(await screen.findByText(/Remote mf_games\/GamePlayPage/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/games/3');
  });

  it.each(['/child/abc', '/child-profiles/abc/games', '/child/1.5/edit', '/child/abc/development-report'])(
    "%s (not a numeric id) shows 'Child Not Found', not the 404 page",
    async (path) => {
      answerSession(testUser);
      renderApp(path);
      expect(await screen.findByRole('heading', { name: 'Child Not Found' })).toBeInTheDocument();
      expect(screen.getByText(CHILD_NOT_FOUND)).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: '404 Page Not Found' })).not.toBeInTheDocument();
    },
  );

  it('passes a numeric child id to the child page', async () => {
    answerSession(testUser);
    renderApp('/child-profiles/12/games');
    expect(await screen.findByText('Remote mf_children/ChildPage {"childId":12}')).toBeInTheDocument();
  });
});
