import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@flourishly/platform/theme';

/** Renders `ui` inside the platform's theme, as the shell hosts the landing page. */
export function renderWithTheme(ui: ReactElement) {
  return render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
}

type FetchHandler = (url: string, init?: RequestInit) => Promise<{ status: number; body?: unknown }>;

/** Replaces fetch with `handler`; returns the mock to inspect calls. */
export function mockFetch(handler: FetchHandler) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const { status, body } = await handler(String(input), init);
    const text = body === undefined ? '' : JSON.stringify(body);
    return { ok: status >= 200 && status < 300, status, statusText: '', text: async () => text } as Response;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}
