import {
  ButtonLink,
  getHref,
  MutedText,
  PAGE_CONTENT,
  PageContainer,
  PageTitle,
  Spinner,
  useChildList,
  useSession,
} from '@flourishly/platform';
import styled from 'styled-components';

const StyledList = styled.ul`
  list-style: none;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** /parent-tips without a child: pick one of the parent's children. */
export function ParentTipsChildPicker() {
  const { user } = useSession();
  const { data, isLoading } = useChildList();
  if (isLoading || !user) return <Spinner label="Loading children" fullPage />;
  return (
    <PageContainer>
      <PageTitle elementtiming={PAGE_CONTENT}>Tips for Parents</PageTitle>
      {data && data.length > 0 ? (
        <>
          <MutedText>Choose a child to see tips for their age and development.</MutedText>
          <StyledList>
            {data.map((child) => (
              <li key={child.id}>
                <ButtonLink to={getHref.parentTips(child.id)} $variant="secondary">
                  Tips for {child.name}
                </ButtonLink>
              </li>
            ))}
          </StyledList>
        </>
      ) : (
        <MutedText>Add a child profile to see tips for their age.</MutedText>
      )}
    </PageContainer>
  );
}
