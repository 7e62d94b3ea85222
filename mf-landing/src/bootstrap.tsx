import { renderStandalone } from '@flourishly/platform';
import { LandingPage } from './exposes/LandingPage';

// Standalone page for this remote's own dev server: one route per exposed module.
void renderStandalone([
  { path: '/', element: <LandingPage /> },
  { path: '/LandingPage/*', element: <LandingPage /> },
]);
