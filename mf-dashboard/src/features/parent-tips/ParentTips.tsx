import { useDeferredValue } from 'react';
import { ageInYearsByDays, developmentalAgeInMonths, MAX_DASHBOARD_TIPS, TIPS_AGE_WINDOW_YEARS } from '@flourishly/contracts';
import { ButtonLink, Card, errorMessage, getHref, Messages, MutedText, Spinner, useGetChildQuery } from '@flourishly/platform';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useGetParentTipsQuery } from './api';
import { parentTipsMessages } from './messages';

const StyledHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  margin: 0 0 ${({ theme }) => theme.space.sm};
`;

const StyledList = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding-left: ${({ theme }) => theme.space.lg};
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface ParentTipsProps {
  childId: number;
}

/**
 * Tips for Parents on the child dashboard (docs/product.md): up to 3 tips for the child's
 * age ± 1 (age in days / 365.25; a baby's tips for its month of developmental age), 'Get More Personalized Tips' to /parent-tips?childId={id}, and
 * 'No tips available for this age group.' when there are none. A failed load (of the child or
 * of the tips) is an error, not the empty text. In the parent's language (this feature's catalog;
 * the tips themselves come translated from the API).
 */
export function ParentTips({ childId }: ParentTipsProps) {
  return (
    <Messages catalog={parentTipsMessages}>
      <ParentTipsContent childId={childId} />
    </Messages>
  );
}

function ParentTipsContent({ childId }: ParentTipsProps) {
  const intl = useIntl();
  const child = useGetChildQuery(childId);
  const age = ageInYearsByDays(child.data?.dateOfBirth);
  // The developmental age in months keeps a baby's tips to its month (docs/product.md).
  const ageMonths = child.data?.dateOfBirth ? Math.max(0, developmentalAgeInMonths(child.data)) : undefined;
  // Deferred: the tips render in a transition, in slices, not in one long task on arrival.
  const tips = useDeferredValue(
    useGetParentTipsQuery(
      { minAge: (age ?? 0) - TIPS_AGE_WINDOW_YEARS, maxAge: (age ?? 0) + TIPS_AGE_WINDOW_YEARS, ageMonths },
      { skip: age === null },
    ),
  );
  // Until the tips have answered (or failed), not only while RTK Query says loading: between the
  // child's answer and the tips request there is a render where the query has not started.
  const tipsPending = age !== null && !tips.isSuccess && !tips.isError;
  const headingId = `parent-tips-heading-${childId}`;
  const shown = (tips.data ?? []).slice(0, MAX_DASHBOARD_TIPS);
  return (
    <Card aria-labelledby={headingId}>
      <StyledHeading id={headingId}>
        <FormattedMessage id="dashboard.tips.title" />
      </StyledHeading>
      {child.isLoading || tipsPending ? (
        <Spinner label={intl.formatMessage({ id: 'dashboard.tips.loading' })} />
      ) : child.isError || tips.isError ? (
        <MutedText role="alert">
          <FormattedMessage
            id="dashboard.tips.loadFailed"
            values={{ reason: errorMessage(tips.error ?? child.error, intl.formatMessage({ id: 'dashboard.shared.tryLater' })) }}
          />
        </MutedText>
      ) : shown.length === 0 ? (
        <MutedText>
          <FormattedMessage id="dashboard.tips.none" />
        </MutedText>
      ) : (
        <StyledList>
          {shown.map((tip) => (
            <li key={tip.id}>{tip.content}</li>
          ))}
        </StyledList>
      )}
      <ButtonLink to={getHref.parentTips(childId)} $variant="secondary">
        <FormattedMessage id="dashboard.tips.more" />
      </ButtonLink>
    </Card>
  );
}
