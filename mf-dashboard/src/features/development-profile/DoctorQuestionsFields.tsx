import { useId } from 'react';
import { DOCTOR_ANSWER_MAX_LENGTH, DOCTOR_QUESTIONS, needsActEarly, YES_NO, type DoctorQuestions, type YesNo } from '@flourishly/contracts';
import { StyledLabel, StyledTextArea } from '@flourishly/platform/forms';
import styled from 'styled-components';
import { ActEarlyNotice } from './ActEarlyNotice';
import { StyledItem, StyledOptions } from './assessment-styles';

const StyledText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

const YES_NO_LABELS: Record<YesNo, string> = { yes: 'Yes', no: 'No' };

type TextKey = 'lostSkillsDetails' | 'specialHealthcareNeedsDetails' | 'concerns' | 'doTogether' | 'childLikes';

export interface DoctorQuestionsFieldsProps {
  value: DoctorQuestions;
  onChange: (next: DoctorQuestions) => void;
}

/**
 * The CDC checklists' "other things to share with the doctor", asked after the milestones: lost
 * skills and special healthcare needs or prematurity (yes / no, with details), concerns, what the
 * family does together and what the child likes. A 'yes' to lost skills shows the act-early
 * guidance at once.
 */
export function DoctorQuestionsFields({ value, onChange }: DoctorQuestionsFieldsProps) {
  const id = useId();
  const set = <K extends keyof DoctorQuestions>(key: K, next: DoctorQuestions[K]) => onChange({ ...value, [key]: next });

  const text = (key: TextKey, label: string) => (
    <StyledText>
      <StyledLabel htmlFor={`${id}-${key}`}>{label}</StyledLabel>
      <StyledTextArea
        id={`${id}-${key}`}
        value={value[key]}
        maxLength={DOCTOR_ANSWER_MAX_LENGTH}
        onChange={(event) => set(key, event.target.value)}
      />
    </StyledText>
  );

  const yesNo = (key: 'lostSkills' | 'specialHealthcareNeeds', detailsKey: TextKey, detailsLabel: string) => (
    <StyledItem>
      <legend>{DOCTOR_QUESTIONS[key]}</legend>
      <StyledOptions>
        {YES_NO.map((answer) => (
          <label key={answer}>
            <input type="radio" name={`${id}-${key}`} value={answer} checked={value[key] === answer} onChange={() => set(key, answer)} />
            {YES_NO_LABELS[answer]}
          </label>
        ))}
      </StyledOptions>
      {value[key] === 'yes' ? text(detailsKey, detailsLabel) : null}
    </StyledItem>
  );

  return (
    <>
      {yesNo('lostSkills', 'lostSkillsDetails', 'Which skills? (optional)')}
      {yesNo('specialHealthcareNeeds', 'specialHealthcareNeedsDetails', 'Tell the doctor more (optional)')}
      {text('concerns', DOCTOR_QUESTIONS.concerns)}
      {/* Lost skills or a written concern: CDC's act early, shown as soon as the parent answers. */}
      {needsActEarly(value) ? <ActEarlyNotice /> : null}
      {text('doTogether', DOCTOR_QUESTIONS.doTogether)}
      {text('childLikes', DOCTOR_QUESTIONS.childLikes)}
    </>
  );
}
