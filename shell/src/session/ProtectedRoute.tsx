import { useIntl } from 'react-intl';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths, Spinner, useSession } from '@flourishly/platform';
import { useProfileGate } from './useProfileGate';

/**
 * Protected routes (docs/product.md): a spinner while the user loads, a redirect to
 * /auth (remembering where the visitor was going) when nobody is signed in, and the profile
 * gate once signed in.
 */
export function ProtectedRoute() {
  const intl = useIntl();
  const session = useSession();
  const location = useLocation();
  useProfileGate(session.user, location.pathname);
  if (session.status === 'loading') return <Spinner label={intl.formatMessage({ id: 'shell.loadingAccount' })} fullPage />;
  if (session.status === 'signed-out') {
    return <Navigate to={paths.auth} replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return <Outlet />;
}
