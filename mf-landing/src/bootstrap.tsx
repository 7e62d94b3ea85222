import { LEGAL_PAGE_IDS, paths, renderStandalone } from '@flourishly/platform';
import { LandingPage } from './exposes/LandingPage';
import { LegalPage } from './exposes/LegalPage';

// Standalone page for this remote's own dev server: one route per exposed module.
void renderStandalone([
  { path: '/', element: <LandingPage /> },
  { path: '/LandingPage/*', element: <LandingPage /> },
  ...LEGAL_PAGE_IDS.map((id) => ({ path: paths[id], element: <LegalPage page={id} /> })),
]);
