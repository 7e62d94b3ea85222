import { DOMAIN_LABELS, formatItemAgeRange, sourceLabel } from '@flourishly/contracts';
import { ButtonLink, Card, getHref, ListGrid, MutedText, Page, PageError, Spinner } from '@flourishly/platform';
import styled from 'styled-components';
import { useGetPersonalizedTipsQuery } from './api';

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

export interface PersonalizedTipsProps {
  childId: number;
}

/**
 * /parent-tips?childId={id}: every tip for the child's age window, the weakest assessed domains
 * first, each with its domain and source.
 */
export function PersonalizedTips({ childId }: PersonalizedTipsProps) {
  const { data, isLoading, isError } = useGetPersonalizedTipsQuery(childId);
  if (isLoading) return <Spinner label="Loading tips" fullPage />;
  if (isError || !data) {
    return <PageError title="Parent Tips">These tips could not be loaded.</PageError>;
  }
  return (
    <Page
      title={`Tips for ${data.childName}`}
      intro={
        <>
          For age {data.ageYears}
          {data.focusDomains.length > 0
            ? `, starting with ${data.focusDomains.map((domain) => DOMAIN_LABELS[domain]).join(' and ')} from the latest assessment.`
            : '. Take an assessment to put the areas that need most support first.'}
        </>
      }
    >
      {data.tips.length === 0 ? (
        <MutedText>No tips available for this age group.</MutedText>
      ) : (
        <ListGrid $gap="md">
          {data.tips.map((tip) => (
            <li key={tip.id}>
              <Card as="article">
                <p style={{ margin: 0 }}>
                  {tip.content}
                  {data.focusDomains.includes(tip.domain) ? <StyledFocus>Focus area</StyledFocus> : null}
                </p>
                <StyledMeta>
                  {DOMAIN_LABELS[tip.domain]} · {formatItemAgeRange(tip)} · {sourceLabel(tip.sourceKind, tip.source, 'tip')}
                </StyledMeta>
              </Card>
            </li>
          ))}
        </ListGrid>
      )}
      <p>
        <ButtonLink to={getHref.child(childId)} $variant="secondary">
          Back to {data.childName}&apos;s dashboard
        </ButtonLink>
      </p>
    </Page>
  );
}
