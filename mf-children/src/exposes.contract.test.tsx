import { describeRemoteContract } from '@flourishly/platform/testing/remote-contract';
import { join } from 'node:path';

// Renaming an expose or changing an exposed module's props fails here (and in the type check) before a release.
describeRemoteContract('mf_children', join(__dirname, '..'), {
  'mf_children/ChildPage': () => import('./exposes/ChildPage'),
  'mf_children/ChildrenPage': () => import('./exposes/ChildrenPage'),
  'mf_children/EditChildPage': () => import('./exposes/EditChildPage'),
  'mf_children/AddChildDialog': () => import('./exposes/AddChildDialog'),
});
