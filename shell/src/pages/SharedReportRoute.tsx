import { useParams } from 'react-router-dom';
import { RemoteComponent, Spinner, useSession } from '@flourishly/platform';
import { AppLayout } from '../layout/AppLayout';
import { PublicLayout } from '../layout/PublicLayout';

/**
 * /shared/report/{token}: the report a link opens, from the dashboard remote's own module
 * ('mf_dashboard/SharedReportPage', loaded only here). Public: no sign-in and no profile gate,
 * so a doctor or teacher without an account reads it; a signed-in visitor sees it in the app frame.
 */
export function SharedReportRoute() {
  const { token = '' } = useParams();
  const session = useSession();
  if (session.status === 'loading') return <Spinner fullPage />;
  const report = <RemoteComponent remoteId="mf_dashboard/SharedReportPage" props={{ token }} />;
  return session.status === 'signed-in' ? <AppLayout>{report}</AppLayout> : <PublicLayout>{report}</PublicLayout>;
}
