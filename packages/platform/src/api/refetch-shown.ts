import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { api } from './base-api';

type Initiate = (
  arg: unknown,
  options: { subscribe: boolean; forceRefetch: boolean },
) => ThunkAction<unknown, unknown, unknown, UnknownAction>;

/**
 * Asks again every query a screen shows (one with a subscriber), whatever tags it has: after the
 * service worker says the copies shown are out of date (docs/architecture.md, "Offline and
 * installed"). Tag invalidation would miss the queries that provide no tag.
 */
export function refetchShownQueries(): ThunkAction<void, { api: ReturnType<typeof api.reducer> }, unknown, UnknownAction> {
  return (dispatch, getState) => {
    // RTK Query's own count of a query's subscribers (the store's copy of it is updated later).
    const subscribers = dispatch(api.internalActions.internal_getRTKQSubscriptions()) as unknown as {
      getSubscriptionCount: (queryCacheKey: string) => number;
    };
    const endpoints = api.endpoints as unknown as Record<string, { initiate: Initiate } | undefined>;
    for (const [key, query] of Object.entries(getState().api.queries)) {
      const endpoint = query?.endpointName ? endpoints[query.endpointName] : undefined;
      if (!endpoint || subscribers.getSubscriptionCount(key) === 0) continue;
      void dispatch(endpoint.initiate(query?.originalArgs, { subscribe: false, forceRefetch: true }));
    }
  };
}
