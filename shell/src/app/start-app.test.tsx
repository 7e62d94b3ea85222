import { mockApi } from '@flourishly/platform/testing/api-mock';
import { startApp } from './start-app';

// The federation runtime is not started in jsdom; the pages' remotes draw a placeholder.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(async () => ({ default: () => <p>Remote page</p> })),
  registerRemotes: jest.fn(),
}));

describe('startApp', () => {
  const config = { appHost: '', remotes: [] };

  it("asks a signed-in parent's child list at once, before any page asks it", async () => {
    const calls = mockApi((call) => (call.url === '/api/users/4/child-profiles' ? { status: 200, body: [] } : undefined));
    const container = document.createElement('div');
    startApp(container, config, { status: 'signed-in', user: { id: 4, fullName: 'Maya Patel' } as never });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls.map((call) => call.url)).toContain('/api/users/4/child-profiles');
  });

  it('asks nothing of the kind for a visitor who is signed out', async () => {
    const calls = mockApi(() => undefined);
    startApp(document.createElement('div'), config, { status: 'signed-out' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls.filter((call) => call.url.includes('child-profiles'))).toEqual([]);
  });
});
