import { emptyPlanSummary, noNotifications } from '../testing/fixtures';
import { handlers } from '../testing/handlers';
import { createStore } from '../store';
import { activityPlatformApi } from './plan-summary-api';

describe('activityPlatformApi', () => {
  it('reads a plan summary without asking for the notifications again', async () => {
    const notifications = handlers.notifications.notifications(noNotifications);
    const summaries = handlers.activities.planSummary(emptyPlanSummary);
    const store = createStore();
    await store.dispatch(activityPlatformApi.endpoints.getNotifications.initiate());
    await store.dispatch(activityPlatformApi.endpoints.getPlanSummary.initiate({ childId: 3, date: '2026-11-27' }));
    await store.dispatch(activityPlatformApi.endpoints.getPlanSummary.initiate({ childId: 4, date: '2026-11-27' }));
    expect(notifications.map((call) => call.url)).toEqual(['/api/notifications']);
    expect(summaries.map((call) => call.url)).toEqual([
      '/api/child-profiles/3/plan-summary?date=2026-11-27',
      '/api/child-profiles/4/plan-summary?date=2026-11-27',
    ]);
  });

  it('asks for the notifications again after they are marked read', async () => {
    const notifications = handlers.notifications.notifications(noNotifications);
    const marked = handlers.notifications.markNotificationsRead();
    const store = createStore();
    const subscription = store.dispatch(activityPlatformApi.endpoints.getNotifications.initiate());
    await subscription;
    await store.dispatch(activityPlatformApi.endpoints.markNotificationsRead.initiate({}));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await store.dispatch(activityPlatformApi.endpoints.getNotifications.initiate());
    expect(marked).toHaveLength(1);
    expect(notifications).toHaveLength(2);
    subscription.unsubscribe();
  });
});
