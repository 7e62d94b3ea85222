import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActivityAssignment, ChildListItem, ChildRole, LibraryActivityItem } from '@flourishly/contracts';
import { childrenApi } from '@flourishly/platform';
import {
  forChild,
  forUser,
  handlers,
  makeChildListItem,
  makeChildProfile,
  recordRequests,
  renderWithPlatform,
  testUser,
} from '../../testing/render-with-platform';
import { AddActivity } from './AddActivity';

const now = new Date(2026, 10, 22, 10, 30);
const item = (id: number, title: string, domainType: LibraryActivityItem['domainType']): LibraryActivityItem => ({
  id,
  slug: `s-${id}`,
  title,
  description: `About ${title}`,
  domainType,
  duration: 10,
  minAge: 4,
  maxAge: 5,
  materials: ['Paper'],
  skill: 'Counting',
  sourceName: id === 2 ? "CASEL's five social and emotional learning competencies" : null,
  sourceUrl: id === 2 ? 'https://casel.org/fundamentals-of-sel/' : null,
  sourceKind: id === 2 ? 'adapted' : null,
  minAgeMonths: 48,
  maxAgeMonths: 71,
});
const child = makeChildProfile({ id: 7, name: 'Maya', dateOfBirth: '2022-01-01', gender: 'female', personaType: null, avatarUrl: null });
const listed = (role: ChildRole = 'owner') =>
  makeChildListItem({ id: 7, name: 'Maya', dateOfBirth: '2022-01-01', personaType: null, role, sharedBy: role === 'owner' ? null : 'Ann' });
/** The activity the server answers a POST with (the page only leaves for the child's page). */
const added = (scheduledFor: string, activity: Pick<ActivityAssignment['activity'], 'id' | 'title' | 'domainType' | 'duration'>) => ({
  id: 9,
  status: 'upcoming' as const,
  scheduledFor,
  activity: { ...activity, description: '', sourceName: null, sourceUrl: null, sourceKind: null },
  reason: null,
  source: 'parent' as const,
  completedAt: null,
});

/** Answers Maya (child 7) with the user's `role` on her and the library with `library`; returns the library's requests. */
function serve(library: LibraryActivityItem[] = [], role: ChildRole = 'owner') {
  handlers.children.child(forChild(7, child));
  handlers.children.childList(forUser([listed(role)]));
  return handlers.activities.activityLibrary(library);
}

