import styled from 'styled-components';
import { mediaUp } from '@flourishly/platform/theme';
import { StyledInner, StyledLead, StyledList, StyledSection, StyledSectionTitle } from '../../common/layout';

const StyledColumns = styled.div<{ $reverse?: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  align-items: center;
  ${mediaUp('md')} {
    grid-template-columns: 1fr 1fr;
    > img {
      order: ${({ $reverse }) => ($reverse ? -1 : 0)};
    }
  }
  img {
    display: block;
    width: 100%;
    height: auto;
  }
`;

export interface AudienceProps {
  id: 'for-parents' | 'for-teachers';
  title: string;
  lead: string;
  points: readonly string[];
  illustration: string;
  reverse?: boolean;
}

/** A section addressed to one audience (#for-parents, #for-teachers). */
export function Audience({ id, title, lead, points, illustration, reverse }: AudienceProps) {
  return (
    <StyledSection id={id} aria-labelledby={`${id}-title`} $tone={reverse ? 'surface' : 'plain'}>
      <StyledInner>
        <StyledColumns $reverse={reverse}>
          <div>
            <StyledSectionTitle id={`${id}-title`}>{title}</StyledSectionTitle>
            <StyledLead>{lead}</StyledLead>
            <StyledList>
              {points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </StyledList>
          </div>
          <img src={illustration} alt="" width={360} height={240} />
        </StyledColumns>
      </StyledInner>
    </StyledSection>
  );
}

/** Copy of the For Parents section. */
export const FOR_PARENTS = {
  title: 'For parents',
  lead: 'You know your child best. Flourishly helps you turn what you see every day into the right next step.',
  points: [
    'Profiles for each of your children, from newborns to 12-year-olds',
    'A development profile across five areas, with a full report',
    'A daily learning plan and games matched to your child',
    'Tips for parents chosen for your child\u2019s age',
    'Achievements that make progress visible to the whole family',
  ],
} as const;

/** Copy of the For Teachers section. */
export const FOR_TEACHERS = {
  title: 'For teachers',
  lead: 'Schools use Flourishly to understand every child in the class and to keep families involved between parent meetings.',
  points: [
    'A shared development picture for each child, agreed with parents',
    'Parent-teacher messages in one place instead of scattered notes',
    'Activity ideas parents can continue at home',
    'An admin panel for schools with unlimited child profiles',
  ],
} as const;
