export { mockApi, renderWithPlatform, testUser, type MockCall } from '@flourishly/platform/src/testing/render-with-platform';
