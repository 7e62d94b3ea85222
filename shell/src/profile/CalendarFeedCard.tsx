import { useState } from 'react';
import styled from 'styled-components';
import { CALENDAR_FEED_TEXT, type User } from '@flourishly/contracts';
import {
  Button,
  ButtonRow,
  Card,
  errorMessage,
  MutedText,
  useCreateCalendarFeedMutation,
  useRevokeCalendarFeedMutation,
} from '@flourishly/platform';

const StyledLink = styled.input`
  width: 100%;
  min-height: 44px;
  padding: 0.5rem 0.75rem;
  font: inherit;
  border: 1px solid #8a969c;
  border-radius: 10px;
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const StyledError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

/**
 * Settings' 'Calendar feed' card (docs/product.md, "Calendar feed"): makes the private link
 * (shown once, to copy into a calendar app), makes a new one (the earlier stops working) or turns
 * it off. The server keeps only the link's hash, so a link is shown only when it is made.
 */
export function CalendarFeedCard({ user }: { user: User }) {
  const [createFeed, { isLoading: creating }] = useCreateCalendarFeedMutation();
  const [revokeFeed, { isLoading: revoking }] = useRevokeCalendarFeedMutation();
  const [url, setUrl] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const create = async () => {
    setFailure(null);
    try {
      const { url: created } = await createFeed(user.id).unwrap();
      setStatus(url ? CALENDAR_FEED_TEXT.replaced : null);
      setUrl(created);
    } catch (error) {
      setFailure(errorMessage(error, 'The calendar link could not be made. Please try again.'));
    }
  };
  const revoke = async () => {
    setFailure(null);
    try {
      await revokeFeed(user.id).unwrap();
      setUrl(null);
      setStatus(CALENDAR_FEED_TEXT.revoked);
    } catch (error) {
      setFailure(errorMessage(error, 'The calendar link could not be turned off. Please try again.'));
    }
  };
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setStatus(CALENDAR_FEED_TEXT.copied);
    } catch {
      setStatus('Select the link and copy it.');
    }
  };
  return (
    <Card aria-labelledby="calendar-heading">
      <h2 id="calendar-heading">{CALENDAR_FEED_TEXT.title}</h2>
      <MutedText>{CALENDAR_FEED_TEXT.lead}</MutedText>
      {url && (
        <>
          <label htmlFor="calendar-link">{CALENDAR_FEED_TEXT.linkLabel}</label>
          <StyledLink id="calendar-link" type="text" readOnly value={url} onFocus={(event) => event.target.select()} />
        </>
      )}
      <ButtonRow>
        <Button type="button" onClick={() => void create()} disabled={creating}>
          {url ? CALENDAR_FEED_TEXT.replace : CALENDAR_FEED_TEXT.create}
        </Button>
        {url && (
          <Button type="button" $variant="secondary" onClick={() => void copy()}>
            {CALENDAR_FEED_TEXT.copy}
          </Button>
        )}
        <Button type="button" $variant="secondary" onClick={() => void revoke()} disabled={revoking}>
          {CALENDAR_FEED_TEXT.revoke}
        </Button>
      </ButtonRow>
      <div aria-live="polite">
        {status && <MutedText>{status}</MutedText>}
        {failure && <StyledError>{failure}</StyledError>}
      </div>
    </Card>
  );
}
