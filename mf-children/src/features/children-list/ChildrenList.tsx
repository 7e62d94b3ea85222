import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatAge, personaNameOf, PERSONA_PENDING } from '@flourishly/contracts';
import {
  Button,
  Card,
  getHref,
  ListGrid,
  MutedText,
  PAGE_CONTENT,
  PageContainer,
  PageTitle,
  Spinner,
  SpreadRow,
  useChildList,
} from '@flourishly/platform';
import { ChildAvatar } from '../../shared/ChildAvatar';

const StyledHeader = styled(SpreadRow)`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const StyledItem = styled(Card).attrs({ as: 'li' })`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  a {
    font-weight: 700;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.primary};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export interface ChildrenListProps {
  onAddChild: () => void;
}

/** /children: the parent's children, each linking to its page, and an 'Add Child' button. */
export function ChildrenList({ onAddChild }: ChildrenListProps) {
  const { data: children, isLoading, isError } = useChildList();
  return (
    <PageContainer>
      <StyledHeader $gap="md" $wrap>
        <PageTitle elementtiming={PAGE_CONTENT}>Children</PageTitle>
        <Button onClick={onAddChild}>Add Child</Button>
      </StyledHeader>
      {isLoading ? <Spinner label="Loading children" /> : null}
      {isError ? <MutedText role="alert">We could not load your children. Please try again later.</MutedText> : null}
      {children && children.length === 0 ? <MutedText>No Child Profiles Yet</MutedText> : null}
      {children && children.length > 0 ? (
        <ListGrid aria-label="Your children">
          {children.map((child) => {
            const age = formatAge(child);
            return (
              <StyledItem key={child.id}>
                <ChildAvatar name={child.name} avatarUrl={child.avatarUrl} size={48} />
                <div>
                  <Link to={getHref.child(child.id)}>{child.name}</Link>
                  <p>
                    {age === null ? 'Age unknown' : `Age: ${age}`} · {personaNameOf(child.personaType) ?? PERSONA_PENDING}
                  </p>
                </div>
              </StyledItem>
            );
          })}
        </ListGrid>
      ) : null}
    </PageContainer>
  );
}
