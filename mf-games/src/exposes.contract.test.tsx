import { describeRemoteContract } from '@flourishly/platform/testing/remote-contract';
import { join } from 'node:path';

// Renaming an expose or changing an exposed module's props fails here (and in the type check) before a release.
describeRemoteContract('mf_games', join(__dirname, '..'), {
  'mf_games/GamesTab': () => import('./exposes/GamesTab'),
  'mf_games/GamePlayPage': () => import('./exposes/GamePlayPage'),
  'mf_games/GamesCard': () => import('./exposes/GamesCard'),
});
