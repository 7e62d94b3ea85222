import { HttpResponse } from 'msw';
import type { endpoints, Game, GameContent, GameProgress, GameTime, RuntimeConfig, User } from '@flourishly/contracts';
import { looksLikeRuntimeConfig } from '@flourishly/platform/remote-loader';
import { apiError, handlers, testUser, type Answer } from '@flourishly/platform/testing';
import { recordRequests } from '@flourishly/platform/testing';
import { inlineRuntimeConfig, preloadUserRequests, RUNTIME_CONFIG_ELEMENT_ID, shouldStartLanding, startRequests } from './start-requests';

const config: RuntimeConfig = { appHost: '', remotes: [{ name: 'mf_landing', entry: '/remotes/landing/mf-manifest.json' }] };

describe('start requests', () => {
  // A signed-in start preloads the user's first requests into the document's head.
  afterEach(() => document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove()));

  it('asks for the configuration and the user at once, and a 401 at / starts the landing page', async () => {
    handlers.web.runtimeConfig(config);
    handlers.auth.currentUser.fail(401);
    const sent = recordRequests();
    const requests = startRequests();
    await expect(requests.config).resolves.toEqual(config);
    const session = await requests.session;
    expect(session).toEqual({ status: 'signed-out' });
    expect(shouldStartLanding('/', session)).toBe(true);
    expect(sent.sort()).toEqual(['GET /api/user', 'GET /remotes.json']);
  });

  it('starts the full app for a signed-in parent at / with the user it already has', async () => {
    const maya: User = { ...testUser, id: 1, fullName: 'Maya' };
    handlers.web.runtimeConfig(config);
    handlers.auth.currentUser(maya);
    const session = await startRequests().session;
    expect(session).toEqual({ status: 'signed-in', user: maya });
    expect(shouldStartLanding('/', session)).toBe(false);
  });

  it('starts the full app away from /, and leaves the session to the app when /api/user fails', async () => {
    handlers.web.runtimeConfig(config);
    handlers.auth.currentUser.fail(401);
    expect(shouldStartLanding('/children', await startRequests().session)).toBe(false);
    handlers.auth.currentUser.fail(500);
    const atHome = await startRequests().session;
    expect(atHome).toEqual({ status: 'unknown' });
    expect(shouldStartLanding('/', atHome)).toBe(false);
  });

  it('takes the configuration inlined in index.html without fetching it', async () => {
    handlers.auth.currentUser.fail(401);
    const sent = recordRequests();
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = RUNTIME_CONFIG_ELEMENT_ID;
    block.textContent = JSON.stringify(config);
    document.head.append(block);
    try {
      const requests = startRequests();
      await expect(requests.config).resolves.toEqual(config);
      await requests.session;
      expect(sent).toEqual(['GET /api/user']);
      block.textContent = '{"appHost": 3}';
      expect(inlineRuntimeConfig()).toBeNull();
    } finally {
      block.remove();
    }
  });

  it('starts without remotes when /remotes.json is missing or malformed', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    handlers.auth.currentUser.fail(401);
    handlers.web.runtimeConfig(HttpResponse.json({ appHost: 3, remotes: 'x' }));
    await expect(startRequests().config).resolves.toEqual({ appHost: '', remotes: [] });
    handlers.web.runtimeConfig.fail(404);
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
    const game: Game = {
      id: 4,
      slug: 'odd-one-out',
      title: 'Odd One Out',
      description: 'Find the one that does not belong.',
      domain: 'cognitive',
      type: 'logic',
      imageUrl: '/api/game-images/odd-one-out.svg',
      minAge: 4,
      maxAge: 8,
      levels: 5,
    };
    const levelThree: GameProgress = {
      childId: 7,
      gameId: 4,
      currentLevel: 3,
      bestScore: 20,
      bestPercent: 80,
      timesPlayed: 2,
      lastPlayedAt: '2026-11-20T10:00:00.000Z',
    };
    const gameTime: GameTime = { childId: 7, limitMinutes: null, playedMinutes: 0, remainingMinutes: null, limitReached: false };
    const contentByLevel: Record<string, GameContent> = { '1': [{ content: 'level 1' }], '3': [{ content: 'level 3' }] };
    /** Signed in, with child 7's answers for game 4; `progress` answers its progress. */
    const pageAnswers = (progress: Answer<typeof endpoints.gameProgress>) => {
      handlers.web.runtimeConfig(config);
      handlers.auth.currentUser({ ...testUser, profileCompleted: false });
      handlers.games.game(({ params }) => (params.id === '4' ? game : apiError(404)));
      handlers.games.gameProgress(({ params, query }) => (params.childId === '7' && query.gameId === '4' ? progress : apiError(404)));
      handlers.games.gameTime(({ params }) => (params.childId === '7' ? gameTime : apiError(404)));
      handlers.games.gameContent(({ params, query }) =>
        params.id === '4' ? (contentByLevel[String(query.difficultyLevel)] ?? apiError(404)) : apiError(404),
      );
    };
    const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

    it("asks the game page's GETs once signed in, then its content at the child's level, each handed out once", async () => {
      pageAnswers(levelThree);
      const sent = recordRequests();
      const { responses, session } = startRequests(gamePage);
      await session;
      const progress = await responses.take('/api/child-profiles/7/game-progress?gameId=4');
      // The content is asked before the progress is handed out.
      expect(await progress?.json()).toEqual(levelThree);
      expect(await (await responses.take('/api/games/4/content?difficultyLevel=3'))?.json()).toEqual([{ content: 'level 3' }]);
      expect(responses.take('/api/games/4/content?difficultyLevel=3')).toBeUndefined();
      expect(await (await responses.take('/api/games/4'))?.json()).toEqual(game);
      await settle();
      expect(sent.sort()).toEqual(
        [
          'GET /api/user',
          'GET /remotes.json',
          'GET /api/games/4',
          'GET /api/child-profiles/7/game-progress?gameId=4',
          'GET /api/child-profiles/7/game-time',
          'GET /api/games/4/content?difficultyLevel=3',
        ].sort(),
      );
    });

    it('asks the content at the start level when the child has no progress yet (404)', async () => {
      pageAnswers(apiError(404));
      const { responses, session } = startRequests(gamePage);
      await session;
      expect((await responses.take('/api/child-profiles/7/game-progress?gameId=4'))?.status).toBe(404);
      expect(await (await responses.take('/api/games/4/content?difficultyLevel=1'))?.json()).toEqual([{ content: 'level 1' }]);
      // What nobody took is forgotten once data changes.
      responses.clear();
      expect(responses.take('/api/child-profiles/7/game-time')).toBeUndefined();
    });

    it('asks nothing more for a visitor who is not signed in', async () => {
      pageAnswers(levelThree);
      handlers.auth.currentUser.fail(401);
      const sent = recordRequests();
      const { responses, session } = startRequests(gamePage);
      await session;
      await settle();
      expect(responses.take('/api/games/4')).toBeUndefined();
      expect(sent.sort()).toEqual(['GET /api/user', 'GET /remotes.json']);
    });
  });
});
