import { useIntl } from 'react-intl';
import type { DoctorQuestions } from '@flourishly/contracts';
import styled from 'styled-components';

const StyledList = styled.dl`
  margin: 0;
  dt {
    font-weight: 600;
    margin-top: ${({ theme }) => theme.space.sm};
  }
  dd {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

/** The questions as the parent reads them (DOCTOR_QUESTIONS) and as the doctor's copy prints them (third person). */
const QUESTIONS = {
  parent: {
    lostSkills: 'dashboard.development.doctor.q.lostSkills',
    specialHealthcareNeeds: 'dashboard.development.doctor.q.specialHealthcareNeeds',
    concerns: 'dashboard.development.doctor.q.concerns',
    doTogether: 'dashboard.development.doctor.q.doTogether',
    childLikes: 'dashboard.development.doctor.q.childLikes',
  },
  professional: {
    lostSkills: 'dashboard.development.doctor.q3.lostSkills',
    specialHealthcareNeeds: 'dashboard.development.doctor.q3.specialHealthcareNeeds',
    concerns: 'dashboard.development.doctor.q3.concerns',
    doTogether: 'dashboard.development.doctor.q3.doTogether',
    childLikes: 'dashboard.development.doctor.q3.childLikes',
  },
} as const;

/**
 * The answers to the doctor's questions as the report prints them; unanswered ones read "Not
 * answered". For a professional (the doctor's copy) the questions are in the third person and the
 * parent's words in quotes, as in the PDF (the contracts' doctorAnswerRows).
 */
export function DoctorAnswers({ answers, audience = 'parent' }: { answers: DoctorQuestions; audience?: 'parent' | 'professional' }) {
  const intl = useIntl();
  const notAnswered = intl.formatMessage({ id: 'dashboard.development.doctor.notAnswered' });
  // The doctor's copy quotes the parent's own words.
  const words = (text: string) =>
    audience === 'professional' ? intl.formatMessage({ id: 'dashboard.development.doctor.quoted' }, { text }) : text;
  const text = (value: string) => (value ? words(value) : notAnswered);
  const yesNo = (answer: 'yes' | 'no' | null, details: string) => {
    if (answer === null) return notAnswered;
    const said = intl.formatMessage({ id: answer === 'yes' ? 'dashboard.development.yes' : 'dashboard.development.no' });
    return details
      ? intl.formatMessage({ id: 'dashboard.development.doctor.withDetails' }, { answer: said, details: words(details) })
      : said;
  };
  const q = QUESTIONS[audience];
  const rows: [string, string][] = [
    [q.lostSkills, yesNo(answers.lostSkills, answers.lostSkillsDetails)],
    [q.specialHealthcareNeeds, yesNo(answers.specialHealthcareNeeds, answers.specialHealthcareNeedsDetails)],
    [q.concerns, text(answers.concerns)],
    [q.doTogether, text(answers.doTogether)],
    [q.childLikes, text(answers.childLikes)],
  ].map(([id, answer]) => [intl.formatMessage({ id }), answer]);
  return (
    <StyledList>
      {rows.map(([question, answer]) => (
        <div key={question}>
          <dt>{question}</dt>
          <dd>{answer}</dd>
        </div>
      ))}
    </StyledList>
  );
}
