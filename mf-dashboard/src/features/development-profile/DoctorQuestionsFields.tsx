import { Field, useFormState } from 'react-final-form';
import { useIntl } from 'react-intl';
import { DOCTOR_ANSWER_MAX_LENGTH, needsActEarly, YES_NO, type NewAssessmentValues, type YesNo } from '@flourishly/contracts';
import { TextAreaField } from '@flourishly/platform/forms';
import { ActEarlyNotice } from './ActEarlyNotice';
import { StyledItem, StyledOptions } from './assessment-styles';

const YES_NO_MESSAGES: Record<YesNo, string> = { yes: 'dashboard.development.yes', no: 'dashboard.development.no' };

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
  const intl = useIntl();
  const say = (id: string) => intl.formatMessage({ id });
  const { values } = useFormState<NewAssessmentValues>({ subscription: { values: true } });
  const value = values.doctorQuestions;

  const yesNo = (key: 'lostSkills' | 'specialHealthcareNeeds', question: string, detailsKey: TextKey, detailsLabel: string) => (
    <StyledItem>
      <legend>{question}</legend>
      <StyledOptions>
        {YES_NO.map((answer) => (
          <label key={answer}>
            <Field component="input" type="radio" name={`doctorQuestions.${key}`} value={answer} />
            {say(YES_NO_MESSAGES[answer])}
          </label>
        ))}
      </StyledOptions>
      {value[key] === 'yes' ? text(detailsKey, detailsLabel) : null}
    </StyledItem>
  );

  return (
    <>
      {yesNo(
        'lostSkills',
        say('dashboard.development.doctor.q.lostSkills'),
        'lostSkillsDetails',
        say('dashboard.development.doctor.whichSkills'),
      )}
      {yesNo(
        'specialHealthcareNeeds',
        say('dashboard.development.doctor.q.specialHealthcareNeeds'),
        'specialHealthcareNeedsDetails',
        say('dashboard.development.doctor.tellMore'),
      )}
      {text('concerns', say('dashboard.development.doctor.q.concerns'))}
      {/* Lost skills or a written concern: CDC's act early, shown as soon as the parent answers. */}
      {needsActEarly(value) ? <ActEarlyNotice /> : null}
      {text('doTogether', say('dashboard.development.doctor.q.doTogether'))}
      {text('childLikes', say('dashboard.development.doctor.q.childLikes'))}
    </>
  );
}
