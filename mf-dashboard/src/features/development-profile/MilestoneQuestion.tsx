import { MILESTONE_ANSWER_LABELS, MILESTONE_ANSWERS, type MilestoneAnswer } from '@flourishly/contracts';
import { StyledItem } from './assessment-styles';
import { StyledOptions } from './DoctorQuestionsFields';

export interface MilestoneQuestionProps {
  item: { key: string; text: string };
  answer: MilestoneAnswer | undefined;
  onAnswer: (answer: MilestoneAnswer) => void;
}

/** One milestone of the checklist: its text and a radio group of the answers. */
export function MilestoneQuestion({ item, answer: current, onAnswer }: MilestoneQuestionProps) {
  return (
    <StyledItem>
      <legend>{item.text}</legend>
      <StyledOptions>
        {MILESTONE_ANSWERS.map((answer) => (
          <label key={answer}>
            <input type="radio" name={item.key} value={answer} checked={current === answer} onChange={() => onAnswer(answer)} />
            {MILESTONE_ANSWER_LABELS[answer]}
          </label>
        ))}
      </StyledOptions>
    </StyledItem>
  );
}
