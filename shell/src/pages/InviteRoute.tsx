import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { ACCESS_MESSAGES } from '@flourishly/contracts';
import {
  getHref,
  Messages,
  MutedText,
  paths,
  Spinner,
  translateContractText,
  useContractTexts,
  useErrorText,
  useGetPublicInvitationPreviewQuery,
  useSession,
} from '@flourishly/platform';
import { AuthCard } from '../auth/AuthCard';
import { AuthForms, type AuthTab } from '../auth/AuthPage';
import { authMessages } from '../auth/messages';
import { AppLayout } from '../layout/AppLayout';
import { InvitePage } from './InvitePage';
import { pagesMessages } from './messages';

/**
 * A signed-out visitor of /invite/{token}: who invites them to which child, by first names
 * (GET /api/invitation-previews/{token}), and the forms to create an account (first) or sign
 * in, which come back here to accept. A link that cannot be used says so, with a way to sign in.
 */
function InviteWelcome({ token }: { token: string }) {
  const intl = useIntl();
  useContractTexts(intl);
  const errorText = useErrorText();
  const { data: preview, error, isLoading } = useGetPublicInvitationPreviewQuery(token);
  const [tab, setTab] = useState<AuthTab>('register');
  if (isLoading) return <Spinner label={intl.formatMessage({ id: 'shell.invite.loading' })} fullPage />;
  if (!preview) {
    return (
      <AuthCard title={<FormattedMessage id="shell.invite.unavailable" />}>
        <p role="alert">{errorText(error, translateContractText(intl, ACCESS_MESSAGES.invitationNotFound))}</p>
        <p>
          <FormattedMessage id="shell.invite.askAgain" values={{ signin: (text: ReactNode) => <Link to={paths.auth}>{text}</Link> }} />
        </p>
      </AuthCard>
    );
  }
  const names = { invitedBy: preview.invitedBy, childName: preview.childName };
  return (
    <AuthCard title={<FormattedMessage id="shell.invite.welcomeTitle" values={names} />}>
      <MutedText>
        <FormattedMessage id="shell.invite.welcomeLead" values={names} />
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
  if (session.status === 'loading') return <Spinner fullPage />;
  if (session.status === 'signed-out') {
    return (
      <Messages catalog={authMessages}>
        <Messages catalog={pagesMessages}>
          <InviteWelcome token={token} />
        </Messages>
      </Messages>
    );
  }
  return (
    <AppLayout>
      <Messages catalog={pagesMessages}>
        <InvitePage />
      </Messages>
    </AppLayout>
  );
}
