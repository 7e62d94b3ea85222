import { useNavigate } from 'react-router-dom';
import { CHILD_ROLE_LABELS, type ChildRole } from '@flourishly/contracts';
import {
  Button,
  errorMessage,
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
 * the owner may leave.
 */
export function SharingDialog({ childId, childName, userRole: role, open, onOpenChange: setOpen }: SharingDialogProps) {
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
      toast({ title: `You left ${childName}'s profile` });
      navigate(paths.home);
    } catch (error) {
      toast({ title: 'Could not leave', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={`Sharing ${childName}'s profile`}
      description={
        isOwner
          ? 'Give another parent, a grandparent or a nanny access to this profile.'
          : `You are a ${CHILD_ROLE_LABELS[role].label.toLowerCase()}: ${CHILD_ROLE_LABELS[role].description.toLowerCase()}.`
      }
    >
      {role !== 'viewer' ? (
        <section aria-label="People with access">
          <StyledHeading>People with access</StyledHeading>
          {isLoading ? (
            <MutedText>Loading...</MutedText>
          ) : (
            <StyledList>
              {members.map((member) => (
                <li key={member.userId}>
                  <span>
                    {member.fullName}
                    {member.userId === user?.id ? ' (you)' : ''}
                  </span>
                  {isOwner && member.role !== 'owner' ? (
                    <MemberControls childId={childId} userId={member.userId} fullName={member.fullName} role={member.role} />
                  ) : (
                    <span>{CHILD_ROLE_LABELS[member.role].label}</span>
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
          Leave {childName}'s profile
        </Button>
      ) : null}
    </Dialog>
  );
}
