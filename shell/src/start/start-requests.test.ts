import type { User } from '@flourishly/contracts';
import { looksLikeRuntimeConfig } from '@flourishly/platform/remote-loader';
import { mockApi } from '@flourishly/platform/testing/api-mock';
import { inlineRuntimeConfig, preloadUserRequests, RUNTIME_CONFIG_ELEMENT_ID, shouldStartLanding, startRequests } from './start-requests';

/** Answers each path from `answers` (others: 404) through the shared Mock Service Worker server; returns the calls. */
const mockFetch = (answers: Record<string, { status: number; body?: unknown }>) => mockApi((call) => answers[call.url]);

const config = { appHost: '', remotes: [{ name: 'mf_landing', entry: '/remotes/landing/mf-manifest.json' }] };

describe('start requests', () => {
  it('asks for the configuration and the user at once, and a 401 at / starts the landing page', async () => {
    const fetchMock = mockFetch({ '/remotes.json': { status: 200, body: config }, '/api/user': { status: 401 } });
    const requests = startRequests();
    await expect(requests.config).resolves.toEqual(config);
    const session = await requests.session;
    expect(session).toEqual({ status: 'signed-out' });
    expect(shouldStartLanding('/', session)).toBe(true);
    expect(fetchMock).toHaveLength(2);
  });

  it('starts the full app for a signed-in parent at / with the user it already has', async () => {
    mockFetch({ '/remotes.json': { status: 200, body: config }, '/api/user': { status: 200, body: { id: 1, fullName: 'Maya' } } });
    const session = await startRequests().session;
    expect(session).toEqual({ status: 'signed-in', user: { id: 1, fullName: 'Maya' } });
    expect(shouldStartLanding('/', session)).toBe(false);
  });

  it('starts the full app away from /, and leaves the session to the app when /api/user fails', async () => {
    mockFetch({ '/remotes.json': { status: 200, body: config }, '/api/user': { status: 401 } });
    expect(shouldStartLanding('/children', await startRequests().session)).toBe(false);
    mockFetch({ '/remotes.json': { status: 200, body: config }, '/api/user': { status: 500 } });
    const atHome = await startRequests().session;
    expect(atHome).toEqual({ status: 'unknown' });
    expect(shouldStartLanding('/', atHome)).toBe(false);
  });

  it('takes the configuration inlined in index.html without fetching it', async () => {
    const fetchMock = mockFetch({ '/api/user': { status: 401 } });
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = RUNTIME_CONFIG_ELEMENT_ID;
    block.textContent = JSON.stringify(config);
    document.head.append(block);
    try {
      const requests = startRequests();
      await expect(requests.config).resolves.toEqual(config);
      await requests.session;
      expect(fetchMock.map((call) => call.url)).toEqual(['/api/user']);
      block.textContent = '{"appHost": 3}';
      expect(inlineRuntimeConfig()).toBeNull();
    } finally {
      block.remove();
    }
  });

  it('starts without remotes when /remotes.json is missing or malformed', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch({ '/remotes.json': { status: 200, body: { appHost: 3, remotes: 'x' } } });
    await expect(startRequests().config).resolves.toEqual({ appHost: '', remotes: [] });
    mockFetch({});
    await expect(startRequests().config).resolves.toEqual({ appHost: '', remotes: [] });
  });

  it('checks the shape of /remotes.json', () => {
    expect(looksLikeRuntimeConfig(config)).toBe(true);
    expect(looksLikeRuntimeConfig({ appHost: '', remotes: [{ name: 'mf_landing' }] })).toBe(false);
    expect(looksLikeRuntimeConfig(null)).toBe(false);
  });

  it("preloads a signed-in parent's child list, with credentials, and nothing for anyone else", () => {
    const preloads = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => ({
        href: link.getAttribute('href'),
        as: link.getAttribute('as'),
        crossOrigin: link.getAttribute('crossorigin'),
      }));
    try {
      preloadUserRequests('/dashboard', { status: 'signed-out' });
      preloadUserRequests('/dashboard', { status: 'unknown' });
      expect(preloads()).toEqual([]);
      const user = { id: 5, fullName: 'Maya', profileCompleted: true } as User;
      preloadUserRequests('/child/7', { status: 'signed-in', user });
      expect(preloads()).toEqual([{ href: '/api/users/5/child-profiles', as: 'fetch', crossOrigin: 'use-credentials' }]);
    } finally {
      document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
    }
  });

  describe("the page's first GETs", () => {
    const gamePage = { pathname: '/games/4', search: '?childId=7' };
    const signedIn = { status: 200, body: { id: 5, fullName: 'Maya', profileCompleted: false } };
    const pageAnswers = (progress: { status: number; body?: unknown }) => ({
      '/remotes.json': { status: 200, body: config },
      '/api/user': signedIn,
      '/api/games/4': { status: 200, body: { id: 4, title: 'Odd One Out' } },
      '/api/child-profiles/7/game-progress?gameId=4': progress,
      '/api/child-profiles/7/game-time': { status: 200, body: { limitReached: false } },
      '/api/games/4/content?difficultyLevel=3': { status: 200, body: [{ content: 'level 3' }] },
      '/api/games/4/content?difficultyLevel=1': { status: 200, body: [{ content: 'level 1' }] },
    });
    const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

    it("asks the game page's GETs once signed in, then its content at the child's level, each handed out once", async () => {
      const calls = mockFetch(pageAnswers({ status: 200, body: { currentLevel: 3 } }));
      const { responses, session } = startRequests(gamePage);
      await session;
      const progress = await responses.take('/api/child-profiles/7/game-progress?gameId=4');
      // The content is asked before the progress is handed out.
      expect(await progress?.json()).toEqual({ currentLevel: 3 });
      expect(await (await responses.take('/api/games/4/content?difficultyLevel=3'))?.json()).toEqual([{ content: 'level 3' }]);
      expect(responses.take('/api/games/4/content?difficultyLevel=3')).toBeUndefined();
      expect(await (await responses.take('/api/games/4'))?.json()).toEqual({ id: 4, title: 'Odd One Out' });
      await settle();
      expect(calls.map((call) => call.url).sort()).toEqual(
        [
          '/api/user',
          '/remotes.json',
          '/api/games/4',
          '/api/child-profiles/7/game-progress?gameId=4',
          '/api/child-profiles/7/game-time',
          '/api/games/4/content?difficultyLevel=3',
        ].sort(),
      );
    });

    it('asks the content at the start level when the child has no progress yet (404)', async () => {
      mockFetch(pageAnswers({ status: 404 }));
      const { responses, session } = startRequests(gamePage);
      await session;
      expect((await responses.take('/api/child-profiles/7/game-progress?gameId=4'))?.status).toBe(404);
      expect(await (await responses.take('/api/games/4/content?difficultyLevel=1'))?.json()).toEqual([{ content: 'level 1' }]);
      // What nobody took is forgotten once data changes.
      responses.clear();
      expect(responses.take('/api/child-profiles/7/game-time')).toBeUndefined();
    });

    it('asks nothing more for a visitor who is not signed in', async () => {
      const calls = mockFetch({ ...pageAnswers({ status: 200, body: { currentLevel: 3 } }), '/api/user': { status: 401 } });
      const { responses, session } = startRequests(gamePage);
      await session;
      await settle();
      expect(responses.take('/api/games/4')).toBeUndefined();
      expect(calls.map((call) => call.url).sort()).toEqual(['/api/user', '/remotes.json']);
    });
  });
});
