import { useDeferredValue, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import {
  Button,
  Card,
  ListGrid,
  Messages,
  MutedText,
  Page,
  RemoteComponent,
  Spinner,
  useChildList,
  useSession,
} from '@flourishly/platform';
import { ChildPlanCard } from './ChildPlanCard';
import { parentDashboardMessages } from './messages';

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
 * In the parent's language, with this feature's catalog.
 */
export function ParentDashboard() {
  return (
    <Messages catalog={parentDashboardMessages}>
      <ParentDashboardContent />
    </Messages>
  );
}

function ParentDashboardContent() {
  const intl = useIntl();
  const { user } = useSession();
  // Deferred: the cards render in a transition, in slices, not in one long task on arrival.
  const { data: children, isLoading, isError } = useDeferredValue(useChildList());
  const [adding, setAdding] = useState(false);

  return (
    <Page
      title={intl.formatMessage({ id: 'dashboard.home.welcome' }, { name: user?.fullName ?? '' })}
      intro={intl.formatMessage({ id: 'dashboard.home.intro' })}
    >
      {isLoading ? <Spinner label={intl.formatMessage({ id: 'dashboard.home.loading' })} /> : null}
      {isError ? (
        <MutedText role="alert">
          <FormattedMessage id="dashboard.home.loadFailed" />
        </MutedText>
      ) : null}
      {children && children.length === 0 ? (
        <StyledEmpty aria-labelledby="no-children">
          <h2 id="no-children">
            <FormattedMessage id="dashboard.home.empty.title" />
          </h2>
          <MutedText>
            <FormattedMessage id="dashboard.home.empty.text" />
          </MutedText>
          <Button onClick={() => setAdding(true)}>
            <FormattedMessage id="dashboard.home.empty.add" />
          </Button>
        </StyledEmpty>
      ) : null}
      {children && children.length > 0 ? (
        <StyledGrid $gap="md" $min="260px" aria-label={intl.formatMessage({ id: 'dashboard.home.children' })}>
          {children.map((child) => (
            <ChildPlanCard key={child.id} child={child} />
          ))}
          <StyledAddCard>
            <MutedText>
              <FormattedMessage id="dashboard.home.another.text" />
            </MutedText>
            <Button $variant="secondary" onClick={() => setAdding(true)}>
              <FormattedMessage id="dashboard.home.another.add" />
            </Button>
          </StyledAddCard>
        </StyledGrid>
      ) : null}
      {adding ? <RemoteComponent remoteId="mf_children/AddChildDialog" props={{ open: adding, onOpenChange: setAdding }} /> : null}
    </Page>
  );
}
