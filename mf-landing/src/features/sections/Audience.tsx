import { FormattedMessage } from 'react-intl';
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

/** The section's place and words (message ids). */
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
            <StyledSectionTitle id={`${id}-title`}>
              <FormattedMessage id={title} />
            </StyledSectionTitle>
            <StyledLead>
              <FormattedMessage id={lead} />
            </StyledLead>
            <StyledList>
              {points.map((point) => (
                <li key={point}>
                  <FormattedMessage id={point} />
                </li>
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
  title: 'landing.parents.title',
  lead: 'landing.parents.lead',
  points: [
    'landing.parents.point1',
    'landing.parents.point2',
    'landing.parents.point3',
    'landing.parents.point4',
    'landing.parents.point5',
  ],
} as const;

/** Copy of the For Teachers section. */
export const FOR_TEACHERS = {
  title: 'landing.teachers.title',
  lead: 'landing.teachers.lead',
  points: ['landing.teachers.point1', 'landing.teachers.point2', 'landing.teachers.point3', 'landing.teachers.point4'],
} as const;
