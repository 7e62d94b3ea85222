import { waitFor } from '@testing-library/react';
import { activityPlatformApi, createStore } from '@flourishly/platform';
import { gamesApi } from './api';
import { mockApi } from './testing/render-with-platform';

describe('gamesApi', () => {
  it("refreshes the bell's notifications after a game is completed (it may award an achievement)", async () => {
    const calls = mockApi(({ method, url }) => {
      if (url === '/api/notifications') return { status: 200, body: { items: [], unreadCount: 0 } };
      if (method === 'PATCH' && url === '/api/game-sessions/41/complete') return { status: 200, body: { id: 41 } };
      return undefined;
    });
    const store = createStore();
    const bell = store.dispatch(activityPlatformApi.endpoints.getNotifications.initiate());
    await bell;
    const notificationCalls = () => calls.filter((call) => call.url === '/api/notifications').length;
    expect(notificationCalls()).toBe(1);

    await store.dispatch(
      gamesApi.endpoints.completeGameSession.initiate({
        sessionId: 41,
        childId: 3,
        result: { score: 80, correctAnswers: 8, totalQuestions: 8, feedback: '' },
      }),
    );
    await waitFor(() => expect(notificationCalls()).toBe(2));
    bell.unsubscribe();
  });
});
