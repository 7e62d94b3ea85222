import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useToast } from '@flourishly/platform';

/**
 * Shows the section-8 fetch-failure message (e.g. 'Failed to fetch games') as a destructive
 * toast once each time `failed` turns true; `description` is already in the screen's language.
 */
export function useErrorToast(failed: boolean, description: string) {
  const { toast } = useToast();
  const intl = useIntl();
  useEffect(() => {
    if (failed) toast({ title: intl.formatMessage({ id: 'games.errorTitle' }), description, variant: 'destructive' });
  }, [failed, description, toast, intl]);
}
