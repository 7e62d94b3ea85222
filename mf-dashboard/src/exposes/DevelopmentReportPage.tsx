import { DevelopmentReport } from '../features/development-profile/DevelopmentReport';

export interface DevelopmentReportPageProps {
  childId: number;
}

/** Development Report, /child/{id}/development-report (exposed as './DevelopmentReportPage'). */
export function DevelopmentReportPage({ childId }: DevelopmentReportPageProps) {
  return <DevelopmentReport childId={childId} />;
}

export default DevelopmentReportPage;
