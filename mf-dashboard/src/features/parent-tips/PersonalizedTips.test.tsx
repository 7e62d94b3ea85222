import { screen } from '@testing-library/react';
import { mockApi, renderWithPlatform } from '../../testing/render-with-platform';
import { PersonalizedTips } from './PersonalizedTips';

const tip = (id: number, domain: string) => ({ id, content: `Tip ${id}`, minAge: 7, maxAge: 8, domain, source: 'CASEL SEL framework' });

describe('PersonalizedTips', () => {
  it("shows the child's tips with the focus domains first and each tip's source", async () => {
    const calls = mockApi((call) =>
      call.url === '/api/child-profiles/7/parent-tips'
        ? {
            status: 200,
            body: {
              childId: 7,
              childName: 'Ben',
              ageYears: 8,
              focusDomains: ['language', 'moral'],
              tips: [tip(1, 'language'), tip(2, 'moral'), tip(3, 'physical')],
            },
          }
        : undefined,
    );
    renderWithPlatform(<PersonalizedTips childId={7} />);
    expect(await screen.findByRole('heading', { name: 'Tips for Ben' })).toBeInTheDocument();
    expect(screen.getByText(/For age 8, starting with Language and Moral/)).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.firstChild?.textContent)).toEqual(['Tip 1', 'Tip 2', 'Tip 3']);
    expect(screen.getAllByText('Focus area')).toHaveLength(2);
    expect(screen.getAllByText(/Source: CASEL SEL framework/)).toHaveLength(3);
    expect(calls.map((call) => call.url)).toEqual(['/api/child-profiles/7/parent-tips']);
  });
});
