export * from '@flourishly/platform/testing';
