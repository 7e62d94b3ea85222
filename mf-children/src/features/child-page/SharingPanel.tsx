import { lazy, Suspense, useState } from 'react';
import type { ChildRole } from '@flourishly/contracts';
import { Button } from '@flourishly/platform';

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
 */
export function SharingPanel({ childId, childName, userRole }: SharingPanelProps) {
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
        {userRole === 'owner' ? 'Share' : 'Sharing'}
      </Button>
      {loaded ? (
        <Suspense fallback={null}>
          <SharingDialog childId={childId} childName={childName} userRole={userRole} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
