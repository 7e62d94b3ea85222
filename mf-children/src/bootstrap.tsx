import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, ChildIdRoute, Messages, renderStandalone, ROUTE_PATTERNS } from '@flourishly/platform';
import { AddChildDialog } from './exposes/AddChildDialog';
import { ChildPage } from './exposes/ChildPage';
import { ChildrenPage } from './exposes/ChildrenPage';
import { EditChildPage } from './exposes/EditChildPage';
import { addChildMessages } from './features/add-child/messages';

function WizardPreview() {
  const [open, setOpen] = useState(true);
  return (
    <Messages catalog={addChildMessages}>
      <Button onClick={() => setOpen(true)}>
        <FormattedMessage id="children.addChild.submit" />
      </Button>
      <AddChildDialog open={open} onOpenChange={setOpen} />
    </Messages>
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
