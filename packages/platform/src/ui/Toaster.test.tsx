import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { TOAST_DURATION_MS, TOAST_VIEWPORT_MAX_WIDTH_PX } from '@flourishly/contracts';
import { PlatformProviders } from '../PlatformProviders';
import { theme } from '../theme/theme';
import { useToast, type ToastOptions } from '../toast/useToast';

let showToast: (options: ToastOptions) => string = () => '';

/** Hands the test the app's toast() function. */
function ToastTrigger() {
  const { toast } = useToast();
  useEffect(() => {
    showToast = toast;
  }, [toast]);
  return null;
}

function renderToaster() {
  return render(
    <PlatformProviders>
      <ToastTrigger />
    </PlatformProviders>,
  );
}

/** The CSS styled-components injected for the page. */
const injectedCss = () =>
  Array.from(document.head.querySelectorAll('style'))
    .map((style) => style.textContent ?? '')
    .join('\n');

describe('Toaster', () => {
  it('shows one toast at a time: a new one replaces the one on screen', async () => {
    renderToaster();
    act(() => {
      showToast({ title: 'Login successful', description: 'Welcome back, Maya!' });
    });
    // The toast viewport's code loads with the first toast.
    expect(await screen.findByTestId('toast')).toHaveTextContent('Login successful');
    act(() => {
      showToast({ title: 'Logout failed', description: '500: Server error', variant: 'destructive' });
    });
    const toasts = screen.getAllByTestId('toast');
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toHaveTextContent('Logout failed');
    expect(toasts[0]).toHaveTextContent('500: Server error');
  });

  it(`closes a toast after ${TOAST_DURATION_MS} ms`, () => {
    jest.useFakeTimers();
    try {
      renderToaster();
      act(() => {
        showToast({ title: 'Profile updated', description: 'Your profile information has been saved.' });
      });
      act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 1));
      expect(screen.getByTestId('toast')).toHaveTextContent('Profile updated');
      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('closes a toast with its dismiss button', async () => {
    const user = userEvent.setup();
    renderToaster();
    act(() => {
      showToast({ title: 'Logged out', description: 'You have been successfully logged out.' });
    });
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it(`is at most ${TOAST_VIEWPORT_MAX_WIDTH_PX}px wide from the md breakpoint up, and full width below`, () => {
    renderToaster();
    act(() => {
      showToast({ title: 'Hint' });
    });
    const viewport = screen.getByTestId('toast').parentElement as HTMLElement;
    const css = injectedCss();
    // Every class styled-components gave the viewport; one of them carries its rules.
    const classes = Array.from(viewport.classList);
    const mediaRule = new RegExp(
      `@media \\(min-width: ${theme.breakpoints.md}\\)\\{\\.(${classes.join('|')})\\{[^}]*max-width:${TOAST_VIEWPORT_MAX_WIDTH_PX}px;`,
    );
    expect(css).toMatch(mediaRule);
    const baseRule = new RegExp(`(^|\\})\\.(${classes.join('|')})\\{([^}]*)\\}`);
    const base = css.match(baseRule)?.[3] ?? '';
    expect(base).toContain('width:100%');
    expect(base).not.toContain(`max-width:${TOAST_VIEWPORT_MAX_WIDTH_PX}px`);
  });

  it('sits at the bottom at every width, so it never covers the page heading', () => {
    renderToaster();
    act(() => {
      showToast({ title: 'Child profile created' });
    });
    const viewport = screen.getByTestId('toast').parentElement as HTMLElement;
    const classes = Array.from(viewport.classList);
    const css = injectedCss();
    const rules = [...css.matchAll(new RegExp(`\\.(?:${classes.join('|')})\\{([^}]*)\\}`, 'g'))].map((match) => match[1]).join(';');
    expect(rules).toContain('bottom:0');
    expect(rules).not.toMatch(/(^|;)top:0/);
  });
});
