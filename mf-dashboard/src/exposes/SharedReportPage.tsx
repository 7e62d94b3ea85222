import { SharedReport } from '../features/development-profile/SharedReport';

export interface SharedReportPageProps {
  token: string;
}

/** The report a link opens, /shared/report/{token}, public (exposed as './SharedReportPage'). */
export function SharedReportPage({ token }: SharedReportPageProps) {
  return <SharedReport token={token} />;
}

export default SharedReportPage;
