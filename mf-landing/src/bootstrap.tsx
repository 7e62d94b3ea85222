import { LEGAL_PAGE_IDS, paths, renderStandalone } from '@flourishly/platform';
import { DeviceLocaleRoot } from '@flourishly/platform/device-locale';
import { LandingPage } from './exposes/LandingPage';
import { LegalPage } from './exposes/LegalPage';

// Standalone page for this remote's own dev server: one route per exposed module. The landing
// page follows this device's language, as in the shell's landing start.
const landing = (
  <DeviceLocaleRoot>
    <LandingPage />
  </DeviceLocaleRoot>
);
void renderStandalone([
  { path: '/', element: landing },
  { path: '/LandingPage/*', element: landing },
  ...LEGAL_PAGE_IDS.map((id) => ({ path: paths[id], element: <LegalPage page={id} /> })),
]);
