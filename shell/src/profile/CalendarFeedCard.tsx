import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { User } from '@flourishly/contracts';
import {
  Button,
  ButtonRow,
  Card,
  useErrorText,
  MutedText,
  useCreateCalendarFeedMutation,
  useRevokeCalendarFeedMutation,
  Messages,
} from '@flourishly/platform';
import { profileMessages } from './messages';

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
function CalendarFeedCardContent({ user }: { user: User }) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const errorText = useErrorText();
  const [createFeed, { isLoading: creating }] = useCreateCalendarFeedMutation();
  const [revokeFeed, { isLoading: revoking }] = useRevokeCalendarFeedMutation();
  const [url, setUrl] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const create = async () => {
    setFailure(null);
    try {
      const { url: created } = await createFeed(user.id).unwrap();
      setStatus(url ? text('shell.calendar.replaced') : null);
      setUrl(created);
    } catch (error) {
      setFailure(errorText(error, text('shell.calendar.createFailed')));
    }
  };
  const revoke = async () => {
    setFailure(null);
    try {
      await revokeFeed(user.id).unwrap();
      setUrl(null);
      setStatus(text('shell.calendar.revoked'));
    } catch (error) {
      setFailure(errorText(error, text('shell.calendar.revokeFailed')));
    }
  };
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setStatus(text('shell.calendar.copied'));
    } catch {
      setStatus(text('shell.calendar.copyByHand'));
    }
  };
  return (
    <Card aria-labelledby="calendar-heading">
      <h2 id="calendar-heading">{text('shell.calendar.title')}</h2>
      <MutedText>{text('shell.calendar.lead')}</MutedText>
      {url && (
        <>
          <label htmlFor="calendar-link">{text('shell.calendar.linkLabel')}</label>
          <StyledLink id="calendar-link" type="text" readOnly value={url} onFocus={(event) => event.target.select()} />
        </>
      )}
      <ButtonRow>
        <Button type="button" onClick={() => void create()} disabled={creating}>
          {text(url ? 'shell.calendar.replace' : 'shell.calendar.create')}
        </Button>
        {url && (
          <Button type="button" $variant="secondary" onClick={() => void copy()}>
            {text('shell.calendar.copy')}
          </Button>
        )}
        <Button type="button" $variant="secondary" onClick={() => void revoke()} disabled={revoking}>
          {text('shell.calendar.revoke')}
        </Button>
      </ButtonRow>
      <div aria-live="polite">
        {status && <MutedText>{status}</MutedText>}
        {failure && <StyledError>{failure}</StyledError>}
      </div>
    </Card>
  );
}

/** {@link CalendarFeedCardContent} in the profile messages, wherever it is drawn. */
export function CalendarFeedCard({ user }: { user: User }) {
  return (
    <Messages catalog={profileMessages}>
      <CalendarFeedCardContent user={user} />
    </Messages>
  );
}
