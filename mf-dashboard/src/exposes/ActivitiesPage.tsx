import { FamilyWeek } from '../features/learning-plan/FamilyWeek';

/** Activities, /activities: a week view across the parent's children (exposed as './ActivitiesPage'). */
export function ActivitiesPage() {
  return <FamilyWeek />;
}

export default ActivitiesPage;
