import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ACCESS_MESSAGES } from '@flourishly/contracts';
import { errorMessage, getHref, MutedText, paths, Spinner, useGetPublicInvitationPreviewQuery, useSession } from '@flourishly/platform';
import { AuthCard } from '../auth/AuthCard';
import { AuthForms, type AuthTab } from '../auth/AuthPage';
import { AppLayout } from '../layout/AppLayout';
import { InvitePage } from './InvitePage';

/**
 * A signed-out visitor of /invite/{token}: who invites them to which child, by first names
 * (GET /api/invitation-previews/{token}), and the forms to create an account (first) or sign
 * in, which come back here to accept. A link that cannot be used says so, with a way to sign in.
 */
function InviteWelcome({ token }: { token: string }) {
  const { data: preview, error, isLoading } = useGetPublicInvitationPreviewQuery(token);
  const [tab, setTab] = useState<AuthTab>('register');
  if (isLoading) return <Spinner label="Loading invitation" fullPage />;
  if (!preview) {
    return (
      <AuthCard title="Invitation not available">
        <p role="alert">{errorMessage(error, ACCESS_MESSAGES.invitationNotFound)}</p>
        <p>
          Ask whoever invited you for a new link, or <Link to={paths.auth}>Sign in</Link>.
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={`${preview.invitedBy} invited you to see ${preview.childName}`}>
      <MutedText>
        Create a free account or sign in, then accept the invitation to follow {preview.childName}'s development with {preview.invitedBy} on
        Flourishly.
      </MutedText>
      <AuthForms tab={tab} onTabChange={setTab} returnPath={getHref.invite(token)} />
    </AuthCard>
  );
}

/**
 * /invite/{token}, public: signed out, the invitation's context and the forms to join; signed
 * in, the invitation page in the app frame (no profile gate here: docs/product.md, "Families").
 */
export function InviteRoute() {
  const { token = '' } = useParams();
  const session = useSession();
  if (session.status === 'loading') return <Spinner label="Loading" fullPage />;
  if (session.status === 'signed-out') return <InviteWelcome token={token} />;
  return (
    <AppLayout>
      <InvitePage />
    </AppLayout>
  );
}
