import { useDeferredValue, useState } from 'react';
import styled from 'styled-components';
import { Button, Card, ListGrid, MutedText, Page, RemoteComponent, Spinner, useChildList, useSession } from '@flourishly/platform';
import { ChildPlanCard } from './ChildPlanCard';

const StyledGrid = styled(ListGrid)`
  margin-top: ${({ theme }) => theme.space.lg};
`;

const StyledAddCard = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 220px;
  border: 2px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: ${({ theme }) => theme.space.lg};
  text-align: center;
`;

const StyledEmpty = styled(Card)`
  margin-top: ${({ theme }) => theme.space.lg};
  text-align: center;
  h2 {
    margin-top: 0;
  }
`;

/**
 * The parent dashboard at `/` and /dashboard (docs/product.md): greeting, a spinner while the
 * children load, the empty state, or one card per child plus 'Add Another Child'. Both add
 * buttons open the Add Child Profile wizard, federated from mf_children (loaded on first use).
 */
export function ParentDashboard() {
  const { user } = useSession();
  // Deferred: the cards render in a transition, in slices, not in one long task on arrival.
  const { data: children, isLoading, isError } = useDeferredValue(useChildList());
  const [adding, setAdding] = useState(false);

  return (
    <Page title={`Welcome, ${user?.fullName ?? ''}`} intro="Manage your children's learning and development journeys.">
      {isLoading ? <Spinner label="Loading your children" /> : null}
      {isError ? <MutedText role="alert">We could not load your children. Please try again later.</MutedText> : null}
      {children && children.length === 0 ? (
        <StyledEmpty aria-labelledby="no-children">
          <h2 id="no-children">No Child Profiles Yet</h2>
          <MutedText>Add your child to get a personalised plan, games and progress tracking.</MutedText>
          <Button onClick={() => setAdding(true)}>Add Your First Child</Button>
        </StyledEmpty>
      ) : null}
      {children && children.length > 0 ? (
        <StyledGrid $gap="md" $min="260px" aria-label="Your children">
          {children.map((child) => (
            <ChildPlanCard key={child.id} child={child} />
          ))}
          <StyledAddCard>
            <MutedText>Track another child's development.</MutedText>
            <Button $variant="secondary" onClick={() => setAdding(true)}>
              Add Another Child
            </Button>
          </StyledAddCard>
        </StyledGrid>
      ) : null}
      {adding ? <RemoteComponent remoteId="mf_children/AddChildDialog" props={{ open: adding, onOpenChange: setAdding }} /> : null}
    </Page>
  );
}
