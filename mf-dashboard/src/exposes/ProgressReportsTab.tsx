import { ProgressReports } from '../features/development-profile/ProgressReports';

export interface ProgressReportsTabProps {
  childId: number;
}

/** The child page's Progress Reports tab (exposed as './ProgressReportsTab'). */
export function ProgressReportsTab({ childId }: ProgressReportsTabProps) {
  return <ProgressReports childId={childId} />;
}

export default ProgressReportsTab;
