import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { Game, GameContent, User } from '@flourishly/contracts';
import { createStore, PlatformProviders, sessionApi } from '@flourishly/platform';

export const testUser: User = {
  id: 5,
  fullName: 'Maya Patel',
  email: 'maya@example.com',
  profileCompleted: true,
  phoneNumber: null,
  address: null,
  schoolName: null,
  schoolUrl: null,
  grade: null,
  selectedInterests: [],
};

export interface MockCall {
  method: string;
  url: string;
  body: unknown;
}

type Answer = { status: number; body?: unknown } | undefined;
type Route = (call: MockCall) => Answer | Promise<Answer>;

/** Replaces fetch: `route` answers each call (undefined = 404; a promise answers when it settles); returns the recorded calls. */
export function mockApi(route: Route) {
  const calls: MockCall[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = { method: init?.method ?? 'GET', url: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const answer = (await route(call)) ?? { status: 404, body: { statusCode: 404, message: 'Not found' } };
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return { ok: answer.status < 300, status: answer.status, statusText: 'Status', text: async () => text } as Response;
  }) as unknown as typeof fetch;
  return calls;
}

/** Renders `element` at `path` (route `pattern`) with the platform's providers, a signed-in user and extra routes. */
export function renderWithPlatform(element: ReactElement, { path = '/', pattern = '*', routes = [] as RouteObject[] } = {}) {
  const store = createStore();
  store.dispatch(sessionApi.util.upsertQueryData('getUser', undefined, testUser));
  const router = createMemoryRouter([{ path: pattern, element }, ...routes, { path: '*', element: <p>Elsewhere</p> }], {
    initialEntries: [path],
  });
  const result = render(
    <PlatformProviders store={store}>
      <RouterProvider router={router} />
    </PlatformProviders>,
  );
  return { ...result, store, router };
}

/** A game of the catalogue for tests. */
export const makeGame = (overrides: Partial<Game> = {}): Game => ({
  id: 1,
  slug: 'addition-adventure',
  title: 'Addition Adventure',
  description: 'Add numbers together.',
  domain: 'cognitive',
  type: 'math',
  imageUrl: '/api/game-images/addition-adventure.svg',
  minAge: 5,
  maxAge: 8,
  levels: 5,
  ...overrides,
});

/** Section-3 content with `count` questions "What is n + 1?" whose right answer is n + 1 (index 0). */
export const makeContent = (count = 3, hints: (string | null)[] = []): GameContent => [
  {
    content: {
      questions: Array.from({ length: count }, (_, n) => ({
        question: `What is ${n} + 1?`,
        answers: [String(n + 1), String(n + 5), String(n + 9)],
        correctAnswer: 0,
        explanation: `${n} + 1 = ${n + 1}.`,
      })),
    },
    hints,
  },
];
