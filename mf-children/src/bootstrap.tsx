import { useState } from 'react';
import { Button, ChildIdRoute, renderStandalone } from '@flourishly/platform';
import { AddChildDialog } from './exposes/AddChildDialog';
import { ChildPage } from './exposes/ChildPage';
import { ChildrenPage } from './exposes/ChildrenPage';
import { EditChildPage } from './exposes/EditChildPage';

function WizardPreview() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Add Child</Button>
      <AddChildDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

// Standalone page for this remote's own dev server: one route per exposed module.
void renderStandalone([
  { path: '/', element: <ChildrenPage /> },
  { path: '/ChildrenPage/*', element: <ChildrenPage /> },
  { path: '/AddChildDialog/*', element: <WizardPreview /> },
  { path: '/child/:childId/edit', element: <ChildIdRoute render={(id) => <EditChildPage childId={id} />} /> },
  { path: '/child/:childId/*', element: <ChildIdRoute render={(id) => <ChildPage childId={id} />} /> },
  { path: '/child-profiles/:childId/*', element: <ChildIdRoute render={(id) => <ChildPage childId={id} />} /> },
]);
