import { useId } from 'react';
import { CHILD_ROLE_LABELS, MEMBER_ROLES, type MemberRole } from '@flourishly/contracts';
import { Button, errorMessage, useRemoveMemberMutation, useToast, useUpdateMemberRoleMutation, VisuallyHidden } from '@flourishly/platform';
import { StyledSelect } from '@flourishly/platform/forms';

/** Owner's controls: change a member's role, remove them. */
export function MemberControls({
  childId,
  userId,
  fullName,
  role,
}: {
  childId: number;
  userId: number;
  fullName: string;
  role: MemberRole;
}) {
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
