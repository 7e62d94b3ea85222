import styled from 'styled-components';
import { PLAN_CHILD_LIMITS, PRICES_INR } from '@flourishly/contracts/constants';
import type { InquiryTopic } from '@flourishly/contracts/marketing';
import { StyledActionButton, StyledActionLink } from '../../common/actions';
import { StyledGrid, StyledInner, StyledLead, StyledList, StyledSection, StyledSectionTitle } from '../../common/layout';

const rupees = new Intl.NumberFormat('en-IN');

/** "₹1,499" from 1499. */
export const formatRupees = (amount: number) => `₹${rupees.format(amount)}`;

/** "1 child profile", "Up to 3 child profiles", "Unlimited child profiles" (docs/product.md). */
export function childLimitText(limit: number | null) {
  if (limit === null) return 'Unlimited child profiles';
  return limit === 1 ? '1 child profile' : `Up to ${limit} child profiles`;
}

type PaidPlan = keyof typeof PRICES_INR;

interface Plan {
  id: PaidPlan | 'schools';
  name: string;
  summary: string;
  price: number | null;
  features: readonly string[];
  highlighted?: boolean;
}

/** What every family plan includes; the plans differ in how many child profiles they hold. */
const FAMILY_FEATURES = ['Assessments and child persona', 'AI-generated daily activity plans', 'Progress tracking and learning games'];

/** The four plans of docs/product.md. */
export const PLANS: readonly Plan[] = [
  {
    id: 'basic',
    name: 'Basic',
    summary: 'For one child getting started.',
    price: PRICES_INR.basic,
    features: [childLimitText(PLAN_CHILD_LIMITS.basic), ...FAMILY_FEATURES],
  },
  {
    id: 'plus',
    name: 'Plus',
    summary: 'For families with more than one child.',
    price: PRICES_INR.plus,
    features: [childLimitText(PLAN_CHILD_LIMITS.plus), ...FAMILY_FEATURES],
    highlighted: true,
  },
  {
    id: 'premium',
    name: 'Premium',
    summary: 'For larger families and caregivers.',
    price: PRICES_INR.premium,
    features: [childLimitText(PLAN_CHILD_LIMITS.premium), ...FAMILY_FEATURES],
  },
  {
    id: 'schools',
    name: 'Schools',
    summary: 'For schools and learning centres.',
    price: null,
    features: [
      `${childLimitText(PLAN_CHILD_LIMITS.schools)} with an admin panel`,
      'Parent-teacher communication',
      'Pricing tailored to your school',
    ],
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
  return (
    <StyledSection id="pricing" aria-labelledby="pricing-title">
      <StyledInner>
        <StyledSectionTitle id="pricing-title">Simple pricing for every family</StyledSectionTitle>
        <StyledLead>Prices in Indian rupees per month. Change or cancel your plan at any time.</StyledLead>
        <StyledGrid $columns={4}>
          {PLANS.map((plan) => (
            <StyledPlan key={plan.id} $highlighted={plan.highlighted} aria-labelledby={`plan-${plan.id}`}>
              {plan.highlighted ? <StyledBadge>Most popular</StyledBadge> : null}
              <h3 id={`plan-${plan.id}`}>{plan.name}</h3>
              <StyledSummary>{plan.summary}</StyledSummary>
              <StyledPrice>
                {plan.price === null ? (
                  <strong>On request</strong>
                ) : (
                  <>
                    <strong>{formatRupees(plan.price)}</strong> <span>per month</span>
                  </>
                )}
              </StyledPrice>
              <StyledList>
                {plan.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </StyledList>
              {plan.price === null ? (
                <StyledActionButton $variant="secondary" onClick={() => onContactSales('schools')}>
                  Contact Sales
                </StyledActionButton>
              ) : (
                <StyledActionLink
                  href={signUpHref}
                  $variant={plan.highlighted ? 'primary' : 'secondary'}
                  aria-label={`Start Free Trial with ${plan.name}`}
                >
                  Start Free Trial
                </StyledActionLink>
              )}
            </StyledPlan>
          ))}
        </StyledGrid>
      </StyledInner>
    </StyledSection>
  );
}
