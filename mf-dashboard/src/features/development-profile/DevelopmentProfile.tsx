import { lazy, Suspense } from 'react';
import { SCORE_LABEL } from '@flourishly/contracts';
import { ButtonLink, Card, getHref, MutedText, Spinner, useChildReadOnly } from '@flourishly/platform';
import styled from 'styled-components';
import { useGetDevelopmentAssessmentQuery } from './api';
import { ScoreBars } from './ScoreBars';
import { scoreRows } from './scores';

/** recharts stays out of the first load: the radar is its own chunk. */
const ScoresRadar = lazy(() => import('./ScoresRadar'));

const StyledHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  margin: 0 0 ${({ theme }) => theme.space.xs};
`;

const StyledNote = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  margin: 0 0 ${({ theme }) => theme.space.sm};
`;

const StyledActions = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
`;

export interface DevelopmentProfileProps {
  childId: number;
}

/**
 * Development Profile block of the child dashboard (docs/product.md): a radar of the five latest
 * scores, five labelled progress bars with percentages and 'View Full Report'; without an
 * assessment 'No development assessment available.' and 'Take First Assessment'.
 */
export function DevelopmentProfile({ childId }: DevelopmentProfileProps) {
  const { data, isLoading, isError } = useGetDevelopmentAssessmentQuery(childId);
  const readOnly = useChildReadOnly(childId);
  const headingId = `development-profile-heading-${childId}`;
  return (
    <Card aria-labelledby={headingId}>
      <StyledHeading id={headingId}>Development Profile</StyledHeading>
      {isLoading ? (
        <Spinner label="Loading development profile" />
      ) : isError ? (
        <MutedText role="alert">The development profile could not be loaded.</MutedText>
      ) : data ? (
        <>
          <StyledNote>{SCORE_LABEL}</StyledNote>
          <Suspense fallback={<div style={{ height: 240 }} />}>
            <ScoresRadar rows={scoreRows(data)} />
          </Suspense>
          <ScoreBars rows={scoreRows(data)} />
          <StyledActions>
            <ButtonLink to={getHref.childDevelopmentReport(childId)} $variant="secondary">
              View Full Report
            </ButtonLink>
          </StyledActions>
        </>
      ) : (
        <>
          <MutedText>No development assessment available.</MutedText>
          {readOnly ? null : <ButtonLink to={getHref.childNewAssessment(childId)}>Take First Assessment</ButtonLink>}
        </>
      )}
    </Card>
  );
}
