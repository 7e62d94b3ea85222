import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { MemberRole } from '@flourishly/contracts';
import { errorText, getHref, useCreateInvitationMutation, useToast } from '@flourishly/platform';

/**
 * The state of the owner's new invitation link: the chosen role, the link once created (on this
 * page's origin), and create, copy and share (the Web Share API, where the phone has it).
 */
export function useInvitationLink(childId: number, childName: string) {
  const intl = useIntl();
  const { toast } = useToast();
  const [role, setRole] = useState<MemberRole>('caregiver');
  const [link, setLink] = useState<string | null>(null);
  const [createInvitation, { isLoading: creating }] = useCreateInvitationMutation();

  const create = async () => {
    try {
      const created = await createInvitation({ childId, role }).unwrap();
      setLink(`${window.location.origin}${getHref.invite(created.token)}`);
    } catch (error) {
      toast({
        title: intl.formatMessage({ id: 'children.sharing.createFailed' }),
        description: errorText(intl, error, intl.formatMessage({ id: 'children.sharing.tryAgain' })),
        variant: 'destructive',
      });
    }
  };
  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      toast({ title: intl.formatMessage({ id: 'children.sharing.copied' }) });
    } catch {
      toast({ title: intl.formatMessage({ id: 'children.sharing.copyFailed' }), variant: 'destructive' });
    }
  };
  const share = async () => {
    if (!link) return;
    try {
      await navigator.share({
        title: intl.formatMessage({ id: 'children.sharing.shareTitle' }, { name: childName }),
        text: intl.formatMessage({ id: 'children.sharing.shareText' }, { name: childName }),
        url: link,
      });
    } catch {
      // The person closed the share sheet: nothing to do.
    }
  };
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  return { role, setRole, link, creating, create, copy, share, canShare };
}
