import { Field } from 'react-final-form';
import { MILESTONE_ANSWER_LABELS, MILESTONE_ANSWERS } from '@flourishly/contracts';
import { StyledItem, StyledOptions } from './assessment-styles';

export interface MilestoneQuestionProps {
  item: { key: string; text: string };
}

/** One milestone of the checklist: its text and a radio group of the answers (form field `answers.<key>`). */
export function MilestoneQuestion({ item }: MilestoneQuestionProps) {
  return (
    <StyledItem>
      <legend>{item.text}</legend>
      <StyledOptions>
        {MILESTONE_ANSWERS.map((answer) => (
          <label key={answer}>
            <Field component="input" type="radio" name={`answers.${item.key}`} value={answer} />
            {MILESTONE_ANSWER_LABELS[answer]}
          </label>
        ))}
      </StyledOptions>
    </StyledItem>
  );
}
