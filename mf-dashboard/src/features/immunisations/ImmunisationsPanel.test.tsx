import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format, subDays, subWeeks } from 'date-fns';
import { immunisationDoses, todayIsoDate, type GivenDose, type ImmunisationScheduleCode } from '@flourishly/contracts';
import { api } from '@flourishly/platform';
import {
  handlers,
  makeChildListItem,
  makeChildProfile,
  queuedOfflineAnswer,
  renderWithPlatform,
  testUser,
} from '../../testing/render-with-platform';
import { ImmunisationsPanel } from './ImmunisationsPanel';

// Born 7 weeks ago: the birth doses are overdue (4 weeks passed), the 6-week doses due, the 10-week ones upcoming.
const born = format(subWeeks(new Date(), 7), 'yyyy-MM-dd');

/** A server in memory: the schedule, the records, and the answers the API gives (immunisationDoses, as the backend). */
function mockServer(role: 'owner' | 'viewer' = 'owner') {
  const state: { schedule: ImmunisationScheduleCode; records: (GivenDose & { id: number })[] } = { schedule: 'IAP', records: [] };
  const answer = () => ({
    schedule: state.schedule,
    doses: immunisationDoses({ dateOfBirth: born, schedule: state.schedule }, state.records, todayIsoDate()),
  });
  handlers.children.childList([makeChildListItem({ id: 7, dateOfBirth: born, role })]);
  handlers.children.child(makeChildProfile({ id: 7, dateOfBirth: born }));
  const reads = handlers.immunisations.immunisations(() => answer());
  const writes = [
    handlers.immunisations.recordImmunisation(({ body }) => {
      const record = { id: state.records.length + 100, vaccine: body.vaccine, dose: body.dose, givenOn: body.givenOn };
      state.records.push(record);
      return record;
    }),
    handlers.immunisations.deleteImmunisationRecord(({ params }) => {
      state.records = state.records.filter((record) => record.id !== Number(params.recordId));
      return undefined;
    }),
    handlers.immunisations.chooseImmunisationSchedule(({ body }) => {
      state.schedule = body.schedule;
      return answer();
    }),
  ];
  return { state, reads, writes };
}

const nextList = async () => {
  const heading = await screen.findByRole('heading', { name: 'Next doses' });
  return heading.nextElementSibling as HTMLElement;
};

