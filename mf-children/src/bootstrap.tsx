import { useState } from 'react';
import { Button, ChildIdRoute, renderStandalone, ROUTE_PATTERNS } from '@flourishly/platform';
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
  { path: ROUTE_PATTERNS.childEdit, element: <ChildIdRoute render={(id) => <EditChildPage childId={id} />} /> },
  { path: ROUTE_PATTERNS.childAny, element: <ChildIdRoute render={(id) => <ChildPage childId={id} />} /> },
  { path: ROUTE_PATTERNS.childProfilesAny, element: <ChildIdRoute render={(id) => <ChildPage childId={id} />} /> },
]);
