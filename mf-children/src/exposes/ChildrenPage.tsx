import { useState } from 'react';
import { AddChildDialog } from '../features/add-child/AddChildDialog';
import { ChildrenList } from '../features/children-list/ChildrenList';

/** /children: the parent's children with links and the Add Child wizard (exposed as './ChildrenPage'). */
export function ChildrenPage() {
  const [adding, setAdding] = useState(false);
  return (
    <>
      <ChildrenList onAddChild={() => setAdding(true)} />
      <AddChildDialog open={adding} onOpenChange={setAdding} />
    </>
  );
}

export default ChildrenPage;
