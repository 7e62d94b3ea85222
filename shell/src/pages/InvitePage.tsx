import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { ACCESS_MESSAGES, type ChildRole } from '@flourishly/contracts';
import {
  Button,
  ButtonLink,
  Card,
  getHref,
  MutedText,
  PAGE_CONTENT,
  PageContainer,
  PageTitle,
  paths,
  Spinner,
  translateContractText,
  useAcceptInvitationMutation,
  useContractTexts,
  useErrorText,
  useGetInvitationQuery,
  useToast,
} from '@flourishly/platform';

/** A role's name and what it may do, as the invitation sentence says them. */
const ROLE_MESSAGES: Record<ChildRole, { role: string; rights: string }> = {
  owner: { role: 'shell.invite.role.owner', rights: 'shell.invite.rights.owner' },
  caregiver: { role: 'shell.invite.role.caregiver', rights: 'shell.invite.rights.caregiver' },
  viewer: { role: 'shell.invite.role.viewer', rights: 'shell.invite.rights.viewer' },
};

/**
 * /invite/{token}: who invites whom for which child, and Accept. Protected, so a signed-out
 * visitor signs in (or registers) first and comes back here. A link that is unknown, expired,
 * used or cancelled says so; someone who already has access is sent to the child. In the pages'
 * messages (InviteRoute).
 */
export function InvitePage() {
  const intl = useIntl();
  useContractTexts(intl);
  const errorText = useErrorText();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { toast } = useToast();
  const { data: invitation, error, isLoading } = useGetInvitationQuery(token);
  const [accept, { isLoading: accepting }] = useAcceptInvitationMutation();

  const onAccept = async () => {
    try {
      const { childId } = await accept(token).unwrap();
      toast({ title: intl.formatMessage({ id: 'shell.invite.accepted' }, { childName: invitation?.childName ?? '' }) });
      navigate(getHref.child(childId), { replace: true });
    } catch (acceptError) {
      toast({
        title: intl.formatMessage({ id: 'shell.invite.acceptFailed' }),
        description: errorText(acceptError, intl.formatMessage({ id: 'shell.invite.tryAgain' })),
        variant: 'destructive',
      });
    }
  };

  if (isLoading) return <Spinner label={intl.formatMessage({ id: 'shell.invite.loading' })} fullPage />;
  return (
    <PageContainer>
      <Card aria-labelledby="invite-title" style={{ maxWidth: 560 }}>
        {invitation ? (
          <>
            <PageTitle id="invite-title" elementtiming={PAGE_CONTENT}>
              <FormattedMessage id="shell.invite.title" values={{ childName: invitation.childName }} />
            </PageTitle>
            <p>
              <FormattedMessage
                id="shell.invite.invites"
                values={{
                  invitedBy: invitation.invitedBy,
                  childName: invitation.childName,
                  role: intl.formatMessage({ id: ROLE_MESSAGES[invitation.role].role }),
                  rights: intl.formatMessage({ id: ROLE_MESSAGES[invitation.role].rights }),
                  strong: (text: ReactNode) => <strong>{text}</strong>,
                }}
              />
            </p>
            <MutedText>
              <FormattedMessage
                id="shell.invite.expires"
                values={{ date: intl.formatDate(invitation.expiresAt, { day: 'numeric', month: 'long', year: 'numeric' }) }}
              />
            </MutedText>
            <Button onClick={() => void onAccept()} disabled={accepting}>
              <FormattedMessage id={accepting ? 'shell.invite.accepting' : 'shell.invite.accept'} />
            </Button>
          </>
        ) : (
          <>
            <PageTitle id="invite-title" elementtiming={PAGE_CONTENT}>
              <FormattedMessage id="shell.invite.unavailable" />
            </PageTitle>
            <p role="alert">{errorText(error, translateContractText(intl, ACCESS_MESSAGES.invitationNotFound))}</p>
            <ButtonLink to={paths.home}>
              <FormattedMessage id="shell.invite.dashboard" />
            </ButtonLink>
          </>
        )}
      </Card>
    </PageContainer>
  );
}
