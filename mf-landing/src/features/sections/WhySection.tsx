import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { paths } from '@flourishly/platform/paths';
import { StyledCard, StyledGrid, StyledInner, StyledLead, StyledSection, StyledSectionTitle } from '../../common/layout';

/** A reason, as message ids. */
interface WhyReason {
  title: string;
  text: string;
  /** A page that backs the claim up. */
  link?: { href: string; label: string };
}

const StyledMore = styled.p`
  && {
    margin-top: ${({ theme }) => theme.space.sm};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 600;
  }
`;

/** Reasons to choose Flourishly. */
export const WHY_REASONS: readonly WhyReason[] = [
  { title: 'landing.why.milestones.title', text: 'landing.why.milestones.text' },
  { title: 'landing.why.personal.title', text: 'landing.why.personal.text' },
  { title: 'landing.why.minutes.title', text: 'landing.why.minutes.text' },
  {
    title: 'landing.why.private.title',
    text: 'landing.why.private.text',
    link: { href: paths.coppa, label: 'landing.why.private.link' },
  },
];

/** Why Flourishly. */
export function WhySection() {
  return (
    <StyledSection aria-labelledby="why-title">
      <StyledInner>
        <StyledSectionTitle id="why-title">
          <FormattedMessage id="landing.why.title" />
        </StyledSectionTitle>
        <StyledLead>
          <FormattedMessage id="landing.why.lead" />
        </StyledLead>
        <StyledGrid $columns={4}>
          {WHY_REASONS.map((reason) => (
            <StyledCard as="article" key={reason.title}>
              <h3>
                <FormattedMessage id={reason.title} />
              </h3>
              <p>
                <FormattedMessage id={reason.text} />
              </p>
              {reason.link ? (
                <StyledMore>
                  <a href={reason.link.href}>
                    <FormattedMessage id={reason.link.label} />
                  </a>
                </StyledMore>
              ) : null}
            </StyledCard>
          ))}
        </StyledGrid>
      </StyledInner>
    </StyledSection>
  );
}
