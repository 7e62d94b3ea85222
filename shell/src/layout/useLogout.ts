import { flushSync } from 'react-dom';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { paths, useErrorText, useLogoutMutation, useToast } from '@flourishly/platform';

/** Logout with the toasts of docs/product.md, in the parent's language; on success the user is cleared and sent to `/`. */
export function useLogout() {
  const intl = useIntl();
  const errorText = useErrorText();
  const [logout, { isLoading }] = useLogoutMutation();
  const { toast } = useToast();
  const navigate = useNavigate();
  const run = async () => {
    try {
      await logout().unwrap();
      toast({
        title: intl.formatMessage({ id: 'shell.logout.done' }),
        description: intl.formatMessage({ id: 'shell.logout.doneDescription' }),
      });
      // At once: a transition would let the protected page, now without a user, send the
      // visitor to /auth first.
      // flushSync for the app's declarative router, the option for a data router (tests).
      flushSync(() => navigate(paths.home, { flushSync: true }));
    } catch (error) {
      toast({
        title: intl.formatMessage({ id: 'shell.logout.failed' }),
        description: errorText(error, intl.formatMessage({ id: 'shell.logout.tryAgain' })),
        variant: 'destructive',
      });
    }
  };
  return { logout: run, isLoggingOut: isLoading };
}
