import { useState } from 'react';
import type { MemberRole } from '@flourishly/contracts';
import { errorMessage, getHref, useCreateInvitationMutation, useToast } from '@flourishly/platform';

/**
 * The state of the owner's new invitation link: the chosen role, the link once created (on this
 * page's origin), and create, copy and share (the Web Share API, where the phone has it).
 */
export function useInvitationLink(childId: number, childName: string) {
  const { toast } = useToast();
  const [role, setRole] = useState<MemberRole>('caregiver');
  const [link, setLink] = useState<string | null>(null);
  const [createInvitation, { isLoading: creating }] = useCreateInvitationMutation();

  const create = async () => {
    try {
      const created = await createInvitation({ childId, role }).unwrap();
      setLink(`${window.location.origin}${getHref.invite(created.token)}`);
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

  return { role, setRole, link, creating, create, copy, share, canShare };
}
