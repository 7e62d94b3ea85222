import { act, screen } from '@testing-library/react';
import { subDays } from 'date-fns';
import type { ParentTip } from '@flourishly/contracts';
import { forChild, handlers, makeChildProfile, renderWithPlatform, testUser } from '../../testing/render-with-platform';
import { ParentTips } from './ParentTips';

const sixYearsAgo = subDays(new Date(), Math.ceil(6 * 365.25) + 10)
  .toISOString()
  .slice(0, 10);
const child = makeChildProfile({ id: 7, name: 'Maya', dateOfBirth: sixYearsAgo, personaType: 1, gender: 'female' });
const tip = (id: number): ParentTip => ({
  id,
  content: `Tip number ${id}`,
  minAge: 5,
  maxAge: 6,
  minAgeMonths: 60,
  maxAgeMonths: 83,
  domain: 'language',
  source: 'AAP',
  sourceUrl: null,
  sourceKind: 'reviewed',
});

describe('ParentTips', () => {
  it('asks for the age window (age ± 1) and shows at most three tips and the personalised link', async () => {
    handlers.children.child(forChild(7, child));
    const calls = handlers.tips.parentTips([tip(1), tip(2), tip(3), tip(4)]);
    renderWithPlatform(<ParentTips childId={7} />);
    expect(await screen.findByText('Tip number 1')).toBeInTheDocument();
    expect(screen.getByText('Tip number 3')).toBeInTheDocument();
    expect(screen.queryByText('Tip number 4')).not.toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual(['/api/parent-tips?minAge=5&maxAge=7&ageMonths=72']);
    expect(screen.getByRole('link', { name: 'Get More Personalized Tips' })).toHaveAttribute('href', '/parent-tips?childId=7');
  });

  it("sends a baby's developmental age in months, so the tips fit its month", async () => {
    const tenWeeksAgo = subDays(new Date(), 70).toISOString().slice(0, 10);
    handlers.children.child(forChild(7, { ...child, dateOfBirth: tenWeeksAgo }));
    const calls = handlers.tips.parentTips([tip(1)]);
    renderWithPlatform(<ParentTips childId={7} />);
    expect(await screen.findByText('Tip number 1')).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual(['/api/parent-tips?minAge=-1&maxAge=1&ageMonths=2']);
  });

  it('shows the empty text when no tip fits the age', async () => {
    handlers.children.child(forChild(7, child));
    handlers.tips.parentTips([]);
    renderWithPlatform(<ParentTips childId={7} />);
    expect(await screen.findByText('No tips available for this age group.')).toBeInTheDocument();
  });
});

describe('ParentTips in Hindi', () => {
  it('speaks Hindi to a parent who chose it: the heading, the empty text and the link', async () => {
    handlers.children.child(forChild(7, child));
    handlers.tips.parentTips([]);
    // The Hindi catalog loads as its own chunk: the first render suspends until it has.
    await act(async () => renderWithPlatform(<ParentTips childId={7} />, { user: { ...testUser, locale: 'hi' } }));
    expect(screen.getByRole('heading', { name: 'माता-पिता के लिए सुझाव' })).toBeInTheDocument();
    expect(await screen.findByText('इस उम्र के लिए अभी कोई सुझाव नहीं है।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'और खास सुझाव देखें' })).toHaveAttribute('href', '/parent-tips?childId=7');
  });
});

describe('ParentTips errors', () => {
  it('reports a failed tips request instead of the empty text', async () => {
    handlers.children.child(forChild(7, child));
    handlers.tips.parentTips.fail(500, 'Something went wrong on our side');
    renderWithPlatform(<ParentTips childId={7} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Tips could not be loaded. 500: Something went wrong on our side');
    expect(screen.queryByText('No tips available for this age group.')).not.toBeInTheDocument();
  });

  it('reports a failed child request instead of the empty text', async () => {
    handlers.children.child.fail(500, 'Down');
    const tips = handlers.tips.parentTips([tip(1)]);
    renderWithPlatform(<ParentTips childId={7} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Tips could not be loaded. 500: Down');
    expect(screen.queryByText('No tips available for this age group.')).not.toBeInTheDocument();
    expect(tips).toHaveLength(0);
  });
});