describe('ImmunisationsPanel', () => {
  it('lists the next doses first: overdue, then due, then the coming ones, each with its status in words', async () => {
    mockServer();
    renderWithPlatform(<ImmunisationsPanel childId={7} />);
    const rows = within(await nextList()).getAllByRole('listitem');
    const statuses = rows.map((row) => row.getAttribute('data-status'));
    expect(statuses.slice(0, 3)).toEqual(['overdue', 'overdue', 'overdue']);
    expect(statuses.indexOf('due')).toBe(3);
    expect(statuses.lastIndexOf('overdue')).toBeLessThan(statuses.indexOf('due'));
    expect(statuses.lastIndexOf('due')).toBeLessThan(statuses.indexOf('upcoming'));
    expect(rows[0]).toHaveTextContent(/^BCG \(tuberculosis\), dose 1Due .+Overdue/);
    expect(within(rows[0]).getByText('Overdue')).toHaveStyle({ fontWeight: '700' });
    expect(screen.getByText(/^Later doses \(\d+\)$/)).toBeInTheDocument();
  });

  it('records a dose as given today in one tap, shows it under Given, and undoes it', async () => {
    const { state } = mockServer();
    const user = userEvent.setup();
    renderWithPlatform(<ImmunisationsPanel childId={7} />);
    await nextList();
    await user.click(screen.getByRole('button', { name: 'Given today: BCG (tuberculosis), dose 1' }));
    expect(await screen.findByRole('status')).toHaveTextContent('BCG (tuberculosis), dose 1 recorded as given.');
    expect(state.records).toEqual([{ id: 100, vaccine: 'BCG', dose: 1, givenOn: todayIsoDate() }]);
    const given = (await screen.findByRole('heading', { name: 'Given' })).nextElementSibling as HTMLElement;
    expect(within(given).getByRole('listitem')).toHaveTextContent(/^BCG \(tuberculosis\), dose 1Given on .+Given/);

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Given' })).not.toBeInTheDocument());
    expect(state.records).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('BCG (tuberculosis), dose 1: record removed.');
    await waitFor(() => expect(screen.getByRole('status')).toHaveFocus());
  });

  it('shows a dose recorded offline as given at once, marked to be saved when back online, until the doses are asked again', async () => {
    const { state, reads } = mockServer();
    const queued = handlers.immunisations.recordImmunisation(queuedOfflineAnswer());
    const user = userEvent.setup();
    const { store } = renderWithPlatform(<ImmunisationsPanel childId={7} />);
    await nextList();
    await user.click(screen.getByRole('button', { name: 'Given today: BCG (tuberculosis), dose 1' }));
    await waitFor(() => expect(queued).toHaveLength(1));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'BCG (tuberculosis), dose 1 recorded as given: it will be saved when you are back online.',
    );
    const given = (await screen.findByRole('heading', { name: 'Given' })).nextElementSibling as HTMLElement;
    const row = within(given).getByRole('listitem');
    expect(row).toHaveTextContent(/^BCG \(tuberculosis\), dose 1Given on .+Will be saved when you are back online/);
    // No record on the server yet: nothing to remove, and no Undo.
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    // Not asked again while queued: the answer would be the copy from before the change.
    expect(reads).toHaveLength(1);
    // Sent and asked again: the server's doses replace it, and the mark goes.
    state.records.push({ id: 100, vaccine: 'BCG', dose: 1, givenOn: todayIsoDate() });
    act(() => {
      store.dispatch(api.util.invalidateTags([{ type: 'Immunisation', id: 7 }]));
    });
    await waitFor(() => expect(screen.queryByTestId('queued-offline')).not.toBeInTheDocument());
    expect(
      within(screen.getByRole('heading', { name: 'Given' }).nextElementSibling as HTMLElement).getByRole('button'),
    ).toHaveAccessibleName('Remove: BCG (tuberculosis), dose 1');
  });

  it('records a dose on a chosen date in a dialog that takes focus, then focuses the message with its Undo', async () => {
    const { state } = mockServer();
    const user = userEvent.setup();
    renderWithPlatform(<ImmunisationsPanel childId={7} />);
    await nextList();
    const opener = screen.getByRole('button', { name: 'Choose date: Hepatitis B, dose 1' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'When was it given?' });
    expect(dialog).toHaveAccessibleDescription('Hepatitis B, dose 1');
    const date = within(dialog).getByLabelText('Date given');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    expect(date).toHaveAttribute('min', born);
    expect(date).toHaveAttribute('max', todayIsoDate());
    const day = format(subDays(new Date(), 3), 'yyyy-MM-dd');
    await user.clear(date);
    await user.type(date, day);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(state.records).toEqual([{ id: 100, vaccine: 'HepB', dose: 1, givenOn: day }]);
    // The button is gone with the dose's move to Given: the message takes focus.
    await waitFor(() => expect(screen.getByRole('status')).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('Hepatitis B, dose 1 recorded as given.Undo');
  });

  it('gives focus back to the button when the dialog is cancelled', async () => {
    mockServer();
    const user = userEvent.setup();
    renderWithPlatform(<ImmunisationsPanel childId={7} />);
    await nextList();
    const opener = screen.getByRole('button', { name: 'Choose date: Hepatitis B, dose 1' });
    await user.click(opener);
    await screen.findByRole('dialog', { name: 'When was it given?' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('switches the schedule to CDC', async () => {
    const { state } = mockServer();
    const user = userEvent.setup();
    renderWithPlatform(<ImmunisationsPanel childId={7} />);
    await nextList();
    await user.selectOptions(screen.getByLabelText('Schedule'), 'CDC');
    await waitFor(() => expect(state.schedule).toBe('CDC'));
    await waitFor(() => expect(screen.queryByText('BCG (tuberculosis), dose 1')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Schedule')).toHaveValue('CDC');
    expect(screen.getByText(/^Source: Centers for Disease Control and Prevention/)).toBeInTheDocument();
  });

  it('shows a viewer the doses with no button and no schedule switch', async () => {
    const { writes } = mockServer('viewer');
    renderWithPlatform(<ImmunisationsPanel childId={7} />);
    await nextList();
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Given today/ })).not.toBeInTheDocument());
    expect(screen.queryByLabelText('Schedule')).not.toBeInTheDocument();
    expect(screen.getByText('Schedule: IAP (India)')).toBeInTheDocument();
    expect(writes.flat()).toEqual([]);
  });

  it('says so when the immunisations cannot be loaded', async () => {
    handlers.children.childList([makeChildListItem({ id: 7, dateOfBirth: born })]);
    handlers.children.child(makeChildProfile({ id: 7, dateOfBirth: born }));
    handlers.immunisations.immunisations.fail(500, 'Boom');
    renderWithPlatform(<ImmunisationsPanel childId={7} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^The immunisations could not be loaded\./);
  });

  it('speaks Hindi to a parent who chose it: vaccines, statuses, dates, the folded doses, the source and a dose recorded', async () => {
    const { state } = mockServer();
    const user = userEvent.setup();
    // The Hindi catalog loads as its own chunk: the first render suspends until it has.
    await act(async () => renderWithPlatform(<ImmunisationsPanel childId={7} />, { user: { ...testUser, locale: 'hi' } }));
    const heading = await screen.findByRole('heading', { name: 'अगली खुराकें' });
    expect(screen.getByRole('heading', { name: 'टीकाकरण', level: 2 })).toBeInTheDocument();
    const rows = within(heading.nextElementSibling as HTMLElement).getAllByRole('listitem');
    // The birth date in Hindi: the day, the month's Hindi name, the year.
    const birthDay = new Intl.DateTimeFormat('hi-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(born),
    );
    expect(birthDay).toMatch(/^\d{1,2} [\u0900-\u097F]+ \d{4}$/);
    expect(rows[0]).toHaveTextContent(`BCG (टीबी, यानी तपेदिक से बचाव), खुराक 1लगवाने की तारीख: ${birthDay}समय निकल गया`);
    expect(within(rows[0]).getByText('समय निकल गया')).toHaveStyle({ fontWeight: '700' });
    expect(screen.getByText(/^बाद की खुराकें \(\d+\)$/)).toBeInTheDocument();
    expect(screen.getByLabelText('टीकाकरण सारणी')).toHaveDisplayValue('IAP (भारत)');
    expect(screen.getByText(/^स्रोत: भारतीय बाल रोग अकादमी \(IAP\)/)).toBeInTheDocument();
    expect(screen.queryByText(/Indian Academy|tuberculosis/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'आज लगा: BCG (टीबी, यानी तपेदिक से बचाव), खुराक 1' }));
    expect(await screen.findByRole('status')).toHaveTextContent('BCG (टीबी, यानी तपेदिक से बचाव), खुराक 1 लगी हुई खुराक के रूप में दर्ज हो गई।');
    expect(state.records).toEqual([{ id: 100, vaccine: 'BCG', dose: 1, givenOn: todayIsoDate() }]);
    const given = (await screen.findByRole('heading', { name: 'लग चुके टीके' })).nextElementSibling as HTMLElement;
    expect(within(given).getByRole('listitem')).toHaveTextContent(/^BCG \(टीबी, यानी तपेदिक से बचाव\), खुराक 1.+ को लगालग चुका/);
    expect(within(given).getByRole('button', { name: 'हटाएँ: BCG (टीबी, यानी तपेदिक से बचाव), खुराक 1' })).toBeInTheDocument();
  });
});
