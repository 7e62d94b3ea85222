import { screen } from '@testing-library/react';
import { subDays } from 'date-fns';
import { mockApi, renderWithPlatform } from '../../testing/render-with-platform';
import { ParentTips } from './ParentTips';

const sixYearsAgo = subDays(new Date(), Math.ceil(6 * 365.25) + 10)
  .toISOString()
  .slice(0, 10);
const child = { id: 7, name: 'Maya', dateOfBirth: sixYearsAgo, avatarUrl: null, personaType: 1, gender: 'female' };
const tip = (id: number) => ({ id, content: `Tip number ${id}`, minAge: 5, maxAge: 6, domain: 'language', source: 'AAP' });

describe('ParentTips', () => {
  it('asks for the age window (age ± 1) and shows at most three tips and the personalised link', async () => {
    const calls = mockApi((call) => {
      if (call.url === '/api/child-profiles/7') return { status: 200, body: child };
      if (call.url.startsWith('/api/parent-tips')) return { status: 200, body: [tip(1), tip(2), tip(3), tip(4)] };
      return undefined;
    });
    renderWithPlatform(<ParentTips childId={7} />);
    expect(await screen.findByText('Tip number 1')).toBeInTheDocument();
    expect(screen.getByText('Tip number 3')).toBeInTheDocument();
    expect(screen.queryByText('Tip number 4')).not.toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain('/api/parent-tips?minAge=5&maxAge=7&ageMonths=72');
    expect(screen.getByRole('link', { name: 'Get More Personalized Tips' })).toHaveAttribute('href', '/parent-tips?childId=7');
  });

  it("sends a baby's developmental age in months, so the tips fit its month", async () => {
    const tenWeeksAgo = subDays(new Date(), 70).toISOString().slice(0, 10);
    const calls = mockApi((call) => {
      if (call.url === '/api/child-profiles/7') return { status: 200, body: { ...child, dateOfBirth: tenWeeksAgo } };
      if (call.url.startsWith('/api/parent-tips')) return { status: 200, body: [tip(1)] };
      return undefined;
    });
    renderWithPlatform(<ParentTips childId={7} />);
    expect(await screen.findByText('Tip number 1')).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain('/api/parent-tips?minAge=-1&maxAge=1&ageMonths=2');
  });

  it('shows the empty text when no tip fits the age', async () => {
    mockApi((call) => {
      if (call.url === '/api/child-profiles/7') return { status: 200, body: child };
      if (call.url.startsWith('/api/parent-tips')) return { status: 200, body: [] };
      return undefined;
    });
    renderWithPlatform(<ParentTips childId={7} />);
    expect(await screen.findByText('No tips available for this age group.')).toBeInTheDocument();
  });
});

describe('ParentTips errors', () => {
  it('reports a failed tips request instead of the empty text', async () => {
    mockApi((call) => {
      if (call.url === '/api/child-profiles/7') return { status: 200, body: child };
      if (call.url.startsWith('/api/parent-tips'))
        return { status: 500, body: { statusCode: 500, message: 'Something went wrong on our side' } };
      return undefined;
    });
    renderWithPlatform(<ParentTips childId={7} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Tips could not be loaded. 500: Something went wrong on our side');
    expect(screen.queryByText('No tips available for this age group.')).not.toBeInTheDocument();
  });

  it('reports a failed child request instead of the empty text', async () => {
    const calls = mockApi(() => ({ status: 500, body: { statusCode: 500, message: 'Down' } }));
    renderWithPlatform(<ParentTips childId={7} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Tips could not be loaded. 500: Down');
    expect(screen.queryByText('No tips available for this age group.')).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.startsWith('/api/parent-tips'))).toBe(false);
  });
});
