import { useEffect } from 'react';
import { GAME_MESSAGES } from '@flourishly/contracts';
import { useToast } from '@flourishly/platform';

/**
 * Shows the section-8 fetch-failure message (e.g. 'Failed to fetch games') as a destructive
 * toast once each time `failed` turns true.
 */
export function useErrorToast(failed: boolean, description: string) {
  const { toast } = useToast();
  useEffect(() => {
    if (failed) toast({ title: GAME_MESSAGES.errorTitle, description, variant: 'destructive' });
  }, [failed, description, toast]);
}
