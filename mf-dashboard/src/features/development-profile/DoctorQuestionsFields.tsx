import { Field, useFormState } from 'react-final-form';
import {
  DOCTOR_ANSWER_MAX_LENGTH,
  DOCTOR_QUESTIONS,
  needsActEarly,
  YES_NO,
  type NewAssessmentValues,
  type YesNo,
} from '@flourishly/contracts';
import { TextAreaField } from '@flourishly/platform/forms';
import { ActEarlyNotice } from './ActEarlyNotice';
import { StyledItem, StyledOptions } from './assessment-styles';

const YES_NO_LABELS: Record<YesNo, string> = { yes: 'Yes', no: 'No' };

type TextKey = 'lostSkillsDetails' | 'specialHealthcareNeedsDetails' | 'concerns' | 'doTogether' | 'childLikes';

const text = (key: TextKey, label: string) => (
  <TextAreaField name={`doctorQuestions.${key}`} label={label} maxLength={DOCTOR_ANSWER_MAX_LENGTH} />
);

/**
 * The CDC checklists' "other things to share with the doctor", asked after the milestones: lost
 * skills and special healthcare needs or prematurity (yes / no, with details), concerns, what the
 * family does together and what the child likes (form fields `doctorQuestions.<key>`). A 'yes' to
 * lost skills shows the act-early guidance at once.
 */
export function DoctorQuestionsFields() {
  const { values } = useFormState<NewAssessmentValues>({ subscription: { values: true } });
  const value = values.doctorQuestions;

  const yesNo = (key: 'lostSkills' | 'specialHealthcareNeeds', detailsKey: TextKey, detailsLabel: string) => (
    <StyledItem>
      <legend>{DOCTOR_QUESTIONS[key]}</legend>
      <StyledOptions>
        {YES_NO.map((answer) => (
          <label key={answer}>
            <Field component="input" type="radio" name={`doctorQuestions.${key}`} value={answer} />
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
