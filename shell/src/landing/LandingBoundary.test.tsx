import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { theme } from '@flourishly/platform/theme';
import { LandingBoundary } from './LandingBoundary';

describe('LandingBoundary', () => {
  it('shows the unavailable panel when the landing page fails, and Retry renders it again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let failing = true;
    const Landing = () => {
      if (failing) throw new Error('chunk failed');
      return <h1>Welcome</h1>;
    };
    const onRetry = jest.fn(() => {
      failing = false;
    });
    render(
      <ThemeProvider theme={theme}>
        <LandingBoundary onRetry={onRetry}>
          <Landing />
        </LandingBoundary>
      </ThemeProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This part of Flourishly is unavailable right now');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
