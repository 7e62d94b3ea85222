import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@flourishly/platform';
import { RedirectScreen, redirectTarget } from './RedirectScreen';

describe('redirectTarget (spec section 2)', () => {
  it('sends the portal screen to /signin when the path mentions login or signin', () => {
    expect(redirectTarget('portal', 'https://app.example', '/login', '?next=1')).toBe('https://app.example/signin?next=1');
    expect(redirectTarget('portal', 'https://app.example', '/signin', '')).toBe('https://app.example/signin');
  });

  it('sends the portal screen to /signup otherwise', () => {
    expect(redirectTarget('portal', 'https://app.example', '/auth', '?a=b')).toBe('https://app.example/signup?a=b');
  });

  it('sends login and registration screens to their pages with the query', () => {
    expect(redirectTarget('login', 'https://app.example', '/whatever', '?x=1')).toBe('https://app.example/signin?x=1');
    expect(redirectTarget('registration', 'https://app.example', '/login', '')).toBe('https://app.example/signup');
  });
});

describe('RedirectScreen', () => {
  it('shows its heading and navigates after 1 second', () => {
    jest.useFakeTimers();
    const navigate = jest.fn();
    render(
      <ThemeProvider theme={theme}>
        <RedirectScreen kind="login" host="https://app.example" navigate={navigate} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Redirecting to Login' })).toBeInTheDocument();
    expect(screen.getByText("You're being redirected to our secure authentication portal.")).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(999));
    expect(navigate).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(navigate).toHaveBeenCalledWith('https://app.example/signin');
    jest.useRealTimers();
  });
});
