import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LibraryActivityItem } from '@flourishly/contracts';
import { childrenApi } from '@flourishly/platform';
import { mockApi, renderWithPlatform } from '../../testing/render-with-platform';
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
const child = { id: 7, name: 'Maya', dateOfBirth: '2022-01-01', gender: 'female', personaType: null, avatarUrl: null };

describe('AddActivity', () => {
  it('filters the library by the child’s age and domain, searches, and adds the chosen one at a date and time', async () => {
    const calls = mockApi((call) => {
      if (call.url === '/api/child-profiles/7') return { status: 200, body: child };
      if (call.url.startsWith('/api/activities'))
        return { status: 200, body: [item(1, 'Number Hopscotch', 'cognitive'), item(2, 'Hop on One Foot', 'physical')] };
      if (call.method === 'POST')
        return {
          status: 201,
          body: {
            id: 9,
            status: 'upcoming',
            scheduledFor: '2026-11-23T08:15:00',
            activity: { id: 2, title: 'Hop on One Foot', description: '', domainType: 'physical', duration: 10 },
            reason: null,
            source: 'parent',
            completedAt: null,
          },
        };
      return undefined;
    });
    const { router } = renderWithPlatform(<AddActivity childId={7} now={now} />, { path: '/child/7/add-activity' });
    expect(await screen.findByRole('heading', { name: 'Add Activity for Maya' })).toBeInTheDocument();
    expect(await screen.findByText('Number Hopscotch')).toBeInTheDocument();
    // The child's own age by default: the server reads it from the child (months for a baby).
    expect(calls.some((c) => c.url === '/api/activities?childId=7')).toBe(true);
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
    expect(calls.some((c) => c.url === '/api/activities?domain=physical&childId=7')).toBe(true);
    await user.selectOptions(screen.getByLabelText('Age'), '2 years');
    expect(calls.some((c) => c.url === '/api/activities?domain=physical&age=2')).toBe(true);
    await user.selectOptions(screen.getByLabelText('Age'), 'Any age');
    expect(calls.some((c) => c.url === '/api/activities?domain=physical')).toBe(true);
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
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/child-profiles/7/activity-assignments',
      body: { date: '2026-11-23', time: '08:15', activityId: 2 },
    });
  });

  it('validates and adds a custom activity', async () => {
    const calls = mockApi((call) => {
      if (call.url === '/api/child-profiles/7') return { status: 200, body: child };
      if (call.url.startsWith('/api/activities')) return { status: 200, body: [] };
      if (call.method === 'POST')
        return {
          status: 201,
          body: {
            id: 9,
            status: 'upcoming',
            scheduledFor: '2026-11-22T10:00:00',
            activity: { id: null, title: 'Bake muffins', description: '', domainType: 'cognitive', duration: 30 },
            reason: null,
            source: 'parent',
            completedAt: null,
          },
        };
      return undefined;
    });
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
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      date: '2026-11-22',
      time: '10:00',
      custom: { title: 'Bake muffins', description: '', domainType: 'cognitive', duration: 30 },
    });
  });
});

describe('AddActivity, child and date', () => {
  it('starts the date on the day passed by the plan (?date=), and on today for a missing or invalid one', async () => {
    mockApi((call) => {
      if (call.url === '/api/child-profiles/7') return { status: 200, body: child };
      if (call.url.startsWith('/api/activities')) return { status: 200, body: [] };
      return undefined;
    });
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
    mockApi((call) => (call.url.startsWith('/api/activities') ? { status: 200, body: [] } : undefined));
    renderWithPlatform(<AddActivity childId={99} now={now} />, { path: '/child/99/add-activity' });
    expect(await screen.findByRole('heading', { name: 'Child Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The child profile you're looking for doesn't exist or you don't have access to it.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to Plan' })).not.toBeInTheDocument();
  });

  it('shows an error, not the form, when the child cannot be loaded', async () => {
    mockApi((call) =>
      call.url === '/api/child-profiles/7'
        ? { status: 500, body: { statusCode: 500, message: 'Something went wrong on our side' } }
        : { status: 200, body: [] },
    );
    renderWithPlatform(<AddActivity childId={7} now={now} />, { path: '/child/7/add-activity' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch child profile. 500: Something went wrong on our side');
    expect(screen.queryByRole('heading', { name: 'Child Not Found' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to Plan' })).not.toBeInTheDocument();
  });

  it('gives a viewer who opens the address a note with the way back instead of the form, never showing the form', async () => {
    let answerList: (answer: { status: number; body: unknown }) => void = () => undefined;
    const calls = mockApi((call) => {
      if (call.url === '/api/users/5/child-profiles') return new Promise((resolve) => (answerList = resolve));
      if (call.url === '/api/child-profiles/7') return { status: 200, body: child };
      if (call.url.startsWith('/api/activities')) return { status: 200, body: [item(1, 'Number Hopscotch', 'cognitive')] };
      return undefined;
    });
    const { store } = renderWithPlatform(<AddActivity childId={7} now={now} />, { path: '/child/7/add-activity' });
    // The child has loaded, the role not yet: the page waits rather than showing the form.
    await waitFor(() => expect(childrenApi.endpoints.getChild.select(7)(store.getState()).isSuccess).toBe(true));
    expect(screen.getByRole('status')).toHaveTextContent('Loading child profile');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    answerList({ status: 200, body: [{ ...child, role: 'viewer', sharedBy: 'Ann' }] });
    expect(await screen.findByRole('heading', { name: 'Add Activity for Maya', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent("You can view Maya's plan but not change it.");
    expect(screen.getByRole('link', { name: "Back to Maya's page" })).toHaveAttribute('href', '/child/7');
    expect(screen.queryByRole('form', { name: 'Add activity' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to Plan' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('shows a caregiver the form', async () => {
    mockApi((call) => {
      if (call.url === '/api/users/5/child-profiles') return { status: 200, body: [{ ...child, role: 'caregiver', sharedBy: 'Ann' }] };
      if (call.url === '/api/child-profiles/7') return { status: 200, body: child };
      if (call.url.startsWith('/api/activities')) return { status: 200, body: [item(1, 'Number Hopscotch', 'cognitive')] };
      return undefined;
    });
    renderWithPlatform(<AddActivity childId={7} now={now} />, { path: '/child/7/add-activity' });
    expect(await screen.findByRole('form', { name: 'Add activity' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Plan' })).toBeInTheDocument();
  });
});
