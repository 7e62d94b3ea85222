import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MEMBER_ROLES, type MemberRole } from '@flourishly/contracts';
import { Button, errorText, useRemoveMemberMutation, useToast, useUpdateMemberRoleMutation, VisuallyHidden } from '@flourishly/platform';
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
  const intl = useIntl();
  const selectId = useId();
  const { toast } = useToast();
  const [updateRole, { isLoading: saving }] = useUpdateMemberRoleMutation();
  const [removeMember, { isLoading: removing }] = useRemoveMemberMutation();
  const run = async (action: () => Promise<unknown>, success: string) => {
    try {
      await action();
      toast({ title: success });
    } catch (error) {
      toast({
        title: intl.formatMessage({ id: 'children.sharing.changeFailed' }),
        description: errorText(intl, error, intl.formatMessage({ id: 'children.sharing.tryAgain' })),
        variant: 'destructive',
      });
    }
  };
  return (
    <>
      <VisuallyHidden as="label" htmlFor={selectId}>
        <FormattedMessage id="children.sharing.roleOf" values={{ name: fullName }} />
      </VisuallyHidden>
      <StyledSelect
        id={selectId}
        value={role}
        disabled={saving}
        onChange={(event) =>
          void run(
            () => updateRole({ childId, userId, role: event.target.value as MemberRole }).unwrap(),
            intl.formatMessage({ id: 'children.sharing.roleChanged' }, { name: fullName, role: event.target.value }),
          )
        }
        style={{ width: 'auto' }}
      >
        {MEMBER_ROLES.map((option) => (
          <option key={option} value={option}>
            {intl.formatMessage({ id: 'children.sharing.role' }, { role: option })}
          </option>
        ))}
      </StyledSelect>
      <Button
        $variant="ghost"
        $size="sm"
        disabled={removing}
        onClick={() =>
          void run(
            () => removeMember({ childId, userId }).unwrap(),
            intl.formatMessage({ id: 'children.sharing.removed' }, { name: fullName }),
          )
        }
      >
        <FormattedMessage id="children.sharing.remove" values={{ name: fullName }} />
      </Button>
    </>
  );
}
