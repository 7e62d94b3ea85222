import { useId } from 'react';
import { FormattedMessage, type IntlShape } from 'react-intl';
import { ACT_EARLY_GUIDANCE, type DoctorQuestions } from '@flourishly/contracts';
import styled from 'styled-components';

const StyledNotice = styled.section`
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  padding: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.md} 0;
  h2,
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
  ol {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    padding-left: 1.25rem;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The steps of each reader's version: the parent's (ACT_EARLY_GUIDANCE) and the doctor's copy's (DOCTOR_COPY_ACT_EARLY). */
const STEPS = {
  parent: ['dashboard.development.actEarly.step1', 'dashboard.development.actEarly.step2', 'dashboard.development.actEarly.step3'],
  professional: [
    'dashboard.development.actEarly.doctor.step1',
    'dashboard.development.actEarly.doctor.step2',
    'dashboard.development.actEarly.doctor.step3',
  ],
} as const;

/**
 * The doctor's copy's lead, in the language of `intl`: what the parent reported that calls for
 * the guidance ("The parent reports that the child has lost skills they once had and ‘Not yet’ for
 * 1 milestone of the child’s age."; the contracts' actEarlyLead).
 */
export function actEarlyLeadText(intl: IntlShape, latest: { doctorQuestions: DoctorQuestions; notYet: readonly unknown[] }): string {
  const reasons: string[] = [];
  if (latest.doctorQuestions.lostSkills === 'yes')
    reasons.push(intl.formatMessage({ id: 'dashboard.development.actEarly.reason.lostSkills' }));
  if (latest.doctorQuestions.concerns) reasons.push(intl.formatMessage({ id: 'dashboard.development.actEarly.reason.concern' }));
  if (latest.notYet.length > 0)
    reasons.push(intl.formatMessage({ id: 'dashboard.development.actEarly.reason.notYet' }, { count: latest.notYet.length }));
  const what =
    reasons.length > 0
      ? intl.formatList(reasons, { type: 'conjunction' })
      : intl.formatMessage({ id: 'dashboard.development.actEarly.reason.other' });
  return intl.formatMessage({ id: 'dashboard.development.actEarly.doctor.lead' }, { what });
}

/**
 * The CDC's "act early" guidance, shown calmly when a parent answers that the child has lost
 * skills he/she once had: talk to the doctor now, ask about screening and a referral, and how to
 * reach early intervention. `headingLevel` fits the page's outline. The doctor's copy
 * (`audience` 'professional') gives it in the third person, with its own `lead`.
 */
export function ActEarlyNotice({
  headingLevel = 3,
  audience = 'parent',
  lead,
}: {
  headingLevel?: 2 | 3;
  audience?: 'parent' | 'professional';
  /** The doctor's copy's lead ({@link actEarlyLeadText}); the parent's version has its own. */
  lead?: string;
}) {
  const id = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <StyledNotice aria-labelledby={id} data-testid="act-early">
      <Heading id={id}>
        <FormattedMessage id="dashboard.development.actEarly.title" />
      </Heading>
      <p>{lead ?? <FormattedMessage id="dashboard.development.actEarly.lead" />}</p>
      <ol>
        {STEPS[audience].map((step) => (
          <li key={step}>
            <FormattedMessage id={step} />
          </li>
        ))}
      </ol>
      <p>
        <FormattedMessage id="dashboard.development.actEarly.closing" />
      </p>
      <small>
        <a href={ACT_EARLY_GUIDANCE.url} target="_blank" rel="noreferrer">
          <FormattedMessage id="dashboard.development.actEarly.source" />
        </a>
      </small>
    </StyledNotice>
  );
}