describe('AddActivity', () => {
  it('filters the library by the child’s age and domain, searches, and adds the chosen one at a date and time', async () => {
    const library = serve([item(1, 'Number Hopscotch', 'cognitive'), item(2, 'Hop on One Foot', 'physical')]);
    const created = handlers.activities.createActivityAssignment(
      forChild(7, added('2026-11-23T08:15:00', { id: 2, title: 'Hop on One Foot', domainType: 'physical', duration: 10 })),
    );
    const { router } = renderWithPlatform(<AddActivity childId={7} now={now} />, { path: '/child/7/add-activity' });
    expect(await screen.findByRole('heading', { name: 'Add Activity for Maya' })).toBeInTheDocument();
    expect(await screen.findByText('Number Hopscotch')).toBeInTheDocument();
    // The child's own age by default: the server reads it from the child (months for a baby).
    expect(library.map((call) => call.url)).toContain('/api/activities?childId=7');
    expect(screen.getByLabelText('Age')).toHaveDisplayValue("Maya's age");
    expect(screen.getAllByText(/Ages 4-5/)).toHaveLength(2);
    // Each library activity says where its facts come from; the link opens a new tab and says so.
    const source = screen.getByRole('link', { name: "CASEL's five social and emotional learning competencies (opens in a new tab)" });
    expect(source).toHaveAttribute('href', 'https://casel.org/fundamentals-of-sel/');
    expect(source).toHaveAttribute('target', '_blank');
    expect(source).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getAllByTestId('activity-source')).toHaveLength(1);
    expect(screen.getByTestId('activity-source')).toHaveTextContent(/^Adapted from CASEL/);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Domain'), 'physical');
    expect(library.map((call) => call.url)).toContain('/api/activities?domain=physical&childId=7');
    await user.selectOptions(screen.getByLabelText('Age'), '2 years');
    expect(library.map((call) => call.url)).toContain('/api/activities?domain=physical&age=2');
    await user.selectOptions(screen.getByLabelText('Age'), 'Any age');
    expect(library.map((call) => call.url)).toContain('/api/activities?domain=physical');
    await user.type(screen.getByLabelText('Search activities'), 'foot');
    expect(screen.queryByText('Number Hopscotch')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add to Plan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose an activity from the library');

    await user.click(screen.getByRole('radio', { name: 'Hop on One Foot' }));
    await user.clear(screen.getByLabelText('Date'));
    await user.type(screen.getByLabelText('Date'), '2026-11-23');
    await user.clear(screen.getByLabelText('Time'));
    await user.type(screen.getByLabelText('Time'), '08:15');
    await user.click(screen.getByRole('button', { name: 'Add to Plan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/child/7'));
    expect(created).toEqual([
      {
        method: 'POST',
        url: '/api/child-profiles/7/activity-assignments',
        params: { childId: '7' },
        query: {},
        body: { date: '2026-11-23', time: '08:15', activityId: 2 },
      },
    ]);
  });

  it('validates and adds a custom activity', async () => {
    serve();
    const created = handlers.activities.createActivityAssignment(
      forChild(7, added('2026-11-22T10:00:00', { id: null, title: 'Bake muffins', domainType: 'cognitive', duration: 30 })),
    );
    const { router } = renderWithPlatform(<AddActivity childId={7} now={now} />, { path: '/child/7/add-activity' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Your own activity' }));
    await user.type(screen.getByLabelText('Title'), 'B');
    await user.click(screen.getByRole('button', { name: 'Add to Plan' }));
    expect(within(await screen.findByRole('alert')).getByText('Title must be at least 2 characters')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Title'), 'ake muffins');
    await user.clear(screen.getByLabelText('Duration (minutes)'));
    await user.type(screen.getByLabelText('Duration (minutes)'), '30');
    await user.click(screen.getByRole('button', { name: 'Add to Plan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/child/7'));
    expect(created.map((call) => call.body)).toEqual([
      {
        date: '2026-11-22',
        time: '10:00',
        custom: { title: 'Bake muffins', description: '', domainType: 'cognitive', duration: 30 },
      },
    ]);
  });
});

describe('AddActivity, child and date', () => {
  it('starts the date on the day passed by the plan (?date=), and on today for a missing or invalid one', async () => {
    serve();
    const first = renderWithPlatform(<AddActivity childId={7} now={now} />, { path: '/child/7/add-activity?date=2026-11-26' });
    expect(await screen.findByLabelText('Date')).toHaveValue('2026-11-26');
    first.unmount();
    for (const search of ['?date=2026-02-30', '?date=tomorrow', '']) {
      const view = renderWithPlatform(<AddActivity childId={7} now={now} />, { path: `/child/7/add-activity${search}` });
      expect([search, ((await screen.findByLabelText('Date')) as HTMLInputElement).value]).toEqual([search, '2026-11-22']);
      view.unmount();
    }
  });

  it('shows Child Not Found for an unknown child instead of the form', async () => {
    serve();
    renderWithPlatform(<AddActivity childId={99} now={now} />, { path: '/child/99/add-activity' });
    expect(await screen.findByRole('heading', { name: 'Child Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The child profile you're looking for doesn't exist or you don't have access to it.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to Plan' })).not.toBeInTheDocument();
  });

  it('shows an error, not the form, when the child cannot be loaded', async () => {
    handlers.children.child.fail(500, 'Something went wrong on our side');
    handlers.children.childList(forUser([]));
    handlers.activities.activityLibrary([]);
    renderWithPlatform(<AddActivity childId={7} now={now} />, { path: '/child/7/add-activity' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch child profile. 500: Something went wrong on our side');
    expect(screen.queryByRole('heading', { name: 'Child Not Found' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to Plan' })).not.toBeInTheDocument();
  });

  it('gives a viewer who opens the address a note with the way back instead of the form, never showing the form', async () => {
    let answerList: (list: ChildListItem[]) => void = () => undefined;
    serve([item(1, 'Number Hopscotch', 'cognitive')]);
    handlers.children.childList(forUser(() => new Promise<ChildListItem[]>((resolve) => (answerList = resolve))));
    const requests = recordRequests();
    const { store } = renderWithPlatform(<AddActivity childId={7} now={now} />, { path: '/child/7/add-activity' });
    // The child has loaded, the role not yet: the page waits rather than showing the form.
    await waitFor(() => expect(childrenApi.endpoints.getChild.select(7)(store.getState()).isSuccess).toBe(true));
    expect(screen.getByRole('status')).toHaveTextContent('Loading child profile');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    answerList([listed('viewer')]);
    expect(await screen.findByRole('heading', { name: 'Add Activity for Maya', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent("You can view Maya's plan but not change it.");
    expect(screen.getByRole('link', { name: "Back to Maya's page" })).toHaveAttribute('href', '/child/7');
    expect(screen.queryByRole('form', { name: 'Add activity' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to Plan' })).not.toBeInTheDocument();
    expect(requests.filter((request) => !request.startsWith('GET '))).toEqual([]);
  });

  it('shows a caregiver the form', async () => {
    serve([item(1, 'Number Hopscotch', 'cognitive')], 'caregiver');
    renderWithPlatform(<AddActivity childId={7} now={now} />, { path: '/child/7/add-activity' });
    expect(await screen.findByRole('form', { name: 'Add activity' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Plan' })).toBeInTheDocument();
  });
});

describe('AddActivity in Hindi', () => {
  it('speaks Hindi to a parent who chose it: the title, the library’s filters and activities, the form and its error', async () => {
    serve([item(2, 'Hop on One Foot', 'physical')]);
    // The Hindi catalog loads as its own chunk: the first render suspends until it has.
    await act(async () =>
      renderWithPlatform(<AddActivity childId={7} now={now} />, { path: '/child/7/add-activity', user: { ...testUser, locale: 'hi' } }),
    );
    expect(await screen.findByRole('heading', { name: 'Maya के लिए गतिविधि जोड़ें' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'गतिविधि जोड़ें' });
    expect(within(form).getByRole('radio', { name: 'हमारी गतिविधियों में से' })).toBeChecked();
    expect(within(form).getByLabelText('उम्र')).toHaveDisplayValue('Maya की उम्र');
    expect(within(form).getByLabelText('क्षेत्र')).toHaveDisplayValue('सभी क्षेत्र');
    expect(await within(form).findByText('शारीरिक · 10 मिनट · 4-5 साल · सिखाती है: counting')).toBeInTheDocument();
    expect(within(form).getByText('1 गतिविधि')).toBeInTheDocument();
    expect(within(form).getByText('ज़रूरी सामान: Paper')).toBeInTheDocument();
    expect(within(form).getByTestId('activity-source')).toHaveTextContent(/से लिया गया$/);
    expect(within(form).getByLabelText('तारीख')).toHaveValue('2026-11-22');
    const user = userEvent.setup();
    await user.click(within(form).getByRole('button', { name: 'योजना में जोड़ें' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('हमारी गतिविधियों में से एक चुनें');
    await user.click(within(form).getByRole('radio', { name: 'आपकी अपनी गतिविधि' }));
    expect(within(form).getByLabelText('नाम')).toBeInTheDocument();
    expect(within(form).getByLabelText('कितनी देर (मिनट)')).toHaveValue(15);
    expect(within(form).getByRole('link', { name: 'रद्द करें' })).toHaveAttribute('href', '/child/7');
  });
});
