import { waitFor } from '@testing-library/react';
import { activityPlatformApi, createStore } from '@flourishly/platform';
import { gamesApi } from './api';
import { handlers, makeGameSessionResult, noNotifications } from './testing/render-with-platform';

describe('gamesApi', () => {
  it("refreshes the bell's notifications after a game is completed (it may award an achievement)", async () => {
    const notificationCalls = handlers.notifications.notifications(noNotifications);
    const completions = handlers.games.completeGameSession(makeGameSessionResult({ id: 41 }));
    const store = createStore();
    const bell = store.dispatch(activityPlatformApi.endpoints.getNotifications.initiate());
    await bell;
    expect(notificationCalls).toHaveLength(1);

    await store.dispatch(
      gamesApi.endpoints.completeGameSession.initiate({
        sessionId: 41,
        childId: 3,
        result: { score: 80, correctAnswers: 8, totalQuestions: 8, feedback: '' },
      }),
    );
    expect(completions.map((call) => call.params)).toEqual([{ id: '41' }]);
    await waitFor(() => expect(notificationCalls).toHaveLength(2));
    bell.unsubscribe();
  });
});
