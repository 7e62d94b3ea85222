import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { CHILD_ROLE_LABELS, MEMBER_ROLES, type ChildRole, type MemberRole } from '@flourishly/contracts';
import {
  Button,
  errorMessage,
  MutedText,
  paths,
  useCancelInvitationMutation,
  useCreateInvitationMutation,
  useGetChildInvitationsQuery,
  useGetChildMembersQuery,
  useRemoveMemberMutation,
  useSession,
  useToast,
  useUpdateMemberRoleMutation,
  VisuallyHidden,
} from '@flourishly/platform';
import { Dialog } from '@flourishly/platform/dialog';
import { StyledInput, StyledLabel, StyledSelect } from '@flourishly/platform/forms';

const StyledList = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space.md};
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.sm} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li > span:first-child {
    flex: 1 1 160px;
  }
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
  /* A select is as wide as its longest option: keep it inside the dialog on a phone. */
  & > div {
    display: flex;
    flex-direction: column;
    flex: 1 1 220px;
    min-width: 0;
  }
  select {
    width: 100%;
    max-width: 100%;
  }
`;

const StyledHeading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.xs};
`;

export interface SharingDialogProps {
  childId: number;
  childName: string;
  /** The signed-in user's role on the child. */
  userRole: ChildRole;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const formatDate = (iso: string) => new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/** Owner's controls: change a member's role, remove them. */
function MemberControls({ childId, userId, fullName, role }: { childId: number; userId: number; fullName: string; role: MemberRole }) {
  const selectId = useId();
  const { toast } = useToast();
  const [updateRole, { isLoading: saving }] = useUpdateMemberRoleMutation();
  const [removeMember, { isLoading: removing }] = useRemoveMemberMutation();
  const run = async (action: () => Promise<unknown>, success: string) => {
    try {
      await action();
      toast({ title: success });
    } catch (error) {
      toast({ title: 'Could not change access', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  };
  return (
    <>
      <VisuallyHidden as="label" htmlFor={selectId}>
        Role of {fullName}
      </VisuallyHidden>
      <StyledSelect
        id={selectId}
        value={role}
        disabled={saving}
        onChange={(event) =>
          void run(
            () => updateRole({ childId, userId, role: event.target.value as MemberRole }).unwrap(),
            `${fullName} is now a ${CHILD_ROLE_LABELS[event.target.value as MemberRole].label.toLowerCase()}`,
          )
        }
        style={{ width: 'auto' }}
      >
        {MEMBER_ROLES.map((option) => (
          <option key={option} value={option}>
            {CHILD_ROLE_LABELS[option].label}
          </option>
        ))}
      </StyledSelect>
      <Button
        $variant="ghost"
        $size="sm"
        disabled={removing}
        onClick={() => void run(() => removeMember({ childId, userId }).unwrap(), `${fullName} no longer has access`)}
      >
        Remove {fullName}
      </Button>
    </>
  );
}

/** The owner's pending links and the form that makes a new one, with copy and share. */
function Invitations({ childId, childName }: { childId: number; childName: string }) {
  const roleId = useId();
  const linkId = useId();
  const { toast } = useToast();
  const [role, setRole] = useState<MemberRole>('caregiver');
  const [link, setLink] = useState<string | null>(null);
  const { data: pending = [] } = useGetChildInvitationsQuery(childId);
  const [createInvitation, { isLoading: creating }] = useCreateInvitationMutation();
  const [cancelInvitation] = useCancelInvitationMutation();

  const create = async () => {
    try {
      const created = await createInvitation({ childId, role }).unwrap();
      setLink(`${window.location.origin}/invite/${created.token}`);
    } catch (error) {
      toast({ title: 'Could not create the link', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  };
  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      toast({ title: 'Link copied' });
    } catch {
      toast({ title: 'Copy the link from the box', variant: 'destructive' });
    }
  };
  const share = async () => {
    if (!link) return;
    try {
      await navigator.share({ title: `${childName} on Flourishly`, text: `Join ${childName}'s profile on Flourishly`, url: link });
    } catch {
      // The person closed the share sheet: nothing to do.
    }
  };
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  return (
    <section aria-labelledby={`${roleId}-heading`}>
      <StyledHeading id={`${roleId}-heading`}>Invite someone</StyledHeading>
      <MutedText>A link works once, for 7 days. Anyone who opens it can accept it, so send it only to the person you mean.</MutedText>
      <StyledRow>
        <div>
          <StyledLabel htmlFor={roleId}>Their role</StyledLabel>
          <StyledSelect id={roleId} value={role} onChange={(event) => setRole(event.target.value as MemberRole)}>
            {MEMBER_ROLES.map((option) => (
              <option key={option} value={option}>
                {CHILD_ROLE_LABELS[option].label}: {CHILD_ROLE_LABELS[option].description}
              </option>
            ))}
          </StyledSelect>
        </div>
        <Button onClick={() => void create()} disabled={creating}>
          {creating ? 'Creating...' : 'Create invitation link'}
        </Button>
      </StyledRow>
      {link ? (
        <StyledRow>
          <div style={{ flex: '1 1 240px' }}>
            <StyledLabel htmlFor={linkId}>Invitation link</StyledLabel>
            <StyledInput id={linkId} value={link} readOnly onFocus={(event) => event.currentTarget.select()} />
          </div>
          <Button $variant="secondary" onClick={() => void copy()}>
            Copy link
          </Button>
          {canShare ? (
            <Button $variant="secondary" onClick={() => void share()}>
              Share...
            </Button>
          ) : null}
        </StyledRow>
      ) : null}
      {pending.length > 0 ? (
        <>
          <StyledHeading as="h4">Pending invitations</StyledHeading>
          <StyledList aria-label="Pending invitations">
            {pending.map((invitation) => (
              <li key={invitation.id}>
                <span>
                  {CHILD_ROLE_LABELS[invitation.role].label} link, expires {formatDate(invitation.expiresAt)}
                </span>
                <Button
                  $variant="ghost"
                  $size="sm"
                  onClick={() =>
                    void cancelInvitation({ childId, invitationId: invitation.id })
                      .unwrap()
                      .then(() => toast({ title: 'Invitation cancelled' }))
                      .catch((error: unknown) =>
                        toast({ title: 'Could not cancel', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
                      )
                  }
                >
                  Cancel {CHILD_ROLE_LABELS[invitation.role].label.toLowerCase()} invitation
                </Button>
              </li>
            ))}
          </StyledList>
        </>
      ) : null}
    </section>
  );
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
