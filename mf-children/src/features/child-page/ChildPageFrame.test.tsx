import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format, subMonths } from 'date-fns';
import { BALANCED_LEARNER_DEFAULT_REASON, type ChildListItem, type ChildProfile } from '@flourishly/contracts';
import {
  apiError,
  forChild,
  forUser,
  handlers,
  makeChildListItem,
  makeChildProfile,
  renderWithPlatform,
  testUser,
  type ErrorAnswer,
} from '../../testing/render-with-platform';
import { ChildPageFrame } from './ChildPageFrame';

const mockLoadRemote = jest.fn(async (id: string) => ({
  default: ({ childId }: { childId: number }) => <p>{`${id} for child ${childId}`}</p>,
}));
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => mockLoadRemote(id),
  registerRemotes: jest.fn(),
}));

const child = makeChildProfile({ temperament: null, personaReasons: ['cognitive focus', 'loves building and puzzles'] });

type ChildAnswer = ChildProfile | ErrorAnswer;

/** Child 7 answers `profile` (an error, or one per call), in the parent's list as its owner's. Returns the child's loads. */
function answerChild(profile: ChildAnswer | (() => ChildAnswer) = child) {
  handlers.children.childList(forUser([makeChildListItem({ id: 7, name: 'Maya', role: 'owner' })]));
  return handlers.children.child(forChild(7, profile));
}

const renderAt = (path: string, profile: ChildAnswer = child) => {
  answerChild(profile);
  return renderWithPlatform(<ChildPageFrame childId={7} />, { path });
};

