import styled from 'styled-components';
import { paths } from '@flourishly/platform/paths';
import { StyledCard, StyledGrid, StyledInner, StyledLead, StyledSection, StyledSectionTitle } from '../../common/layout';

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
  {
    title: 'Built on developmental milestones',
    text: 'Assessments follow published milestones for each age, from the first year to the last year of primary school.',
  },
  {
    title: 'Personal, not generic',
    text: 'Every plan starts from your own child: their persona, their age and how they are doing right now.',
  },
  {
    title: 'Minutes a day, not hours',
    text: 'Activities are short and use everyday things, so they fit around family life instead of taking it over.',
  },
  {
    title: 'Private by design',
    text: "Your child's profile is visible only to you, and our COPPA Compliance notice explains how we protect children's data.",
    link: { href: paths.coppa, label: 'Read our COPPA Compliance notice' },
  },
];

/** Why Flourishly. */
export function WhySection() {
  return (
    <StyledSection aria-labelledby="why-title">
      <StyledInner>
        <StyledSectionTitle id="why-title">Why parents choose Flourishly</StyledSectionTitle>
        <StyledLead>Because every child grows at their own pace, and parents deserve guidance that fits.</StyledLead>
        <StyledGrid $columns={4}>
          {WHY_REASONS.map((reason) => (
            <StyledCard as="article" key={reason.title}>
              <h3>{reason.title}</h3>
              <p>{reason.text}</p>
              {reason.link ? (
                <StyledMore>
                  <a href={reason.link.href}>{reason.link.label}</a>
                </StyledMore>
              ) : null}
            </StyledCard>
          ))}
        </StyledGrid>
      </StyledInner>
    </StyledSection>
  );
}
