import { useId, useState } from 'react';
import { format } from 'date-fns';
import { REPORT_LINK_DEFAULT_DAYS, REPORT_LINK_MAX_DAYS, REPORT_LINK_MIN_DAYS, type CreatedReportLink } from '@flourishly/contracts';
import { Button, Card, errorMessage, MutedText, useToast } from '@flourishly/platform';
import { StyledInput, StyledLabel, StyledSelect } from '@flourishly/platform/forms';
import styled from 'styled-components';
import { useCreateReportLinkMutation, useGetReportLinksQuery, useRevokeReportLinkMutation } from './report-links-api';

const DAY_CHOICES = [1, 3, 7, 14, REPORT_LINK_MAX_DAYS].filter((days) => days >= REPORT_LINK_MIN_DAYS);

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.sm} 0;
`;

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const dateText = (iso: string) => format(new Date(iso), 'MMM d, yyyy h:mm a');

export interface ReportLinksPanelProps {
  childId: number;
}

/**
 * "Share with a doctor or teacher": creates a read-only report link valid 1-30 days, shows its URL
 * once (to copy, or to hand to the phone's share sheet where the browser has one), and lists the
 * active links with how often each was opened, each with a Revoke button.
 */
export function ReportLinksPanel({ childId }: ReportLinksPanelProps) {
  const { toast } = useToast();
  const daysId = useId();
  const urlId = useId();
  const [days, setDays] = useState(REPORT_LINK_DEFAULT_DAYS);
  const [created, setCreated] = useState<CreatedReportLink | null>(null);
  const links = useGetReportLinksQuery(childId);
  const [createLink, { isLoading: creating }] = useCreateReportLinkMutation();
  const [revokeLink] = useRevokeReportLinkMutation();

  const create = async () => {
    try {
      setCreated(await createLink({ childId, expiresInDays: days }).unwrap());
    } catch (error) {
      toast({ title: 'The link could not be created', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  };
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied' });
    } catch {
      toast({ title: 'Copy failed', description: 'Select the link and copy it by hand.', variant: 'destructive' });
    }
  };
  const share = (url: string) => navigator.share?.({ title: 'Development report', url }).catch(() => undefined);
  const revoke = async (linkId: number) => {
    try {
      await revokeLink({ childId, linkId }).unwrap();
      if (created?.id === linkId) setCreated(null);
      toast({ title: 'Link revoked', description: 'It no longer opens the report.' });
    } catch (error) {
      toast({ title: 'The link could not be revoked', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  };

  return (
    <Card aria-labelledby="report-links-heading" data-print="hide">
      <h2 id="report-links-heading">Share with a doctor or teacher</h2>
      <MutedText>
        A read-only link to this report, without your contact details, that anyone holding it can open until it expires. You can revoke it
        at any time.
      </MutedText>
      <StyledRow>
        <div>
          <StyledLabel htmlFor={daysId}>Link valid for</StyledLabel>
          <StyledSelect id={daysId} value={days} onChange={(event) => setDays(Number(event.target.value))}>
            {DAY_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {choice} {choice === 1 ? 'day' : 'days'}
              </option>
            ))}
          </StyledSelect>
        </div>
        <Button onClick={create} disabled={creating}>
          Create Report Link
        </Button>
      </StyledRow>
      {created ? (
        <div role="status">
          <StyledLabel htmlFor={urlId}>New link (shown once), valid until {dateText(created.expiresAt)}</StyledLabel>
          <StyledRow>
            <StyledInput id={urlId} readOnly value={created.url} onFocus={(event) => event.currentTarget.select()} />
            <Button $variant="secondary" onClick={() => copy(created.url)}>
              Copy Link
            </Button>
            {typeof navigator !== 'undefined' && 'share' in navigator ? (
              <Button $variant="secondary" onClick={() => share(created.url)}>
                Share
              </Button>
            ) : null}
          </StyledRow>
        </div>
      ) : null}
      <h3>Active links</h3>
      {links.isError ? <MutedText role="alert">The links could not be loaded.</MutedText> : null}
      {links.data && links.data.length === 0 ? <MutedText>No active links.</MutedText> : null}
      {links.data && links.data.length > 0 ? (
        <StyledList>
          {links.data.map((link) => (
            <li key={link.id}>
              <span>
                Created {dateText(link.createdAt)}, expires {dateText(link.expiresAt)}. Opened {link.openCount}{' '}
                {link.openCount === 1 ? 'time' : 'times'}
                {link.lastOpenedAt ? `, last on ${dateText(link.lastOpenedAt)}` : ''}.
              </span>
              <Button $variant="ghost" onClick={() => revoke(link.id)} aria-label={`Revoke the link created ${dateText(link.createdAt)}`}>
                Revoke
              </Button>
            </li>
          ))}
        </StyledList>
      ) : null}
    </Card>
  );
}
