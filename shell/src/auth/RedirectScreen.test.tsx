import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '@flourishly/platform';
import { browserNavigation, RedirectScreen, redirectTarget } from './RedirectScreen';

const inApp = (ui: ReactElement, path = '/login') => (
  <ThemeProvider theme={theme}>
    <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
  </ThemeProvider>
);

describe('redirectTarget', () => {
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
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows its heading and navigates after 1 second, keeping the query string', () => {
    const navigate = jest.fn();
    render(inApp(<RedirectScreen kind="login" host="https://app.example" navigate={navigate} />, '/login?next=%2Fchildren'));
    expect(screen.getByRole('heading', { name: 'Redirecting to Login' })).toBeInTheDocument();
    expect(screen.getByText("You're being redirected to our secure authentication portal.")).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Redirecting');
    act(() => jest.advanceTimersByTime(999));
    expect(navigate).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(navigate).toHaveBeenCalledWith('https://app.example/signin?next=%2Fchildren');
  });

  it('fires once, 1000 ms after it appeared, even when it re-renders with a new navigate function', () => {
    const navigate = jest.fn();
    const { rerender } = render(inApp(<RedirectScreen kind="registration" host="https://app.example" navigate={(url) => navigate(url)} />));
    act(() => jest.advanceTimersByTime(600));
    rerender(inApp(<RedirectScreen kind="registration" host="https://app.example" navigate={(url) => navigate(url)} />));
    act(() => jest.advanceTimersByTime(400));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('https://app.example/signup');
    act(() => jest.advanceTimersByTime(5000));
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('keeps its timer across re-renders with the default navigation too', () => {
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const { rerender } = render(inApp(<RedirectScreen kind="portal" host="https://app.example" />, '/auth?x=1'));
    act(() => jest.advanceTimersByTime(700));
    rerender(inApp(<RedirectScreen kind="portal" host="https://app.example" />, '/auth?x=1'));
    act(() => jest.advanceTimersByTime(300));
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('https://app.example/signup?x=1');
  });
});
