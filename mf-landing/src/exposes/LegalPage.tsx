import { LegalDocument, type LegalDocumentProps } from '../features/legal/LegalDocument';

/**
 * The legal notices (/privacy, /terms, /cookies, /coppa), exposed as './LegalPage': its own
 * module, loaded only when one of them is visited, so the landing page's first load does not
 * carry them. `page` picks the notice. Renders inside the host's router and page frame.
 */
export function LegalPage({ page }: LegalDocumentProps) {
  return <LegalDocument page={page} />;
}

export default LegalPage;
