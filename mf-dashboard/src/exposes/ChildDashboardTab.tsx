import { ChildDashboardLayout } from '../features/child-dashboard/ChildDashboardLayout';

export interface ChildDashboardTabProps {
  childId: number;
}

/** The child page's Dashboard tab (exposed as './ChildDashboardTab'). */
export function ChildDashboardTab({ childId }: ChildDashboardTabProps) {
  return <ChildDashboardLayout childId={childId} />;
}

export default ChildDashboardTab;