describe('ChildPageFrame', () => {
  it('shows a spinner, then the header with persona, reason, age and actions', async () => {
    renderAt('/child/7');
    expect(screen.getByRole('status')).toHaveTextContent('Loading child profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Maya' })).toBeInTheDocument();
    expect(screen.getByTestId('child-avatar')).toHaveTextContent('M');
    expect(screen.getByTestId('persona-badge')).toHaveTextContent('Curious Scholar');
    expect(screen.getByText('Why: cognitive focus, loves building and puzzles')).toBeInTheDocument();
    expect(screen.getByText(/^Age: \d+ years$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/child/7/edit');
    expect(screen.getByRole('link', { name: 'Add Activity' })).toHaveAttribute('href', '/child/7/add-activity');
  });

  it('draws the header once the role is known too, with Share in place from the start (no layout shift)', async () => {
    let answerList: (list: ChildListItem[]) => void = () => undefined;
    const list = new Promise<ChildListItem[]>((resolve) => (answerList = resolve));
    handlers.children.child(forChild(7, child));
    handlers.children.childList(forUser(() => list));
    const { store } = renderWithPlatform(<ChildPageFrame childId={7} />, { path: '/child/7' });
    // The child has arrived, the list has not: still the spinner, no header without its buttons.
    await waitFor(() => expect(store.getState().api.queries['getChild(7)']?.status).toBe('fulfilled'));
    expect(screen.getByRole('status')).toHaveTextContent('Loading child profile');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    answerList([makeChildListItem({ id: 7, name: 'Maya', role: 'owner' })]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Maya' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });

  it('shows a viewer the header with Sharing, but neither Edit Profile nor Add Activity', async () => {
    handlers.children.child(forChild(7, child));
    handlers.children.childList(forUser([makeChildListItem({ id: 7, name: 'Maya', role: 'viewer', sharedBy: 'Ann' })]));
    renderWithPlatform(<ChildPageFrame childId={7} />, { path: '/child/7' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Maya' })).toBeInTheDocument();
    // 'Sharing' (not the owner's 'Share') shows once the role is known.
    expect(await screen.findByRole('button', { name: 'Sharing' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Profile' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Activity' })).not.toBeInTheDocument();
  });

  it('marks the Dashboard tab current on the base path and mounts the dashboard tab remote', async () => {
    renderAt('/child/7');
    const nav = await screen.findByRole('navigation', { name: 'Child sections' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Learning Path',
      'Activities',
      'Games',
      'Progress Reports',
      'Growth',
      'Immunisations',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/child/7',
      '/child/7/learning-path',
      '/child/7/activities',
      '/child/7/games',
      '/child/7/progress-reports',
      '/child/7/growth',
      '/child/7/immunisations',
    ]);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('mf_dashboard/ChildDashboardTab for child 7')).toBeInTheDocument();
  });

  it('follows the /child-profiles prefix and shows the games tab from mf_games', async () => {
    renderAt('/child-profiles/7/games');
    const nav = await screen.findByRole('navigation', { name: 'Child sections' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/child-profiles/7');
    expect(within(nav).getByRole('link', { name: 'Games' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    expect(await screen.findByText('mf_games/GamesTab for child 7')).toBeInTheDocument();
  });

  it('shows the corrected age beside the age for a baby born at 28 weeks, 5 months ago', async () => {
    const now = new Date();
    const born = format(subMonths(now, 5), 'yyyy-MM-dd');
    renderAt('/child/7', { ...child, dateOfBirth: born, gestationalAgeAtBirthWeeks: 28 });
    expect(await screen.findByText('Age: 5 months (corrected: 2 months)')).toBeInTheDocument();
  });

  it('says a baby born at term 10 months ago is 10 months old, not 0 years', async () => {
    renderAt('/child/7', { ...child, dateOfBirth: format(subMonths(new Date(), 10), 'yyyy-MM-dd'), gestationalAgeAtBirthWeeks: null });
    expect(await screen.findByText('Age: 10 months')).toBeInTheDocument();
  });

  it('reads Personality profile pending without a persona, and shows the avatar image', async () => {
    renderAt('/child/7', { ...child, personaType: null, personaName: null, personaReasons: [], avatarUrl: '/api/avatars/fox.svg' });
    expect(await screen.findByText('Personality profile pending')).toBeInTheDocument();
    expect(screen.queryByTestId('persona-disclaimer')).not.toBeInTheDocument();
    expect(screen.getByTestId('child-avatar').querySelector('img')).toHaveAttribute('src', '/api/avatars/fox.svg');
  });

  it("says Child Not Found for a child that is missing or someone else's", async () => {
    renderAt('/child/7', apiError(404, 'Child profile not found'));
    expect(await screen.findByRole('heading', { name: 'Child Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The child profile you're looking for doesn't exist or you don't have access to it.")).toBeInTheDocument();
  });

  it('says Failed to fetch child profile with the reason when the server fails, and retries', async () => {
    let failing = true;
    const loads = answerChild(() => (failing ? apiError(500, 'Something went wrong on our side') : child));
    const user = userEvent.setup();
    renderWithPlatform(<ChildPageFrame childId={7} />, { path: '/child/7' });
    expect(await screen.findByRole('heading', { name: 'Failed to fetch child profile' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong on our side');
    expect(screen.queryByRole('heading', { name: 'Child Not Found' })).not.toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Maya' })).toBeInTheDocument();
    expect(loads.map((call) => call.url)).toEqual(['/api/child-profiles/7', '/api/child-profiles/7']);
  });

  it('tells a parent that the persona is not a diagnosis, next to the badge', async () => {
    renderAt('/child/7');
    const note = await screen.findByTestId('persona-disclaimer');
    expect(note).toHaveTextContent('Personas help us personalise activities; they are not a diagnosis.');
    // In reading order right after the badge and its why.
    const badge = screen.getByTestId('persona-badge');
    expect(badge.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('gives a Balanced Learner by default its honest why', async () => {
    renderAt('/child/7', {
      ...child,
      personaType: 6,
      personaName: 'Balanced Learner',
      personaReasons: [BALANCED_LEARNER_DEFAULT_REASON],
      primaryDevelopmentalConcern: 'none',
      preferredActivity: [],
    });
    expect(await screen.findByTestId('persona-badge')).toHaveTextContent('Balanced Learner');
    expect(screen.getByText('Why: no one area stands out in the answers')).toBeInTheDocument();
  });

  it("reads 'Age: Unknown' without a valid birth date", async () => {
    renderAt('/child/7', { ...child, dateOfBirth: '' });
    expect(await screen.findByText('Age: Unknown')).toBeInTheDocument();
    expect(screen.queryByText(/years/)).not.toBeInTheDocument();
  });

  it('speaks Hindi to a parent who chose it: the age, the persona note, the buttons and the tabs', async () => {
    const born = format(subMonths(new Date(), 5), 'yyyy-MM-dd');
    answerChild({ ...child, dateOfBirth: born, gestationalAgeAtBirthWeeks: 28 });
    // The Hindi catalog loads as its own chunk: the first render suspends until it has.
    await act(async () =>
      renderWithPlatform(<ChildPageFrame childId={7} />, { path: '/child/7/growth', user: { ...testUser, locale: 'hi' } }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Maya' })).toBeInTheDocument();
    expect(screen.getByText('उम्र: 5 महीने (सुधारी गई उम्र: 2 महीने)')).toBeInTheDocument();
    // The persona's name and reasons are the API's, in the language it answers in.
    expect(screen.getByTestId('persona-badge')).toHaveTextContent('Curious Scholar');
    expect(screen.getByTestId('persona-reasons')).toHaveTextContent('क्यों: cognitive focus, loves building and puzzles');
    expect(screen.getByTestId('persona-disclaimer')).toHaveTextContent(/यह कोई जाँच या निदान नहीं है।$/);
    expect(screen.getByRole('link', { name: 'प्रोफ़ाइल बदलें' })).toHaveAttribute('href', '/child/7/edit');
    expect(screen.getByRole('link', { name: 'गतिविधि जोड़ें' })).toHaveAttribute('href', '/child/7/add-activity');
    expect(screen.getByRole('button', { name: 'साझा करें' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'बच्चे के पेज के हिस्से' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['डैशबोर्ड', 'सीखने का रास्ता', 'गतिविधियाँ', 'खेल', 'प्रगति रिपोर्ट', 'बढ़त', 'टीकाकरण']);
    expect(within(nav).getByRole('link', { name: 'बढ़त' })).toHaveAttribute('aria-current', 'page');
  });

  it('says in Hindi when a section does not exist', async () => {
    answerChild();
    await act(async () =>
      renderWithPlatform(<ChildPageFrame childId={7} />, { path: '/child/7/nowhere', user: { ...testUser, locale: 'hi' } }),
    );
    expect(await screen.findByRole('heading', { name: '404 पेज नहीं मिला' })).toBeInTheDocument();
    expect(screen.getByText('बच्चे के पेज का यह हिस्सा मौजूद नहीं है।')).toBeInTheDocument();
  });

  it('says in Hindi that the child could not be loaded, with the server’s reason and a retry', async () => {
    answerChild(apiError(500, 'Something went wrong on our side'));
    await act(async () => renderWithPlatform(<ChildPageFrame childId={7} />, { path: '/child/7', user: { ...testUser, locale: 'hi' } }));
    expect(await screen.findByRole('heading', { name: 'बच्चे की प्रोफ़ाइल नहीं खुल सकी' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong on our side');
    expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeInTheDocument();
  });
});
