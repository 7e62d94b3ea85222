import { useForm } from 'react-final-form';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { childProfileFieldsOfSteps } from '@flourishly/contracts';
import { Button, MutedText, useChildList, useGetChildQuery } from '@flourishly/platform';
import { nullAnswersToEmpty } from '../../shared/answer-options';

/** The answers of step 3 (family context), as the contracts declare them. */
const FAMILY_FIELD_KEYS = childProfileFieldsOfSteps(['family']);

const StyledOffer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  p {
    margin: 0;
    flex: 1 1 14rem;
    min-width: 0;
  }
`;

/**
 * Step 3's family questions are about the family, not the child: when the parent added a child
 * before, offer that child's answers (the most recently added child the parent owns), filled in
 * with one press and still editable. Nothing shows for a first child.
 */
export function PreviousFamilyAnswers() {
  const form = useForm();
  const { data: children = [] } = useChildList();
  const previous = children
    .filter((child) => child.role === 'owner')
    .reduce<(typeof children)[number] | null>((latest, child) => (latest === null || child.id > latest.id ? child : latest), null);
  const { data: profile } = useGetChildQuery(previous?.id ?? 0, { skip: !previous });
  if (!previous || !profile) return null;
  const applyAnswers = () =>
    form.batch(() => {
      for (const key of FAMILY_FIELD_KEYS) {
        const value: unknown = profile[key];
        form.change(key, nullAnswersToEmpty({ [key]: Array.isArray(value) ? [...(value as unknown[])] : value })[key]);
      }
    });
  return (
    <StyledOffer>
      <MutedText>
        <FormattedMessage id="children.addChild.previousOffer" values={{ name: profile.name }} />
      </MutedText>
      <Button $variant="secondary" onClick={applyAnswers}>
        <FormattedMessage id="children.addChild.previousUse" values={{ name: profile.name }} />
      </Button>
    </StyledOffer>
  );
}
