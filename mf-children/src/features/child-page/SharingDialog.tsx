import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { ChildRole } from '@flourishly/contracts';
import {
  Button,
  errorText,
  Messages,
  MutedText,
  paths,
  useGetChildMembersQuery,
  useRemoveMemberMutation,
  useSession,
  useToast,
} from '@flourishly/platform';
import { Dialog } from '@flourishly/platform/dialog';
import { Invitations } from './Invitations';
import { MemberControls } from './MemberControls';
import { sharingMessages } from './sharing/messages';
import { StyledHeading, StyledList } from './sharing-styles';

export interface SharingDialogProps {
  childId: number;
  childName: string;
  /** The signed-in user's role on the child. */
  userRole: ChildRole;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The "Sharing" dialog of the child page (SharingPanel.tsx loads it when first opened), listing
 * who has access. The owner changes roles, removes people and creates invitation links (copy, or
 * the phone's share sheet where the Web Share API exists); a caregiver sees the list; anyone but
 * the owner may leave. In the parent's language, with the dialog's own catalog.
 */
export function SharingDialog(props: SharingDialogProps) {
  return (
    <Messages catalog={sharingMessages}>
      <SharingDialogContent {...props} />
    </Messages>
  );
}

function SharingDialogContent({ childId, childName, userRole: role, open, onOpenChange: setOpen }: SharingDialogProps) {
  const intl = useIntl();
  const { user } = useSession();
  const navigate = useNavigate();
  const { toast } = useToast();
  const isOwner = role === 'owner';
  const { data: members = [], isLoading } = useGetChildMembersQuery(childId, { skip: !open || role === 'viewer' });
  const [removeMember, { isLoading: leaving }] = useRemoveMemberMutation();

  const leave = async () => {
    if (!user) return;
    try {
      await removeMember({ childId, userId: user.id }).unwrap();
      setOpen(false);
      toast({ title: intl.formatMessage({ id: 'children.sharing.left' }, { name: childName }) });
      navigate(paths.home);
    } catch (error) {
      toast({
        title: intl.formatMessage({ id: 'children.sharing.leaveFailed' }),
        description: errorText(intl, error, intl.formatMessage({ id: 'children.sharing.tryAgain' })),
        variant: 'destructive',
      });
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={intl.formatMessage({ id: 'children.sharing.title' }, { name: childName })}
      description={
        isOwner
          ? intl.formatMessage({ id: 'children.sharing.ownerDescription' })
          : intl.formatMessage({ id: 'children.sharing.memberDescription' }, { role })
      }
    >
      {role !== 'viewer' ? (
        <section aria-label={intl.formatMessage({ id: 'children.sharing.people' })}>
          <StyledHeading>
            <FormattedMessage id="children.sharing.people" />
          </StyledHeading>
          {isLoading ? (
            <MutedText>
              <FormattedMessage id="children.sharing.loading" />
            </MutedText>
          ) : (
            <StyledList>
              {members.map((member) => (
                <li key={member.userId}>
                  <span>
                    {member.userId === user?.id ? (
                      <FormattedMessage id="children.sharing.you" values={{ name: member.fullName }} />
                    ) : (
                      member.fullName
                    )}
                  </span>
                  {isOwner && member.role !== 'owner' ? (
                    <MemberControls childId={childId} userId={member.userId} fullName={member.fullName} role={member.role} />
                  ) : (
                    <span>
                      <FormattedMessage id="children.sharing.role" values={{ role: member.role }} />
                    </span>
                  )}
                </li>
              ))}
            </StyledList>
          )}
        </section>
      ) : null}
      {isOwner ? <Invitations childId={childId} childName={childName} /> : null}
      {!isOwner ? (
        <Button $variant="danger" onClick={() => void leave()} disabled={leaving}>
          <FormattedMessage id="children.sharing.leave" values={{ name: childName }} />
        </Button>
      ) : null}
    </Dialog>
  );
}
