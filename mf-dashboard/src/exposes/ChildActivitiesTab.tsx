import { ChildActivities } from '../features/learning-plan/ChildActivities';

export interface ChildActivitiesTabProps {
  childId: number;
}

/** The child page's Activities tab (exposed as './ChildActivitiesTab'). */
export function ChildActivitiesTab({ childId }: ChildActivitiesTabProps) {
  return <ChildActivities childId={childId} />;
}

export default ChildActivitiesTab;
