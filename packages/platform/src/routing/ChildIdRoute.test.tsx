import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { ChildIdRoute } from './ChildIdRoute';

function renderAt(path: string, page: (childId: number) => string) {
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/child/:childId/*" element={<ChildIdRoute render={(childId) => <p>{page(childId)}</p>} />} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

describe('ChildIdRoute', () => {
  it('renders the page with the numeric id', () => {
    renderAt('/child/42/games', (childId) => `Child ${childId} (${typeof childId})`);
    expect(screen.getByText('Child 42 (number)')).toBeInTheDocument();
  });

  it.each(['/child/abc', '/child/-1', '/child/4e2'])("shows the spec's 'Child Not Found' text for %s", (path) => {
    renderAt(path, () => 'page');
    expect(screen.getByRole('heading', { name: 'Child Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The child profile you're looking for doesn't exist or you don't have access to it.")).toBeInTheDocument();
    expect(screen.queryByText('page')).not.toBeInTheDocument();
  });
});
