import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { TOAST_MESSAGES } from '@flourishly/contracts';
import { errorMessage, paths, useLogoutMutation, useToast } from '@flourishly/platform';

/** Logout with the toasts of docs/product.md; on success the user is cleared and sent to `/`. */
export function useLogout() {
  const [logout, { isLoading }] = useLogoutMutation();
  const { toast } = useToast();
  const navigate = useNavigate();
  const run = async () => {
    try {
      await logout().unwrap();
      toast({ title: TOAST_MESSAGES.loggedOut, description: TOAST_MESSAGES.loggedOutDescription });
      // At once: a transition would let the protected page, now without a user, send the
      // visitor to /auth first.
      // flushSync for the app's declarative router, the option for a data router (tests).
      flushSync(() => navigate(paths.home, { flushSync: true }));
    } catch (error) {
      toast({ title: TOAST_MESSAGES.logoutFailed, description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  };
  return { logout: run, isLoggingOut: isLoading };
}
