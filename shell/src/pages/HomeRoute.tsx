import { useLocation } from 'react-router-dom';
import { RemoteComponent, Spinner, useSession } from '@flourishly/platform';
import { AppLayout } from '../layout/AppLayout';
import { useRuntimeConfig } from '../app/runtime-config';
import { useProfileGate } from '../session/useProfileGate';

/**
 * `/` (docs/product.md): the landing page for a signed-out visitor, the parent dashboard in the
 * app layout for a signed-in one, a spinner while the session loads.
 */
export function HomeRoute() {
  const session = useSession();
  const { pathname } = useLocation();
  const { appHost } = useRuntimeConfig();
  useProfileGate(session.user, pathname);
  if (session.status === 'loading') return <Spinner fullPage />;
  // The landing page links Log In / Get Started to sign-in / sign-up on the app host ('' = here).
  if (session.status === 'signed-out') return <RemoteComponent remoteId="mf_landing/LandingPage" props={{ appHost }} />;
  return (
    <AppLayout>
      <RemoteComponent remoteId="mf_dashboard/ParentDashboard" />
    </AppLayout>
  );
}
