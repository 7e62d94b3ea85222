import { useNavigate, useParams } from 'react-router-dom';
import { ACCESS_MESSAGES, CHILD_ROLE_LABELS } from '@flourishly/contracts';
import {
  Button,
  ButtonLink,
  Card,
  errorMessage,
  getHref,
  MutedText,
  PAGE_CONTENT,
  PageContainer,
  PageTitle,
  paths,
  Spinner,
  useAcceptInvitationMutation,
  useGetInvitationQuery,
  useToast,
} from '@flourishly/platform';

/**
 * /invite/{token}: who invites whom for which child, and Accept. Protected, so a signed-out
 * visitor signs in (or registers) first and comes back here. A link that is unknown, expired,
 * used or cancelled says so; someone who already has access is sent to the child.
 */
export function InvitePage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { toast } = useToast();
  const { data: invitation, error, isLoading } = useGetInvitationQuery(token);
  const [accept, { isLoading: accepting }] = useAcceptInvitationMutation();

  const onAccept = async () => {
    try {
      const { childId } = await accept(token).unwrap();
      toast({ title: `You can now see ${invitation?.childName ?? 'the child'}'s profile` });
      navigate(getHref.child(childId), { replace: true });
    } catch (acceptError) {
      toast({
        title: 'Could not accept the invitation',
        description: errorMessage(acceptError, 'Please try again.'),
        variant: 'destructive',
      });
    }
  };

  if (isLoading) return <Spinner label="Loading invitation" fullPage />;
  return (
    <PageContainer>
      <Card aria-labelledby="invite-title" style={{ maxWidth: 560 }}>
        {invitation ? (
          <>
            <PageTitle id="invite-title" elementtiming={PAGE_CONTENT}>
              Join {invitation.childName}'s profile
            </PageTitle>
            <p>
              {invitation.invitedBy} invites you to {invitation.childName}'s profile on Flourishly as a{' '}
              <strong>{CHILD_ROLE_LABELS[invitation.role].label.toLowerCase()}</strong>:{' '}
              {CHILD_ROLE_LABELS[invitation.role].description.toLowerCase()}.
            </p>
            <MutedText>This invitation expires on {new Date(invitation.expiresAt).toLocaleDateString()}.</MutedText>
            <Button onClick={() => void onAccept()} disabled={accepting}>
              {accepting ? 'Accepting...' : 'Accept invitation'}
            </Button>
          </>
        ) : (
          <>
            <PageTitle id="invite-title" elementtiming={PAGE_CONTENT}>
              Invitation not available
            </PageTitle>
            <p role="alert">{errorMessage(error, ACCESS_MESSAGES.invitationNotFound)}</p>
            <ButtonLink to={paths.home}>Go to your dashboard</ButtonLink>
          </>
        )}
      </Card>
    </PageContainer>
  );
}
