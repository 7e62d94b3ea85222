import { DOCTOR_QUESTIONS, doctorAnswerRows, type DoctorQuestions } from '@flourishly/contracts';
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

const yesNoText = (answer: 'yes' | 'no' | null, details: string) =>
  answer === null ? 'Not answered' : `${answer === 'yes' ? 'Yes' : 'No'}${details ? `: ${details}` : ''}`;

/**
 * The answers to the doctor's questions as the report prints them; unanswered ones read "Not
 * answered". For a professional (the doctor's copy) the questions are in the third person and the
 * parent's words in quotes, as in the PDF (doctorAnswerRows).
 */
export function DoctorAnswers({ answers, audience = 'parent' }: { answers: DoctorQuestions; audience?: 'parent' | 'professional' }) {
  const parentRows: [string, string][] = [
    [DOCTOR_QUESTIONS.lostSkills, yesNoText(answers.lostSkills, answers.lostSkillsDetails)],
    [DOCTOR_QUESTIONS.specialHealthcareNeeds, yesNoText(answers.specialHealthcareNeeds, answers.specialHealthcareNeedsDetails)],
    [DOCTOR_QUESTIONS.concerns, answers.concerns || 'Not answered'],
    [DOCTOR_QUESTIONS.doTogether, answers.doTogether || 'Not answered'],
    [DOCTOR_QUESTIONS.childLikes, answers.childLikes || 'Not answered'],
  ];
  const rows = audience === 'professional' ? doctorAnswerRows(answers) : parentRows;
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
