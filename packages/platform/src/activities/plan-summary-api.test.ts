import { emptyPlanSummary, noNotifications } from '../testing/fixtures';
import { mockApi } from '../testing/api-mock';
import { createStore } from '../store';
import { activityPlatformApi } from './plan-summary-api';

describe('activityPlatformApi', () => {
  it('reads a plan summary without asking for the notifications again', async () => {
    const calls = mockApi(({ url }) =>
      url.startsWith('/api/notifications') ? { status: 200, body: noNotifications } : { status: 200, body: emptyPlanSummary },
    );
    const store = createStore();
    await store.dispatch(activityPlatformApi.endpoints.getNotifications.initiate());
    await store.dispatch(activityPlatformApi.endpoints.getPlanSummary.initiate({ childId: 3, date: '2026-11-27' }));
    await store.dispatch(activityPlatformApi.endpoints.getPlanSummary.initiate({ childId: 4, date: '2026-11-27' }));
    expect(calls.map((call) => call.url)).toEqual([
      '/api/notifications',
      '/api/child-profiles/3/plan-summary?date=2026-11-27',
      '/api/child-profiles/4/plan-summary?date=2026-11-27',
    ]);
  });

  it('asks for the notifications again after they are marked read', async () => {
    const calls = mockApi(({ method }) => (method === 'POST' ? { status: 204 } : { status: 200, body: noNotifications }));
    const store = createStore();
    const subscription = store.dispatch(activityPlatformApi.endpoints.getNotifications.initiate());
    await subscription;
    await store.dispatch(activityPlatformApi.endpoints.markNotificationsRead.initiate({}));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await store.dispatch(activityPlatformApi.endpoints.getNotifications.initiate());
    expect(calls.filter((call) => call.url === '/api/notifications')).toHaveLength(2);
    subscription.unsubscribe();
  });
});
