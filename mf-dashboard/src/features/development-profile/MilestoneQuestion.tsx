import { Field } from 'react-final-form';
import { useIntl } from 'react-intl';
import { MILESTONE_ANSWERS } from '@flourishly/contracts';
import { StyledItem, StyledOptions } from './assessment-styles';
import { ANSWER_MESSAGES } from './texts';

export interface MilestoneQuestionProps {
  item: { key: string; text: string };
}

/**
 * One milestone of the checklist: its text (from the API, in the parent's language) and a radio
 * group of the answers (form field `answers.<key>`).
 */
export function MilestoneQuestion({ item }: MilestoneQuestionProps) {
  const intl = useIntl();
  return (
    <StyledItem>
      <legend>{item.text}</legend>
      <StyledOptions>
        {MILESTONE_ANSWERS.map((answer) => (
          <label key={answer}>
            <Field component="input" type="radio" name={`answers.${item.key}`} value={answer} />
            {intl.formatMessage({ id: ANSWER_MESSAGES[answer] })}
          </label>
        ))}
      </StyledOptions>
    </StyledItem>
  );
}
