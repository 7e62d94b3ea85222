import { CHOOSE_BY_MONTH_UNDER_MONTHS, type ParentTip } from '@flourishly/contracts';
import { ButtonLink, Card, getHref, ListGrid, Messages, MutedText, Page, PageError, Spinner } from '@flourishly/platform';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import { domainLabel } from '../../shared/domain-style';
import { useGetPersonalizedTipsQuery } from './api';
import { parentTipsMessages } from './messages';

const StyledMeta = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  margin: ${({ theme }) => theme.space.xs} 0 0;
`;

const StyledFocus = styled.span`
  display: inline-block;
  margin-left: ${({ theme }) => theme.space.sm};
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryHover};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/** A tip's line under it: "Language · ages 7-8 · Flourishly tip, reviewed against CASEL", in the screen's language. */
function tipMeta(intl: IntlShape, tip: ParentTip): string {
  // As the contracts' formatItemAgeRange: a baby's months, else whole years.
  const byMonths = tip.maxAgeMonths < CHOOSE_BY_MONTH_UNDER_MONTHS;
  const ages = intl.formatMessage(
    { id: 'dashboard.tips.personal.ages' },
    byMonths ? { unit: 'months', min: tip.minAgeMonths, max: tip.maxAgeMonths } : { unit: 'years', min: tip.minAge, max: tip.maxAge },
  );
  const source = intl.formatMessage(
    { id: 'dashboard.shared.source' },
    { kind: tip.sourceKind ?? 'reviewed', item: 'tip', name: tip.source },
  );
  return intl.formatMessage({ id: 'dashboard.tips.personal.meta' }, { domain: domainLabel(intl, tip.domain), ages, source });
}

export interface PersonalizedTipsProps {
  childId: number;
}

/**
 * /parent-tips?childId={id}: every tip for the child's age window, the weakest assessed domains
 * first, each with its domain and source. In the parent's language (this feature's catalog; the
 * tips come translated from the API).
 */
export function PersonalizedTips({ childId }: PersonalizedTipsProps) {
  return (
    <Messages catalog={parentTipsMessages}>
      <PersonalizedTipsContent childId={childId} />
    </Messages>
  );
}

function PersonalizedTipsContent({ childId }: PersonalizedTipsProps) {
  const intl = useIntl();
  const { data, isLoading, isError } = useGetPersonalizedTipsQuery(childId);
  if (isLoading) return <Spinner label={intl.formatMessage({ id: 'dashboard.tips.loading' })} fullPage />;
  if (isError || !data) {
    return (
      <PageError title={intl.formatMessage({ id: 'dashboard.tips.personal.errorTitle' })}>
        <FormattedMessage id="dashboard.tips.personal.failed" />
      </PageError>
    );
  }
  const domains = intl.formatList(data.focusDomains.map((domain) => domainLabel(intl, domain)));
  return (
    <Page
      title={intl.formatMessage({ id: 'dashboard.tips.personal.title' }, { name: data.childName })}
      intro={
        data.focusDomains.length > 0
          ? intl.formatMessage({ id: 'dashboard.tips.personal.introFocus' }, { age: data.ageYears, domains })
          : intl.formatMessage({ id: 'dashboard.tips.personal.intro' }, { age: data.ageYears })
      }
    >
      {data.tips.length === 0 ? (
        <MutedText>
          <FormattedMessage id="dashboard.tips.none" />
        </MutedText>
      ) : (
        <ListGrid $gap="md">
          {data.tips.map((tip) => (
            <li key={tip.id}>
              <Card as="article">
                <p style={{ margin: 0 }}>
                  {tip.content}
                  {data.focusDomains.includes(tip.domain) ? (
                    <StyledFocus>
                      <FormattedMessage id="dashboard.tips.personal.focus" />
                    </StyledFocus>
                  ) : null}
                </p>
                <StyledMeta>{tipMeta(intl, tip)}</StyledMeta>
              </Card>
            </li>
          ))}
        </ListGrid>
      )}
      <p>
        <ButtonLink to={getHref.child(childId)} $variant="secondary">
          <FormattedMessage id="dashboard.tips.personal.back" values={{ name: data.childName }} />
        </ButtonLink>
      </p>
    </Page>
  );
}
