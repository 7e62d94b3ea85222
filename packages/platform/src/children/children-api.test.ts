import { makeChildListItem, makeChildProfile, noNotifications } from '../testing/fixtures';
import { apiError, handlers, type EndpointCall } from '../testing/handlers';
import { createStore } from '../store';
import { activityPlatformApi } from '../activities/plan-summary-api';
import { childrenApi } from './children-api';

/** Records the calls of every handler it wraps, in the order they come. */
function recorder() {
  const calls: EndpointCall[] = [];
  const record =
    <C extends EndpointCall, T>(answer: (call: C) => T) =>
    (call: C) => {
      calls.push(call);
      return answer(call);
    };
  return { calls, record };
}

const maya = makeChildProfile({ id: 1, name: 'Maya', dateOfBirth: '2022-03-14' });
const mayaItem = makeChildListItem({ id: 1, name: 'Maya', dateOfBirth: '2022-03-14' });

describe('childrenApi', () => {
  it('refreshes the child list and the notifications (the first week is announced) after a create', async () => {
    let list = [mayaItem];
    const { calls, record } = recorder();
    handlers.children.childList(record(({ params }) => (params.userId === '5' ? list : apiError(404))));
    handlers.notifications.notifications(record(() => noNotifications));
    handlers.children.createChild(
      record(() => {
        list = [...list, { ...mayaItem, id: 2, name: 'Leo' }];
        return { ...maya, id: 2, name: 'Leo' };
      }),
    );
    const store = createStore();
    const subscription = store.dispatch(childrenApi.endpoints.getChildren.initiate(5));
    const bell = store.dispatch(activityPlatformApi.endpoints.getNotifications.initiate());
    await Promise.all([subscription, bell]);
    await store.dispatch(
      childrenApi.endpoints.createChild.initiate({
        name: 'Leo',
        dateOfBirth: '2018-01-01',
        gender: 'male',
        primaryDevelopmentalConcern: 'none',
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    await Promise.all(store.dispatch(childrenApi.util.getRunningQueriesThunk()));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({ name: 'Leo' });
    expect(calls.filter((call) => call.url === '/api/users/5/child-profiles')).toHaveLength(2);
    expect(calls.filter((call) => call.url === '/api/notifications')).toHaveLength(2);
    expect(
      childrenApi.endpoints.getChildren
        .select(5)(store.getState())
        .data?.map((c) => c.name),
    ).toEqual(['Maya', 'Leo']);
    subscription.unsubscribe();
    bell.unsubscribe();
  });

  it('refreshes the edited child and the list after an update, and the list after a delete', async () => {
    let name = 'Maya';
    const { calls, record } = recorder();
    handlers.children.childList(record(({ params }) => (params.userId === '5' ? [{ ...mayaItem, name }] : apiError(404))));
    handlers.children.child(record(({ params }) => (params.childId === '1' ? { ...maya, name } : apiError(404))));
    handlers.children.updateChild(
      record(({ params }) => {
        if (params.childId !== '1') return apiError(404);
        name = 'Maya Rose';
        return { ...maya, name };
      }),
    );
    handlers.children.deleteChild(record(({ params }) => (params.childId === '1' ? undefined : apiError(404))));
    const store = createStore();
    const list = store.dispatch(childrenApi.endpoints.getChildren.initiate(5));
    const child = store.dispatch(childrenApi.endpoints.getChild.initiate(1));
    await Promise.all([list, child]);
    await store.dispatch(childrenApi.endpoints.updateChild.initiate({ childId: 1, changes: { name: 'Maya Rose' } }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await Promise.all(store.dispatch(childrenApi.util.getRunningQueriesThunk()));
    expect(childrenApi.endpoints.getChild.select(1)(store.getState()).data?.name).toBe('Maya Rose');
    expect(calls.filter((call) => call.method === 'GET')).toHaveLength(4);
    child.unsubscribe();
    const result = await store.dispatch(childrenApi.endpoints.deleteChild.initiate(1));
    expect(result.error).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls.filter((call) => call.url === '/api/users/5/child-profiles')).toHaveLength(3);
    list.unsubscribe();
  });
  /** Lets RTK Query run the refetches an invalidation started. */
  const settle = async (store: ReturnType<typeof createStore>) => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    await Promise.all(store.dispatch(childrenApi.util.getRunningQueriesThunk()));
  };

  it("drops a deleted child's cached page, so going back to it asks the server again", async () => {
    let exists = true;
    const { calls, record } = recorder();
    handlers.children.child(record(({ params }) => (exists && params.childId === '1' ? maya : apiError(404))));
    handlers.children.deleteChild(
      record(() => {
        exists = false;
        return undefined;
      }),
    );
    const store = createStore();
    // The child page was open, then the parent went to the edit page and deleted the child.
    const page = store.dispatch(childrenApi.endpoints.getChild.initiate(1));
    await page;
    page.unsubscribe();
    expect(childrenApi.endpoints.getChild.select(1)(store.getState()).data?.name).toBe('Maya');
    await store.dispatch(childrenApi.endpoints.deleteChild.initiate(1));
    await settle(store);
    expect(childrenApi.endpoints.getChild.select(1)(store.getState()).data).toBeUndefined();

    // Back to /child/1: the page subscribes again and meets the 404, not the cached Maya.
    const back = store.dispatch(childrenApi.endpoints.getChild.initiate(1));
    const result = await back;
    expect(result.isError).toBe(true);
    expect(result.error).toMatchObject({ status: 404 });
    expect(calls.filter((call) => call.method === 'GET' && call.url === '/api/child-profiles/1')).toHaveLength(2);
    back.unsubscribe();
  });

  it('refetches a deleted child that a page still shows, which then reads as missing', async () => {
    let exists = true;
    const { record } = recorder();
    handlers.children.child(record(({ params }) => (exists && params.childId === '1' ? maya : apiError(404))));
    handlers.children.deleteChild(
      record(() => {
        exists = false;
        return undefined;
      }),
    );
    const store = createStore();
    const page = store.dispatch(childrenApi.endpoints.getChild.initiate(1));
    await page;
    await store.dispatch(childrenApi.endpoints.deleteChild.initiate(1));
    await settle(store);
    const entry = childrenApi.endpoints.getChild.select(1)(store.getState());
    expect(entry.isError).toBe(true);
    expect(entry.error).toMatchObject({ status: 404 });
    page.unsubscribe();
  });

  it("refreshes an edited child's page even when no page was watching it", async () => {
    let name = 'Maya';
    const { calls, record } = recorder();
    handlers.children.child(record(() => ({ ...maya, name })));
    handlers.children.updateChild(
      record(() => {
        name = 'Maya Rose';
        return { ...maya, name };
      }),
    );
    const store = createStore();
    const page = store.dispatch(childrenApi.endpoints.getChild.initiate(1));
    await page;
    page.unsubscribe();
    await store.dispatch(childrenApi.endpoints.updateChild.initiate({ childId: 1, changes: { name: 'Maya Rose' } }));
    await settle(store);
    const again = store.dispatch(childrenApi.endpoints.getChild.initiate(1));
    expect((await again).data?.name).toBe('Maya Rose');
    expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2);
    again.unsubscribe();
  });
});
