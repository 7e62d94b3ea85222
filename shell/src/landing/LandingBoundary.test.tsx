import { act, render, screen } from '@testing-library/react';
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

  describe('with a prerendered first screen', () => {
    const putFirstScreen = () => {
      document.head.insertAdjacentHTML('beforeend', '<style id="first-screen-style">h1{}</style>');
      document.body.insertAdjacentHTML('afterbegin', '<div id="first-screen"><h1>Prerendered</h1></div>');
    };
    const renderBoundary = (children: React.ReactNode) =>
      render(
        <ThemeProvider theme={theme}>
          <LandingBoundary onRetry={() => undefined}>{children}</LandingBoundary>
        </ThemeProvider>,
      );

    /** A landing page that is loading (suspends) until `arrive()`, then renders `content`. */
    const loadingLanding = (content: React.ReactNode) => {
      let resolve: () => void = () => undefined;
      const loaded = new Promise<void>((done) => {
        resolve = done;
      });
      let ready = false;
      return {
        Landing: () => {
          if (!ready) throw loaded;
          return content;
        },
        arrive: async () => {
          ready = true;
          await act(async () => resolve());
        },
      };
    };

    afterEach(() => {
      document.getElementById('first-screen')?.remove();
      document.getElementById('first-screen-style')?.remove();
    });

    it('keeps it, with no space reserved below it, while the landing page loads, and removes it once the page renders', async () => {
      putFirstScreen();
      const landing = loadingLanding(<h1>Live</h1>);
      const { container } = renderBoundary(<landing.Landing />);
      expect(screen.getByRole('heading', { name: 'Prerendered' })).toBeInTheDocument();
      expect(container).toBeEmptyDOMElement();
      await landing.arrive();
      expect(screen.getByRole('heading', { name: 'Live' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Prerendered' })).not.toBeInTheDocument();
      expect(document.getElementById('first-screen-style')).toBeNull();
    });

    it('moves the focus a visitor gave the first screen to the same link of the live page', async () => {
      document.body.insertAdjacentHTML(
        'afterbegin',
        '<div id="first-screen"><nav><a href="#top">Top</a><a href="#pricing">Pricing</a></nav></div>',
      );
      const prerendered = screen.getByRole('link', { name: 'Pricing' });
      prerendered.focus();
      const landing = loadingLanding(
        <nav>
          <a href="#top">Top</a>
          <a href="#pricing">Pricing</a>
        </nav>,
      );
      // The live page renders into the element right after the first screen, as the shell's #root is.
      const root = document.createElement('div');
      document.getElementById('first-screen')!.after(root);
      render(
        <ThemeProvider theme={theme}>
          <LandingBoundary onRetry={() => undefined}>
            <landing.Landing />
          </LandingBoundary>
        </ThemeProvider>,
        { container: root },
      );
      await landing.arrive();
      const live = screen.getByRole('link', { name: 'Pricing' });
      expect(live).not.toBe(prerendered);
      expect(live).toHaveFocus();
      root.remove();
    });

    it('removes it when the landing page fails, for the unavailable panel', () => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      putFirstScreen();
      const Landing = () => {
        throw new Error('chunk failed');
      };
      renderBoundary(<Landing />);
      expect(screen.getByRole('alert')).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Prerendered' })).not.toBeInTheDocument();
      expect(document.getElementById('first-screen-style')).toBeNull();
    });
  });
});
