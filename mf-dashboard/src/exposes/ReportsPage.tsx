import { AssessmentsOverview } from '../features/development-profile/AssessmentsOverview';

/** Development reports across the parent's children, /reports (exposed as './ReportsPage'). */
export function ReportsPage() {
  return <AssessmentsOverview mode="reports" />;
}

export default ReportsPage;
