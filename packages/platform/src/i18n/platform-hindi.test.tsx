import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { PlatformProviders } from '../PlatformProviders';
import { RemoteUnavailable } from '../federation/RemoteBoundary';
import { ChildNotFound } from '../routing/ChildIdRoute';
import { ViewOnlyNotice } from '../children/ViewOnlyNotice';
import { Spinner } from '../ui/Spinner';
import { createStore } from '../store';
import { LOCALE_STORAGE_KEY } from './device-locale';

afterEach(() => {
  localStorage.clear();
  document.documentElement.lang = '';
});

/** Renders `ui` in the platform's providers on a device whose language is Hindi. */
async function renderInHindi(ui: ReactNode) {
  localStorage.setItem(LOCALE_STORAGE_KEY, 'hi');
  // Awaited: the first render waits for the Hindi messages.
  await act(async () => {
    render(
      <PlatformProviders store={createStore()}>
        <MemoryRouter>{ui}</MemoryRouter>
      </PlatformProviders>,
    );
  });
}

describe("the platform's shared screens in Hindi", () => {
  it('says a part that failed to load is unavailable, with Retry, in Hindi', async () => {
    await renderInHindi(<RemoteUnavailable onRetry={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Flourishly का यह हिस्सा अभी उपलब्ध नहीं है');
    expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeInTheDocument();
  });

  it('announces loading, an unknown child and a view-only page in Hindi', async () => {
    await renderInHindi(
      <>
        <Spinner />
        <ChildNotFound />
        <ViewOnlyNotice title="योजना" childId={3} childName="Ava" message="आप Ava की योजना देख सकते हैं।" />
      </>,
    );
    expect(screen.getByTestId('spinner')).toHaveTextContent('लोड हो रहा है');
    expect(screen.getByRole('heading', { name: 'बच्चा नहीं मिला' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ava के पेज पर वापस जाएँ' })).toBeInTheDocument();
  });
});
