import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forUser, handlers, makeChildListItem, renderWithPlatform, testUser } from '../../testing/render-with-platform';
import { ChildrenList } from './ChildrenList';

describe('ChildrenList', () => {
  it("lists the parent's children with links, persona and age, and offers Add Child", async () => {
    const children = [
      makeChildListItem({ id: 1, name: 'Leo', dateOfBirth: '2020-01-01', personaType: 1 }),
      makeChildListItem({ id: 2, name: 'Ava', dateOfBirth: '2016-06-01', personaType: null }),
    ];
    handlers.children.childList(forUser(children));
    const onAddChild = jest.fn();
    renderWithPlatform(<ChildrenList onAddChild={onAddChild} />, { path: '/children' });
    const list = await screen.findByRole('list', { name: 'Your children' });
    expect(within(list).getByRole('link', { name: 'Leo' })).toHaveAttribute('href', '/child/1');
    expect(within(list).getByRole('link', { name: 'Ava' })).toHaveAttribute('href', '/child/2');
    expect(within(list).getByText(/Curious Scholar/)).toBeInTheDocument();
    expect(within(list).getByText(/Personality profile pending/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add Child' }));
    expect(onAddChild).toHaveBeenCalled();
  });

  it('says when there are no children yet', async () => {
    handlers.children.childList([]);
    renderWithPlatform(<ChildrenList onAddChild={() => undefined} />, { path: '/children' });
    expect(await screen.findByText('No Child Profiles Yet')).toBeInTheDocument();
  });

  it('speaks Hindi to a parent who chose it: title, ages, personas and the button', async () => {
    handlers.children.childList(
      forUser([
        makeChildListItem({ id: 1, name: 'Leo', dateOfBirth: '2020-01-01', personaType: 1 }),
        makeChildListItem({ id: 2, name: 'Ava', dateOfBirth: '2016-06-01', personaType: null }),
      ]),
    );
    // The Hindi catalog loads as its own chunk: the first render suspends until it has.
    await act(async () =>
      renderWithPlatform(<ChildrenList onAddChild={() => undefined} />, { path: '/children', user: { ...testUser, locale: 'hi' } }),
    );
    expect(screen.getByRole('heading', { name: 'बच्चे' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'आपके बच्चे' });
    expect(within(list).getByText(/^उम्र: \d+ साल · जिज्ञासु विद्यार्थी$/)).toBeInTheDocument();
    expect(within(list).getByText(/^उम्र: \d+ साल · व्यक्तित्व प्रोफ़ाइल अभी बाकी है$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'बच्चा जोड़ें' })).toBeInTheDocument();
  });
});
