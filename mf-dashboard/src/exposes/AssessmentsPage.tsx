import { AssessmentsOverview } from '../features/development-profile/AssessmentsOverview';

/** Assessments across the parent's children, /assessments (exposed as './AssessmentsPage'). */
export function AssessmentsPage() {
  return <AssessmentsOverview mode="assessments" />;
}

export default AssessmentsPage;
