import { describeRemoteContract } from '@flourishly/platform/testing/remote-contract';
import { join } from 'node:path';

// Renaming an expose or changing an exposed module's props fails here (and in the type check) before a release.
describeRemoteContract('mf_landing', join(__dirname, '..'), {
  'mf_landing/LandingPage': () => import('./exposes/LandingPage'),
  'mf_landing/LegalPage': () => import('./exposes/LegalPage'),
});
