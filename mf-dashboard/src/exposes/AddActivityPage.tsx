import { AddActivity } from '../features/learning-plan/AddActivity';

export interface AddActivityPageProps {
  childId: number;
}

/** Add Activity, /child/{id}/add-activity (exposed as './AddActivityPage'). */
export function AddActivityPage({ childId }: AddActivityPageProps) {
  return <AddActivity childId={childId} />;
}

export default AddActivityPage;
