import { act, screen, waitFor, within } from '@testing-library/react';
import { format, subMonths, subYears } from 'date-fns';
import type { Screening } from '@flourishly/contracts';
import { useGetChildQuery } from '@flourishly/platform';
import { forChild, handlers, makeChildProfile, renderWithPlatform, testUser } from '../../testing/render-with-platform';
import { RecommendedScreenings } from './RecommendedScreenings';

const born = (date: Date) => format(date, 'yyyy-MM-dd');
const toddler = makeChildProfile({ dateOfBirth: born(subMonths(new Date(), 17)) });
const screenings: Screening[] = [
  { kind: 'developmental', ageMonths: 9, dueOn: '2026-03-20', status: 'past' },
  { kind: 'developmental', ageMonths: 18, dueOn: '2026-12-20', status: 'due' },
  { kind: 'autism', ageMonths: 18, dueOn: '2026-12-20', status: 'due' },
  { kind: 'autism', ageMonths: 24, dueOn: '2027-06-20', status: 'upcoming' },
  { kind: 'developmental', ageMonths: 30, dueOn: '2027-12-20', status: 'upcoming' },
];

describe('RecommendedScreenings', () => {
  it('lists each screening with its age, the day it is due and its status in words, with the lead and source', async () => {
    handlers.children.child(forChild(7, toddler));
    handlers.assessments.screenings(forChild(7, screenings));
    renderWithPlatform(<RecommendedScreenings childId={7} />);
    const card = await screen.findByRole('region', { name: 'Recommended screenings' });
    const rows = await within(card).findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'General developmental screeningat 9 months · 20 March 2026Past',
      'General developmental screeningat 18 months · 20 December 2026Due now',
      'Autism screeningat 18 months · 20 December 2026Due now',
      'Autism screeningat 24 months · 20 June 2027Upcoming',
      'General developmental screeningat 30 months · 20 December 2027Upcoming',
    ]);
    expect(within(rows[1]).getByText('20 December 2026')).toHaveAttribute('datetime', '2026-12-20');
    // "Due now" is set apart in words and weight, not by colour alone.
    expect(within(rows[1]).getByText('Due now')).toHaveStyle({ fontWeight: '700' });
    expect(within(rows[3]).getByText('Upcoming')).not.toHaveStyle({ fontWeight: '700' });
    expect(within(card).getByText(/^Paediatricians recommend these short checks of development/)).toBeInTheDocument();
    expect(within(card).getByText(/^Source: American Academy of Pediatrics \(AAP\)/)).toBeInTheDocument();
    expect(within(card).queryByText(/^Born early/)).not.toBeInTheDocument();
  });

  it('says the dates follow the corrected age for a baby born early', async () => {
    handlers.children.child(forChild(7, { ...toddler, gestationalAgeAtBirthWeeks: 30 }));
    handlers.assessments.screenings(forChild(7, screenings));
    renderWithPlatform(<RecommendedScreenings childId={7} />);
    const card = await screen.findByRole('region', { name: 'Recommended screenings' });
    expect(await within(card).findByText(/^Born early: the dates before age 2 follow the corrected age/)).toBeInTheDocument();
  });

  it('is not drawn when the list is empty', async () => {
    handlers.children.child(forChild(7, toddler));
    const calls = handlers.assessments.screenings(forChild(7, []));
    const { container } = renderWithPlatform(<RecommendedScreenings childId={7} />);
    await waitFor(() => expect(calls.map((call) => call.url)).toContain('/api/child-profiles/7/screenings'));
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  it('neither asks for nor draws the list for a school-age child', async () => {
    handlers.children.child(forChild(7, makeChildProfile({ name: 'Ben', dateOfBirth: born(subYears(new Date(), 6)) })));
    const calls = handlers.assessments.screenings(screenings);
    // The child's name, from the same cached child: once it shows, the card has had the child too.
    function ChildName() {
      return <p>{useGetChildQuery(7).data?.name}</p>;
    }
    renderWithPlatform(
      <>
        <ChildName />
        <RecommendedScreenings childId={7} />
      </>,
    );
    expect(await screen.findByText('Ben')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('says so when the list cannot be loaded', async () => {
    handlers.children.child(forChild(7, toddler));
    handlers.assessments.screenings.fail(500, 'Down');
    renderWithPlatform(<RecommendedScreenings childId={7} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The recommended screenings could not be loaded. 500: Down');
  });

  it('lists the screenings in Hindi, with Hindi dates and statuses', async () => {
    handlers.children.child(forChild(7, toddler));
    handlers.assessments.screenings(forChild(7, screenings.slice(0, 2)));
    // The Hindi catalog loads as its own chunk: the first render suspends until it has.
    await act(async () => renderWithPlatform(<RecommendedScreenings childId={7} />, { user: { ...testUser, locale: 'hi' } }));
    const card = await screen.findByRole('region', { name: 'सुझाई गई जाँचें' });
    const rows = await within(card).findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'विकास की सामान्य जाँच9 महीने पर · 20 मार्च 2026बीत चुकी',
      'विकास की सामान्य जाँच18 महीने पर · 20 दिसंबर 2026अभी करवाएँ',
    ]);
    expect(within(card).getByText(/^बच्चों के डॉक्टर विकास की ये छोटी जाँचें/)).toBeInTheDocument();
  });
});
