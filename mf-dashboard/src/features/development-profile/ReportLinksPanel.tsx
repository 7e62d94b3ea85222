import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { REPORT_LINK_DEFAULT_DAYS, REPORT_LINK_MAX_DAYS, REPORT_LINK_MIN_DAYS, type CreatedReportLink } from '@flourishly/contracts';
import { Button, Card, errorText, MutedText, useToast } from '@flourishly/platform';
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

/** A link's moment: day, short month, year and time, in the screen's language ("20 Nov 2026, 10:00 am"). */
const DATE_TIME = { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' } as const;

export interface ReportLinksPanelProps {
  childId: number;
}

/**
 * "Share with a doctor or teacher": creates a read-only report link valid 1-30 days, shows its URL
 * once (to copy, or to hand to the phone's share sheet where the browser has one), and lists the
 * active links with how often each was opened, each with a Revoke button.
 */
export function ReportLinksPanel({ childId }: ReportLinksPanelProps) {
  const intl = useIntl();
  const say = (id: string) => intl.formatMessage({ id });
  const dateText = (iso: string) => intl.formatDate(iso, DATE_TIME);
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
      toast({
        title: say('dashboard.development.links.createFailed'),
        description: errorText(intl, error, say('dashboard.development.tryAgain')),
        variant: 'destructive',
      });
    }
  };
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: say('dashboard.development.links.copied') });
    } catch {
      toast({
        title: say('dashboard.development.links.copyFailed'),
        description: say('dashboard.development.links.copyByHand'),
        variant: 'destructive',
      });
    }
  };
  const share = (url: string) => navigator.share?.({ title: say('dashboard.development.links.shareTitle'), url }).catch(() => undefined);
  const revoke = async (linkId: number) => {
    try {
      await revokeLink({ childId, linkId }).unwrap();
      if (created?.id === linkId) setCreated(null);
      toast({ title: say('dashboard.development.links.revoked'), description: say('dashboard.development.links.revokedNote') });
    } catch (error) {
      toast({
        title: say('dashboard.development.links.revokeFailed'),
        description: errorText(intl, error, say('dashboard.development.tryAgain')),
        variant: 'destructive',
      });
    }
  };

  return (
    <Card aria-labelledby="report-links-heading" data-print="hide">
      <h2 id="report-links-heading">
        <FormattedMessage id="dashboard.development.links.title" />
      </h2>
      <MutedText>
        <FormattedMessage id="dashboard.development.links.lead" />
      </MutedText>
      <StyledRow>
        <div>
          <StyledLabel htmlFor={daysId}>
            <FormattedMessage id="dashboard.development.links.validFor" />
          </StyledLabel>
          <StyledSelect id={daysId} value={days} onChange={(event) => setDays(Number(event.target.value))}>
            {DAY_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {intl.formatMessage({ id: 'dashboard.development.links.days' }, { count: choice })}
              </option>
            ))}
          </StyledSelect>
        </div>
        <Button onClick={create} disabled={creating}>
          <FormattedMessage id="dashboard.development.links.create" />
        </Button>
      </StyledRow>
      {created ? (
        <div role="status">
          <StyledLabel htmlFor={urlId}>
            <FormattedMessage id="dashboard.development.links.newLink" values={{ date: dateText(created.expiresAt) }} />
          </StyledLabel>
          <StyledRow>
            <StyledInput id={urlId} readOnly value={created.url} onFocus={(event) => event.currentTarget.select()} />
            <Button $variant="secondary" onClick={() => copy(created.url)}>
              <FormattedMessage id="dashboard.development.links.copy" />
            </Button>
            {typeof navigator !== 'undefined' && 'share' in navigator ? (
              <Button $variant="secondary" onClick={() => share(created.url)}>
                <FormattedMessage id="dashboard.development.links.share" />
              </Button>
            ) : null}
          </StyledRow>
        </div>
      ) : null}
      <h3>
        <FormattedMessage id="dashboard.development.links.active" />
      </h3>
      {links.isError ? (
        <MutedText role="alert">
          <FormattedMessage id="dashboard.development.links.loadFailed" />
        </MutedText>
      ) : null}
      {links.data && links.data.length === 0 ? (
        <MutedText>
          <FormattedMessage id="dashboard.development.links.none" />
        </MutedText>
      ) : null}
      {links.data && links.data.length > 0 ? (
        <StyledList>
          {links.data.map((link) => (
            <li key={link.id}>
              <span>
                {link.lastOpenedAt ? (
                  <FormattedMessage
                    id="dashboard.development.links.linkOpened"
                    values={{
                      created: dateText(link.createdAt),
                      expires: dateText(link.expiresAt),
                      count: link.openCount,
                      last: dateText(link.lastOpenedAt),
                    }}
                  />
                ) : (
                  <FormattedMessage
                    id="dashboard.development.links.link"
                    values={{ created: dateText(link.createdAt), expires: dateText(link.expiresAt), count: link.openCount }}
                  />
                )}
              </span>
              <Button
                $variant="ghost"
                onClick={() => revoke(link.id)}
                aria-label={intl.formatMessage({ id: 'dashboard.development.links.revokeLabel' }, { date: dateText(link.createdAt) })}
              >
                <FormattedMessage id="dashboard.development.links.revoke" />
              </Button>
            </li>
          ))}
        </StyledList>
      ) : null}
    </Card>
  );
}
