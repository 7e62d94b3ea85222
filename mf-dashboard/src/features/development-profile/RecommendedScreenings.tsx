import { FormattedMessage, useIntl } from 'react-intl';
import { correctionApplies, developmentalAgeInMonths, SCREENINGS_UNTIL_MONTHS } from '@flourishly/contracts';
import { Card, errorText, Messages, MutedText, Spinner, useGetChildQuery } from '@flourishly/platform';
import styled from 'styled-components';
import { useGetScreeningsQuery } from './api';
import { developmentMessages } from './messages';
import { ScreeningList } from './ScreeningList';

const StyledHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  margin: 0 0 ${({ theme }) => theme.space.xs};
`;

const StyledNote = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  margin: 0 0 ${({ theme }) => theme.space.sm};
`;

const StyledSource = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  margin: 0;
`;

export interface RecommendedScreeningsProps {
  childId: number;
}

/**
 * "Recommended screenings" on the child dashboard (docs/product.md, "Screenings"): the AAP's
 * developmental and autism screenings with the day each is due and its status, the lead (and,
 * while a preterm child's age is corrected, that the dates follow it) and the source. Nothing from school age: the card is not drawn (and the list not asked for) once the
 * child's developmental age reaches SCREENINGS_UNTIL_MONTHS, nor when the list comes back empty.
 * In the parent's language, with the development blocks' catalog.
 */
export function RecommendedScreenings(props: RecommendedScreeningsProps) {
  return (
    <Messages catalog={developmentMessages}>
      <RecommendedScreeningsContent {...props} />
    </Messages>
  );
}

function RecommendedScreeningsContent({ childId }: RecommendedScreeningsProps) {
  const intl = useIntl();
  const child = useGetChildQuery(childId);
  const schoolAge = !child.data || developmentalAgeInMonths(child.data) >= SCREENINGS_UNTIL_MONTHS;
  const screenings = useGetScreeningsQuery(childId, { skip: schoolAge });
  if (schoolAge || screenings.data?.length === 0) return null;
  const headingId = `recommended-screenings-heading-${childId}`;
  return (
    <Card aria-labelledby={headingId}>
      <StyledHeading id={headingId}>
        <FormattedMessage id="dashboard.development.screenings.title" />
      </StyledHeading>
      {screenings.isError ? (
        <MutedText role="alert">
          <FormattedMessage
            id="dashboard.development.screenings.loadFailed"
            values={{ reason: errorText(intl, screenings.error, intl.formatMessage({ id: 'dashboard.development.tryLater' })) }}
          />
        </MutedText>
      ) : !screenings.data ? (
        <Spinner label={intl.formatMessage({ id: 'dashboard.development.screenings.loading' })} />
      ) : (
        <>
          <StyledNote>
            <FormattedMessage id="dashboard.development.screenings.lead" />
          </StyledNote>
          {child.data && correctionApplies(child.data) ? (
            <StyledNote>
              <FormattedMessage id="dashboard.development.screenings.corrected" />
            </StyledNote>
          ) : null}
          <ScreeningList screenings={screenings.data} />
          <StyledSource>
            <FormattedMessage id="dashboard.development.screenings.source" />
          </StyledSource>
        </>
      )}
    </Card>
  );
}
