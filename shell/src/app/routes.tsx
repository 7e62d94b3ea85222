import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import {
  ChildIdRoute,
  LEGAL_PAGE_IDS,
  paths,
  RemoteComponent,
  ROUTE_PATTERNS,
  remoteRoutes,
  Spinner,
  type RemoteModuleId,
} from '@flourishly/platform';
import { AuthRoute } from '../auth/AuthRoute';
import { AppLayout } from '../layout/AppLayout';
import { HomeRoute } from '../pages/HomeRoute';
import { LegalRoute } from '../pages/LegalRoute';
import { NotFoundPage } from '../pages/NotFoundPage';
import { ProtectedRoute } from '../session/ProtectedRoute';

/**
 * A shell page in its own chunk, loaded when first shown: the forms' validation schemas (and
 * with them zod) stay out of every other page's first render (docs/architecture.md, "Page budgets").
 */
function lazyPage<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const Page = lazy(async () => ({ default: await load() }));
  return function LazyPage(props: Props) {
    return (
      <Suspense fallback={<Spinner fullPage />}>
        <Page {...props} />
      </Suspense>
    );
  };
}

const InviteRoute = lazyPage(async () => (await import('../pages/InviteRoute')).InviteRoute);
const ForgotPasswordPage = lazyPage(async () => (await import('../auth/ForgotPasswordPage')).ForgotPasswordPage);
const ResetPasswordPage = lazyPage(async () => (await import('../auth/ResetPasswordPage')).ResetPasswordPage);
const NotificationsPage = lazyPage(async () => (await import('../pages/NotificationsPage')).NotificationsPage);
const SharedReportRoute = lazyPage(async () => (await import('../pages/SharedReportRoute')).SharedReportRoute);
const AccountSettingsPage = lazyPage(async () => (await import('../profile/AccountSettingsPage')).AccountSettingsPage);
const ProfilePage = lazyPage(async () => (await import('../profile/AccountSettingsPage')).ProfilePage);
const HelpPage = lazyPage(async () => (await import('../pages/HelpPage')).HelpPage);
const ProfileCompletionPage = lazyPage(async () => (await import('../profile/ProfileCompletionPage')).ProfileCompletionPage);

/** A federated page: `remote` is '<container>/<expose>'. */
const remotePage = (remote: RemoteModuleId) => <RemoteComponent remoteId={remote} />;

/** A federated page that receives the route's childId; a non-numeric id is 'Child Not Found'. */
function ChildRemotePage({ remote }: { remote: RemoteModuleId }) {
  return <ChildIdRoute render={(childId) => <RemoteComponent remoteId={remote} props={{ childId }} />} />;
}

const AUTH_ALIASES = [paths.auth, paths.login, paths.signin, paths.register, paths.signup];

/**
 * The route table of docs/product.md. `/` decides between landing and dashboard itself; the
 * auth screens and the legal notices are public; everything else is protected and framed by
 * the app layout.
 */
export const appRoutes: RouteObject[] = [
  { path: paths.home, element: <HomeRoute /> },
  ...AUTH_ALIASES.map((path) => ({ path, element: <AuthRoute /> })),
  // A way back into an account: public, signed in or out.
  { path: paths.forgotPassword, element: <ForgotPasswordPage /> },
  { path: paths.resetPassword, element: <ResetPasswordPage /> },
  // The legal notices: public, signed in or out.
  ...LEGAL_PAGE_IDS.map((id) => ({ path: paths[id], element: <LegalRoute page={id} /> })),
  // Help: public, signed in or out.
  { path: paths.help, element: <HelpPage /> },
  // A report link for a doctor or teacher: public, no account needed.
  { path: ROUTE_PATTERNS.sharedReport, element: <SharedReportRoute /> },
  // An invitation: public, so a signed-out invitee sees who invites them before joining.
  { path: ROUTE_PATTERNS.invite, element: <InviteRoute /> },
  {
    element: <ProtectedRoute />,
    children: [
      {
        element: <AppLayout />,
        children: [
          { path: paths.profileCompletion, element: <ProfileCompletionPage /> },
          { path: paths.profile, element: <ProfilePage /> },
          { path: paths.settings, element: <AccountSettingsPage /> },
          { path: paths.notifications, element: <NotificationsPage /> },
          // The remotes' pages, as their contract declares them (packages/platform/src/federation/remote-contracts.ts).
          ...remoteRoutes().map(({ path, id, takesChildId }) => ({
            path,
            element: takesChildId ? <ChildRemotePage remote={id} /> : remotePage(id),
          })),
        ],
      },
    ],
  },
  { path: '/home', element: <Navigate to={paths.home} replace /> },
  // docs/product.md, game play: "If gameId or childId is missing, redirect to /".
  { path: paths.games, element: <Navigate to={paths.home} replace /> },
  { path: '*', element: <NotFoundPage /> },
];
