import type { User } from '@flourishly/contracts';
import { useGetUserQuery } from './session-api';

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

export interface Session {
  status: SessionStatus;
  user: User | null;
}

/**
 * The session of docs/product.md: 'loading' until GET /api/user answers, then 'signed-in' with
 * the user or 'signed-out' (401, or the call failed).
 */
export function useSession(): Session {
  const { data, isLoading, isUninitialized } = useGetUserQuery();
  if (isLoading || isUninitialized) return { status: 'loading', user: null };
  return data ? { status: 'signed-in', user: data } : { status: 'signed-out', user: null };
}
