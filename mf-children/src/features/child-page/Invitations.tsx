import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MEMBER_ROLES, type MemberRole } from '@flourishly/contracts';
import { Button, errorText, MutedText, useCancelInvitationMutation, useGetChildInvitationsQuery, useToast } from '@flourishly/platform';
import { StyledInput, StyledLabel, StyledSelect } from '@flourishly/platform/forms';
import { StyledHeading, StyledList, StyledRow } from './sharing-styles';
import { useInvitationLink } from './useInvitationLink';

/** The owner's pending links and the form that makes a new one, with copy and share. */
export function Invitations({ childId, childName }: { childId: number; childName: string }) {
  const intl = useIntl();
  const roleId = useId();
  const linkId = useId();
  const { toast } = useToast();
  const { data: pending = [] } = useGetChildInvitationsQuery(childId);
  const [cancelInvitation] = useCancelInvitationMutation();
  const { role, setRole, link, creating, create, copy, share, canShare } = useInvitationLink(childId, childName);

  return (
    <section aria-labelledby={`${roleId}-heading`}>
      <StyledHeading id={`${roleId}-heading`}>
        <FormattedMessage id="children.sharing.invite" />
      </StyledHeading>
      <MutedText>
        <FormattedMessage id="children.sharing.inviteNote" />
      </MutedText>
      <StyledRow>
        <div>
          <StyledLabel htmlFor={roleId}>
            <FormattedMessage id="children.sharing.theirRole" />
          </StyledLabel>
          <StyledSelect id={roleId} value={role} onChange={(event) => setRole(event.target.value as MemberRole)}>
            {MEMBER_ROLES.map((option) => (
              <option key={option} value={option}>
                {intl.formatMessage({ id: 'children.sharing.roleOption' }, { role: option })}
              </option>
            ))}
          </StyledSelect>
        </div>
        <Button onClick={() => void create()} disabled={creating}>
          <FormattedMessage id={creating ? 'children.sharing.creating' : 'children.sharing.createLink'} />
        </Button>
      </StyledRow>
      {link ? (
        <StyledRow>
          <div style={{ flex: '1 1 240px' }}>
            <StyledLabel htmlFor={linkId}>
              <FormattedMessage id="children.sharing.link" />
            </StyledLabel>
            <StyledInput id={linkId} value={link} readOnly onFocus={(event) => event.currentTarget.select()} />
          </div>
          <Button $variant="secondary" onClick={() => void copy()}>
            <FormattedMessage id="children.sharing.copy" />
          </Button>
          {canShare ? (
            <Button $variant="secondary" onClick={() => void share()}>
              <FormattedMessage id="children.sharing.shareLink" />
            </Button>
          ) : null}
        </StyledRow>
      ) : null}
      {pending.length > 0 ? (
        <>
          <StyledHeading as="h4">
            <FormattedMessage id="children.sharing.pending" />
          </StyledHeading>
          <StyledList aria-label={intl.formatMessage({ id: 'children.sharing.pending' })}>
            {pending.map((invitation) => (
              <li key={invitation.id}>
                <span>
                  <FormattedMessage
                    id="children.sharing.pendingLink"
                    values={{
                      role: invitation.role,
                      expires: intl.formatDate(invitation.expiresAt, { day: 'numeric', month: 'short', year: 'numeric' }),
                    }}
                  />
                </span>
                <Button
                  $variant="ghost"
                  $size="sm"
                  onClick={() =>
                    void cancelInvitation({ childId, invitationId: invitation.id })
                      .unwrap()
                      .then(() => toast({ title: intl.formatMessage({ id: 'children.sharing.cancelled' }) }))
                      .catch((error: unknown) =>
                        toast({
                          title: intl.formatMessage({ id: 'children.sharing.cancelFailed' }),
                          description: errorText(intl, error, intl.formatMessage({ id: 'children.sharing.tryAgain' })),
                          variant: 'destructive',
                        }),
                      )
                  }
                >
                  <FormattedMessage id="children.sharing.cancelInvitation" values={{ role: invitation.role }} />
                </Button>
              </li>
            ))}
          </StyledList>
        </>
      ) : null}
    </section>
  );
}
