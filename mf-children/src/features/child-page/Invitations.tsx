import { useId } from 'react';
import { CHILD_ROLE_LABELS, MEMBER_ROLES, type MemberRole } from '@flourishly/contracts';
import { Button, errorMessage, MutedText, useCancelInvitationMutation, useGetChildInvitationsQuery, useToast } from '@flourishly/platform';
import { StyledInput, StyledLabel, StyledSelect } from '@flourishly/platform/forms';
import { StyledHeading, StyledList, StyledRow } from './sharing-styles';
import { useInvitationLink } from './useInvitationLink';

const formatDate = (iso: string) => new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/** The owner's pending links and the form that makes a new one, with copy and share. */
export function Invitations({ childId, childName }: { childId: number; childName: string }) {
  const roleId = useId();
  const linkId = useId();
  const { toast } = useToast();
  const { data: pending = [] } = useGetChildInvitationsQuery(childId);
  const [cancelInvitation] = useCancelInvitationMutation();
  const { role, setRole, link, creating, create, copy, share, canShare } = useInvitationLink(childId, childName);

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
