import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths, Spinner, useSession } from '@flourishly/platform';
import { useExternalAuthHost } from '../app/runtime-config';
import { RedirectScreen, type RedirectKind } from './RedirectScreen';

// Its own chunk: the forms' schemas (and zod) stay out of other pages' first render
// (docs/architecture.md, "Page budgets").
const AuthPage = lazy(async () => ({ default: (await import('./AuthPage')).AuthPage }));

const REDIRECT_KIND_BY_PATH: Record<string, RedirectKind> = {
  [paths.auth]: 'portal',
  [paths.login]: 'login',
  [paths.signin]: 'login',
  [paths.register]: 'registration',
  [paths.signup]: 'registration',
};

/**
 * /auth, /login, /signin, /register, /signup: the redirect screens when APP_HOST is another
 * origin; otherwise the sign-in and registration screen here. Signed-in users go home, or back
 * to the invitation that sent them here, so signing in or registering to accept one returns to it.
 */
export function AuthRoute() {
  const { pathname, state } = useLocation() as { pathname: string; state: { from?: string } | null };
  const externalHost = useExternalAuthHost();
  const session = useSession();
  if (externalHost) return <RedirectScreen kind={REDIRECT_KIND_BY_PATH[pathname] ?? 'portal'} host={externalHost} />;
  if (session.status === 'loading') return <Spinner fullPage />;
  if (session.status === 'signed-in') {
    return <Navigate to={state?.from?.startsWith('/invite/') ? state.from : paths.home} replace />;
  }
  const initialTab = pathname === paths.register || pathname === paths.signup ? 'register' : 'login';
  return (
    <Suspense fallback={<Spinner fullPage />}>
      <AuthPage initialTab={initialTab} />
    </Suspense>
  );
}
