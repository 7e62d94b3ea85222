import { act, screen } from '@testing-library/react';
import { forUser, handlers, makeChildListItem, renderWithPlatform, testUser } from '../../testing/render-with-platform';
import { ParentTipsChildPicker } from './ParentTipsChildPicker';

describe('ParentTipsChildPicker', () => {
  it('offers each child’s tips', async () => {
    handlers.children.childList(forUser([makeChildListItem({ id: 7, name: 'Maya' })]));
    renderWithPlatform(<ParentTipsChildPicker />);
    expect(await screen.findByRole('link', { name: 'Tips for Maya' })).toHaveAttribute('href', '/parent-tips?childId=7');
    expect(screen.getByRole('heading', { level: 1, name: 'Tips for Parents' })).toBeInTheDocument();
  });

  it('speaks Hindi to a parent who chose it', async () => {
    handlers.children.childList(forUser([makeChildListItem({ id: 7, name: 'Maya' })]));
    // The Hindi catalog loads as its own chunk: the first render suspends until it has.
    await act(async () => renderWithPlatform(<ParentTipsChildPicker />, { user: { ...testUser, locale: 'hi' } }));
    expect(await screen.findByRole('link', { name: 'Maya के लिए सुझाव' })).toHaveAttribute('href', '/parent-tips?childId=7');
    expect(screen.getByRole('heading', { level: 1, name: 'माता-पिता के लिए सुझाव' })).toBeInTheDocument();
    expect(screen.getByText('किसी बच्चे को चुनें और उसकी उम्र और विकास के हिसाब से सुझाव देखें।')).toBeInTheDocument();
  });

  it('asks for a child profile when there is none', async () => {
    handlers.children.childList(forUser([]));
    renderWithPlatform(<ParentTipsChildPicker />);
    expect(await screen.findByText('Add a child profile to see tips for their age.')).toBeInTheDocument();
  });
});
