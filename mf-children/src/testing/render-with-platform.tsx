export { mockApi, renderWithPlatform, testUser, type MockCall } from '@flourishly/platform/testing';
