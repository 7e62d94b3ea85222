import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@flourishly/platform/tabs';
import { StyledInner, StyledLead, StyledList, StyledSection, StyledSectionTitle } from '../../common/layout';
import { SHOWCASE_TABS } from './showcase-content';

const StyledPanel = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: ${({ theme }) => theme.space.lg};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    margin: 0;
  }
`;

/**
 * The features showcase (#features): the platform's Radix tabs, so arrow keys move between
 * the five tabs and each panel is labelled by its tab; the first tab is selected by default.
 */
export function FeatureShowcase() {
  const intl = useIntl();
  return (
    <StyledSection id="features" aria-labelledby="features-title">
      <StyledInner>
        <StyledSectionTitle id="features-title">
          <FormattedMessage id="landing.showcase.title" />
        </StyledSectionTitle>
        <StyledLead>
          <FormattedMessage id="landing.showcase.lead" />
        </StyledLead>
        <Tabs defaultValue={SHOWCASE_TABS[0].id}>
          <TabsList aria-label={intl.formatMessage({ id: 'landing.showcase.tabs' })}>
            {SHOWCASE_TABS.map((tab) => (
              <TabsTrigger key={tab.id} value={tab.id}>
                <FormattedMessage id={tab.label} />
              </TabsTrigger>
            ))}
          </TabsList>
          {SHOWCASE_TABS.map((tab) => (
            <TabsContent key={tab.id} value={tab.id}>
              <StyledPanel>
                <h3>
                  <FormattedMessage id={tab.title} />
                </h3>
                <p>
                  <FormattedMessage id={tab.text} />
                </p>
                <StyledList>
                  {tab.points.map((point) => (
                    <li key={point}>
                      <FormattedMessage id={point} />
                    </li>
                  ))}
                </StyledList>
              </StyledPanel>
            </TabsContent>
          ))}
        </Tabs>
      </StyledInner>
    </StyledSection>
  );
}
