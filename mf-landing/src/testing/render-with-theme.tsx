import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@flourishly/platform/theme';
import { bodyText, mockApi } from '@flourishly/platform/testing/api-mock';

/** Renders `ui` inside the platform's theme, as the shell hosts the landing page. */
export function renderWithTheme(ui: ReactElement) {
  return render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
}

type FetchHandler = (url: string, init: { method: string; body?: string }) => Promise<{ status: number; body?: unknown } | Response>;

/**
 * Answers every request with `handler` through the platform's Mock Service Worker server;
 * returns a mock called with (url, init) per request, to inspect.
 */
export function mockFetch(handler: FetchHandler) {
  const requests = jest.fn((_url: string, _init: { method: string; body?: string }) => undefined);
  mockApi((call) => {
    const init = { method: call.method, body: bodyText(call) };
    requests(call.url, init);
    return handler(call.url, init);
  });
  return requests;
}
