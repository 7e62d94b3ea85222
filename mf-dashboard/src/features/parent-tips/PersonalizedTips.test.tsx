import { act, screen } from '@testing-library/react';
import type { ParentTip } from '@flourishly/contracts';
import { apiError, handlers, renderWithPlatform, testUser } from '../../testing/render-with-platform';
import { PersonalizedTips } from './PersonalizedTips';

const tip = (id: number, domain: ParentTip['domain']): ParentTip => ({
  id,
  content: `Tip ${id}`,
  minAge: 7,
  maxAge: 8,
  minAgeMonths: 84,
  maxAgeMonths: 107,
  domain,
  source: 'CASEL SEL framework',
  sourceUrl: 'https://casel.org/fundamentals-of-sel/',
  sourceKind: id === 3 ? 'adapted' : 'reviewed',
});

describe('PersonalizedTips', () => {
  it("shows the child's tips with the focus domains first and each tip's source", async () => {
    const calls = handlers.tips.childParentTips(({ params }) =>
      params.childId === '7'
        ? {
            childId: 7,
            childName: 'Ben',
            ageYears: 8,
            focusDomains: ['language', 'moral'],
            tips: [tip(1, 'language'), tip(2, 'moral'), tip(3, 'physical')],
          }
        : apiError(404),
    );
    renderWithPlatform(<PersonalizedTips childId={7} />);
    expect(await screen.findByRole('heading', { name: 'Tips for Ben' })).toBeInTheDocument();
    expect(screen.getByText(/For age 8, starting with Language and Moral/)).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.firstChild?.textContent)).toEqual(['Tip 1', 'Tip 2', 'Tip 3']);
    expect(screen.getAllByText('Focus area')).toHaveLength(2);
    // Our own advice says what it was checked against; advice taken from a page says so.
    expect(screen.getAllByText(/ages 7-8 · Flourishly tip, reviewed against CASEL SEL framework/)).toHaveLength(2);
    expect(screen.getAllByText(/ages 7-8 · Adapted from CASEL SEL framework/)).toHaveLength(1);
    expect(calls.map((call) => call.url)).toEqual(['/api/child-profiles/7/parent-tips']);
  });

  it('speaks Hindi to a parent who chose it: the title, the focus areas, each tip’s domain, ages and source', async () => {
    handlers.tips.childParentTips({
      childId: 7,
      childName: 'Ben',
      ageYears: 8,
      focusDomains: ['language', 'moral'],
      tips: [tip(1, 'language'), tip(3, 'physical')],
    });
    // The Hindi catalog loads as its own chunk: the first render suspends until it has.
    await act(async () => renderWithPlatform(<PersonalizedTips childId={7} />, { user: { ...testUser, locale: 'hi' } }));
    expect(await screen.findByRole('heading', { name: 'Ben के लिए सुझाव' })).toBeInTheDocument();
    expect(screen.getByText('8 साल की उम्र के लिए, सबसे नए आकलन के हिसाब से पहले भाषा और नैतिक के सुझाव।')).toBeInTheDocument();
    expect(screen.getAllByText('खास ध्यान')).toHaveLength(1);
    expect(screen.getByText('भाषा · 7-8 साल · Flourishly सुझाव, CASEL SEL framework के आधार पर जाँचा गया')).toBeInTheDocument();
    expect(screen.getByText('शारीरिक · 7-8 साल · CASEL SEL framework से लिया गया')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ben के डैशबोर्ड पर वापस जाएँ' })).toHaveAttribute('href', '/child/7');
  });
});
