import { RemoteComponent, Spinner, useSession, type LegalPageId } from '@flourishly/platform';
import { AppLayout } from '../layout/AppLayout';
import { PublicLayout } from '../layout/PublicLayout';

/**
 * /privacy, /terms, /cookies, /coppa: a legal notice from the landing remote's own module
 * ('mf_landing/LegalPage', loaded only here). Public: a signed-in parent reads it in the app
 * layout, anyone else in the public frame. No profile gate: reading a notice comes first.
 */
export function LegalRoute({ page }: { page: LegalPageId }) {
  const session = useSession();
  if (session.status === 'loading') return <Spinner fullPage />;
  const notice = <RemoteComponent remoteId="mf_landing/LegalPage" props={{ page }} />;
  return session.status === 'signed-in' ? <AppLayout>{notice}</AppLayout> : <PublicLayout>{notice}</PublicLayout>;
}
