import { ChildPageFrame } from '../features/child-page/ChildPageFrame';

export interface ChildPageProps {
  childId: number;
}

/** The child page for /child/{id}/* and /child-profiles/{childId}/* (exposed as './ChildPage'). */
export function ChildPage({ childId }: ChildPageProps) {
  return <ChildPageFrame childId={childId} />;
}

export default ChildPage;
