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
 * to /profile-completion once per visit, and back to the page they were going to once it is saved;
 * after that they may go anywhere. An invitation page is
 * never interrupted: someone who registered to accept one accepts it first.
 */
export function useProfileGate(user: User | null, pathname: string): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!user || user.profileCompleted || gatedUserIds.has(user.id) || pathname.startsWith('/invite/')) return;
    gatedUserIds.add(user.id);
    // The form then returns where the user was going (e.g. the child they just joined).
    if (pathname !== paths.profileCompletion) navigate(paths.profileCompletion, { replace: true, state: { from: pathname } });
  }, [user, pathname, navigate]);
}
