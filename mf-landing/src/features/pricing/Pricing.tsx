import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import { PLAN_CHILD_LIMITS, PRICES_INR } from '@flourishly/contracts/constants';
import { INTL_LOCALES, LOCALES, type Locale } from '@flourishly/contracts/locales';
import { localeOfIntl } from '@flourishly/platform/device-locale';
import type { InquiryTopic } from '@flourishly/contracts/marketing';
import { StyledActionButton, StyledActionLink } from '../../common/actions';
import { StyledGrid, StyledInner, StyledLead, StyledList, StyledSection, StyledSectionTitle } from '../../common/layout';

/** Rupees in India's own grouping in either language (lakh: ₹1,00,000), Western digits. */
const RUPEE_FORMATS = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    new Intl.NumberFormat(INTL_LOCALES[locale], { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }),
  ]),
) as Record<Locale, Intl.NumberFormat>;

/** "₹1,499" from 1499, "₹1,00,000" from 100000, in `locale` (docs/product.md, "Pricing"). */
export const formatRupees = (amount: number, locale: Locale) => RUPEE_FORMATS[locale].format(amount);

/** "1 child profile", "Up to 3 child profiles", "Unlimited child profiles" (docs/product.md), in the page's language. */
export function childLimitText(intl: IntlShape, limit: number | null) {
  if (limit === null) return intl.formatMessage({ id: 'landing.pricing.unlimitedChildren' });
  return intl.formatMessage({ id: 'landing.pricing.childLimit' }, { limit });
}

type PaidPlan = keyof typeof PRICES_INR;

/** A plan; `name`, `summary` and the features are message ids, the child limit a number. */
interface Plan {
  id: PaidPlan | 'schools';
  name: string;
  summary: string;
  price: number | null;
  childLimit?: number | null;
  features: readonly string[];
  highlighted?: boolean;
}

/** What every family plan includes; the plans differ in how many child profiles they hold. */
const FAMILY_FEATURES = ['landing.pricing.feature.assessments', 'landing.pricing.feature.plans', 'landing.pricing.feature.progress'];

/** The four plans of docs/product.md. */
export const PLANS: readonly Plan[] = [
  {
    id: 'basic',
    name: 'landing.pricing.basic.name',
    summary: 'landing.pricing.basic.summary',
    price: PRICES_INR.basic,
    childLimit: PLAN_CHILD_LIMITS.basic,
    features: FAMILY_FEATURES,
  },
  {
    id: 'plus',
    name: 'landing.pricing.plus.name',
    summary: 'landing.pricing.plus.summary',
    price: PRICES_INR.plus,
    childLimit: PLAN_CHILD_LIMITS.plus,
    features: FAMILY_FEATURES,
    highlighted: true,
  },
  {
    id: 'premium',
    name: 'landing.pricing.premium.name',
    summary: 'landing.pricing.premium.summary',
    price: PRICES_INR.premium,
    childLimit: PLAN_CHILD_LIMITS.premium,
    features: FAMILY_FEATURES,
  },
  {
    id: 'schools',
    name: 'landing.pricing.schools.name',
    summary: 'landing.pricing.schools.summary',
    price: null,
    // Unlimited (PLAN_CHILD_LIMITS.schools), said with the admin panel in one line.
    features: ['landing.pricing.schoolsChildren', 'landing.pricing.feature.communication', 'landing.pricing.feature.tailored'],
  },
];

const StyledPlan = styled.article<{ $highlighted?: boolean }>`
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme, $highlighted }) => ($highlighted ? `2px solid ${theme.colors.primary}` : `1px solid ${theme.colors.border}`)};
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: ${({ theme }) => theme.space.lg};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    margin: 0;
  }
  ul {
    flex: 1;
  }
`;

const StyledPrice = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  strong {
    font-size: 2rem;
    font-weight: 800;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledSummary = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledBadge = styled.p`
  align-self: flex-start;
  margin: 0 0 ${({ theme }) => theme.space.sm};
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryHover};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
`;

export interface PricingProps {
  signUpHref: string;
  onContactSales: (topic: InquiryTopic) => void;
}

/** #pricing: Basic, Plus, Premium per month and Schools on request. */
export function Pricing({ signUpHref, onContactSales }: PricingProps) {
  const intl = useIntl();
  const locale = localeOfIntl(intl);
  return (
    <StyledSection id="pricing" aria-labelledby="pricing-title">
      <StyledInner>
        <StyledSectionTitle id="pricing-title">
          <FormattedMessage id="landing.pricing.title" />
        </StyledSectionTitle>
        <StyledLead>
          <FormattedMessage id="landing.pricing.lead" />
        </StyledLead>
        <StyledGrid $columns={4}>
          {PLANS.map((plan) => {
            const name = intl.formatMessage({ id: plan.name });
            const features = plan.features.map((id) => intl.formatMessage({ id }));
            if (plan.childLimit !== undefined) features.unshift(childLimitText(intl, plan.childLimit));
            return (
              <StyledPlan key={plan.id} $highlighted={plan.highlighted} aria-labelledby={`plan-${plan.id}`}>
                {plan.highlighted ? (
                  <StyledBadge>
                    <FormattedMessage id="landing.pricing.mostPopular" />
                  </StyledBadge>
                ) : null}
                <h3 id={`plan-${plan.id}`}>{name}</h3>
                <StyledSummary>
                  <FormattedMessage id={plan.summary} />
                </StyledSummary>
                <StyledPrice>
                  {plan.price === null ? (
                    <strong>
                      <FormattedMessage id="landing.pricing.onRequest" />
                    </strong>
                  ) : (
                    <>
                      <strong>{formatRupees(plan.price, locale)}</strong>{' '}
                      <span>
                        <FormattedMessage id="landing.pricing.perMonth" />
                      </span>
                    </>
                  )}
                </StyledPrice>
                <StyledList>
                  {features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </StyledList>
                {plan.price === null ? (
                  <StyledActionButton $variant="secondary" onClick={() => onContactSales('schools')}>
                    <FormattedMessage id="landing.contactSales" />
                  </StyledActionButton>
                ) : (
                  <StyledActionLink
                    href={signUpHref}
                    $variant={plan.highlighted ? 'primary' : 'secondary'}
                    aria-label={intl.formatMessage({ id: 'landing.pricing.startTrialWith' }, { plan: name })}
                  >
                    <FormattedMessage id="landing.startFreeTrial" />
                  </StyledActionLink>
                )}
              </StyledPlan>
            );
          })}
        </StyledGrid>
      </StyledInner>
    </StyledSection>
  );
}
