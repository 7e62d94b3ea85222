import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { User } from '@flourishly/contracts';
import { paths } from '@flourishly/platform';

/** Users already sent to /profile-completion during this visit. */
const gatedUserIds = new Set<number>();

/** Forgets who was gated (tests, and a fresh sign-in). */
export function resetProfileGate(): void {
  gatedUserIds.clear();
}

/**
 * The profile gate of docs/product.md: a signed-in user whose profile is not completed is sent
 * to /profile-completion once per visit; after that they may go anywhere. An invitation page is
 * never interrupted: someone who registered to accept one accepts it first.
 */
export function useProfileGate(user: User | null, pathname: string): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!user || user.profileCompleted || gatedUserIds.has(user.id) || pathname.startsWith('/invite/')) return;
    gatedUserIds.add(user.id);
    if (pathname !== paths.profileCompletion) navigate(paths.profileCompletion, { replace: true });
  }, [user, pathname, navigate]);
}
