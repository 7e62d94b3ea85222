import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format, subDays, subMonths } from 'date-fns';
import { HttpResponse } from 'msw';
import type { ChildListItem } from '@flourishly/contracts';
import {
  emptyPlanSummary,
  handlers,
  makeChildListItem,
  recordRequests,
  renderWithPlatform,
  testUser,
} from '../../testing/render-with-platform';
import { ParentDashboard } from './ParentDashboard';

const mockLoadRemote = jest.fn(async (_id: string) => ({
  default: ({ open }: { open: boolean }) => (open ? <div role="dialog" aria-label="Add Child Profile" /> : null),
}));
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => mockLoadRemote(id),
  registerRemotes: jest.fn(),
}));

/** Answers the children (null: a failure) and empty plan summaries; returns the requests. */
function answer(children: ChildListItem[] | null) {
  handlers.children.childList(children ?? new HttpResponse('null', { status: 500 }));
  // Each card asks for its child's plan summary; an empty day here.
  const summaries = handlers.activities.planSummary(emptyPlanSummary);
  const requests = recordRequests();
  return { requests, summaries };
}

function renderDashboard(children: ChildListItem[] | null) {
  const answered = answer(children);
  renderWithPlatform(<ParentDashboard />);
  return answered;
}

const daysAgo = (days: number) => format(subDays(new Date(), days), 'yyyy-MM-dd');

describe('ParentDashboard', () => {
  beforeEach(() => mockLoadRemote.mockClear());

  it('greets the parent and shows the empty state, whose button opens the federated wizard', async () => {
    const { requests } = renderDashboard([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Maya Patel' })).toBeInTheDocument();
    expect(screen.getByText("Manage your children's learning and development journeys.")).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your children');
    expect(await screen.findByRole('heading', { name: 'No Child Profiles Yet' })).toBeInTheDocument();
    expect(requests).toEqual(['GET /api/users/5/child-profiles']);
    expect(mockLoadRemote).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add Your First Child' }));
    expect(await screen.findByRole('dialog', { name: 'Add Child Profile' })).toBeInTheDocument();
    expect(mockLoadRemote).toHaveBeenCalledWith('mf_children/AddChildDialog');
  });

  it('shows one card per child with age by days / 365.25, honest empty figures and an add card', async () => {
    const { summaries } = renderDashboard([
      // 1461 days = 4 * 365.25: exactly 4 years
      makeChildListItem({ id: 1, name: 'leo', dateOfBirth: daysAgo(1461), personaType: 1 }),
      // 1826 days / 365.25 = 4.999: still 4 (the calendar count would say 5)
      makeChildListItem({ id: 2, name: 'Ava', dateOfBirth: daysAgo(1826), avatarUrl: '/api/avatars/owl.svg', personaType: null }),
      makeChildListItem({ id: 3, name: 'Sam', dateOfBirth: '', personaType: null }),
      // Under 2 years an age is said in months: 'Age: 10 months', not 'Age: 0 years'
      makeChildListItem({ id: 4, name: 'Ada', dateOfBirth: format(subMonths(new Date(), 10), 'yyyy-MM-dd'), personaType: null }),
    ]);
    const list = await screen.findByRole('list', { name: 'Your children' });
    expect(within(within(list).getByRole('listitem', { name: 'Ada' })).getByText('Age: 10 months')).toBeInTheDocument();
    const leo = within(list).getByRole('listitem', { name: 'leo' });
    expect(within(leo).getByTestId('child-card-avatar')).toHaveTextContent('L');
    expect(within(leo).getByText('Age: 4 years')).toBeInTheDocument();
    expect(within(leo).getByText('Last activity: No activities yet')).toBeInTheDocument();
    expect(within(leo).getByText('No activities planned for today')).toBeInTheDocument();
    expect(within(leo).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    expect(within(leo).getByRole('link', { name: 'View Dashboard for leo' })).toHaveAttribute('href', '/child/1');
    const ava = within(list).getByRole('listitem', { name: 'Ava' });
    expect(within(ava).getByText('Age: 4 years')).toBeInTheDocument();
    expect(within(ava).getByTestId('child-card-avatar').querySelector('img')).toHaveAttribute('src', '/api/avatars/owl.svg');
    expect(within(within(list).getByRole('listitem', { name: 'Sam' })).getByText('Age: Unknown')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Another Child' })).toBeInTheDocument();
    expect(screen.queryByText('No Child Profiles Yet')).not.toBeInTheDocument();
    await waitFor(() => expect(new Set(summaries.map((call) => call.params.childId))).toEqual(new Set(['1', '2', '3', '4'])));
  });

  it('says so when the children cannot be loaded', async () => {
    renderDashboard(null);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your children');
  });

  it('speaks Hindi to a parent who chose it: the greeting, ages, figures and buttons', async () => {
    answer([
      makeChildListItem({ id: 1, name: 'leo', dateOfBirth: daysAgo(1461), personaType: 1, sharedBy: 'Ann' }),
      makeChildListItem({ id: 4, name: 'Ada', dateOfBirth: format(subMonths(new Date(), 10), 'yyyy-MM-dd'), personaType: null }),
    ]);
    // The Hindi catalog loads as its own chunk: the first render suspends until it has.
    await act(async () => renderWithPlatform(<ParentDashboard />, { user: { ...testUser, locale: 'hi' } }));
    expect(screen.getByRole('heading', { level: 1, name: 'नमस्ते, Maya Patel' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'आपके बच्चे' });
    expect(within(within(list).getByRole('listitem', { name: 'Ada' })).getByText('उम्र: 10 महीने')).toBeInTheDocument();
    const leo = within(list).getByRole('listitem', { name: 'leo' });
    expect(within(leo).getByText('उम्र: 4 साल')).toBeInTheDocument();
    expect(within(leo).getByText('Ann ने साझा किया')).toBeInTheDocument();
    expect(await within(leo).findByText('पिछली गतिविधि: अभी कोई गतिविधि नहीं')).toBeInTheDocument();
    expect(within(leo).getByText('आज के लिए कोई गतिविधि तय नहीं है')).toBeInTheDocument();
    expect(within(leo).getByRole('link', { name: 'leo का डैशबोर्ड देखें' })).toHaveAttribute('href', '/child/1');
    expect(screen.getByRole('button', { name: 'एक और बच्चा जोड़ें' })).toBeInTheDocument();
  });
});
