import { lazy, Suspense, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ChildRole } from '@flourishly/contracts';
import { Button, Messages } from '@flourishly/platform';
import { childPageMessages } from './messages';

// The dialog, its forms and the role labels load when the parent first opens it, not with the
// child page (docs/architecture.md, "Page budgets").
const SharingDialog = lazy(async () => ({ default: (await import('./SharingDialog')).SharingDialog }));

export interface SharingPanelProps {
  childId: number;
  childName: string;
  /** The signed-in user's role on the child. */
  userRole: ChildRole;
}

/**
 * "Sharing" on the child page: a button ('Share' for the owner) that opens the sharing dialog
 * (SharingDialog.tsx); the dialog stays mounted once loaded, so it closes and returns focus as usual.
 * In the parent's language (the child page's catalog; the dialog brings its own).
 */
export function SharingPanel(props: SharingPanelProps) {
  return (
    <Messages catalog={childPageMessages}>
      <SharingPanelContent {...props} />
    </Messages>
  );
}

function SharingPanelContent({ childId, childName, userRole }: SharingPanelProps) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Button
        $variant="secondary"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <FormattedMessage id={userRole === 'owner' ? 'children.childPage.share' : 'children.childPage.sharing'} />
      </Button>
      {loaded ? (
        <Suspense fallback={null}>
          <SharingDialog childId={childId} childName={childName} userRole={userRole} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
