import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CALENDAR_FEED_TEXT } from '@flourishly/contracts';
import { handlers, renderWithPlatform, testUser } from '@flourishly/platform/testing';
import { CalendarFeedCard } from './CalendarFeedCard';

jest.setTimeout(20_000);

const feedUrl = (token: string) => `https://app.example.test/api/calendar/${token}.ics`;

describe('the calendar feed card on Settings', () => {
  it('makes the private link and shows it once, to copy', async () => {
    const made = handlers.reminders.createCalendarFeed({ url: feedUrl('first') });
    const user = userEvent.setup();
    renderWithPlatform(<CalendarFeedCard user={testUser} />);
    expect(screen.queryByLabelText(CALENDAR_FEED_TEXT.linkLabel)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: CALENDAR_FEED_TEXT.create }));
    expect(await screen.findByLabelText(CALENDAR_FEED_TEXT.linkLabel)).toHaveValue(feedUrl('first'));
    expect(made.map((call) => call.params)).toEqual([{ userId: String(testUser.id) }]);
    expect(screen.getByRole('button', { name: CALENDAR_FEED_TEXT.copy })).toBeInTheDocument();
  });

  it('makes a new link in place of the first, saying the earlier one stops working', async () => {
    let made = 0;
    handlers.reminders.createCalendarFeed(() => ({ url: feedUrl(made++ === 0 ? 'first' : 'second') }));
    const user = userEvent.setup();
    renderWithPlatform(<CalendarFeedCard user={testUser} />);
    await user.click(screen.getByRole('button', { name: CALENDAR_FEED_TEXT.create }));
    await user.click(await screen.findByRole('button', { name: CALENDAR_FEED_TEXT.replace }));
    await waitFor(() => expect(screen.getByLabelText(CALENDAR_FEED_TEXT.linkLabel)).toHaveValue(feedUrl('second')));
    expect(screen.getByText(CALENDAR_FEED_TEXT.replaced)).toBeInTheDocument();
  });

  it('turns the link off: the link disappears and the card says it no longer works', async () => {
    handlers.reminders.createCalendarFeed({ url: feedUrl('first') });
    const revoked = handlers.reminders.revokeCalendarFeed();
    const user = userEvent.setup();
    renderWithPlatform(<CalendarFeedCard user={testUser} />);
    await user.click(screen.getByRole('button', { name: CALENDAR_FEED_TEXT.create }));
    await screen.findByLabelText(CALENDAR_FEED_TEXT.linkLabel);
    await user.click(screen.getByRole('button', { name: CALENDAR_FEED_TEXT.revoke }));
    expect(await screen.findByText(CALENDAR_FEED_TEXT.revoked)).toBeInTheDocument();
    expect(screen.queryByLabelText(CALENDAR_FEED_TEXT.linkLabel)).not.toBeInTheDocument();
    expect(revoked).toHaveLength(1);
  });

  it('says so when the link cannot be made', async () => {
    handlers.reminders.createCalendarFeed.fail(500, 'Something went wrong on our side');
    const user = userEvent.setup();
    renderWithPlatform(<CalendarFeedCard user={testUser} />);
    await user.click(screen.getByRole('button', { name: CALENDAR_FEED_TEXT.create }));
    expect(await screen.findByText(/Something went wrong on our side|could not be made/)).toBeInTheDocument();
    expect(screen.queryByLabelText(CALENDAR_FEED_TEXT.linkLabel)).not.toBeInTheDocument();
  });
});
