import {
  ButtonLink,
  getHref,
  Messages,
  MutedText,
  PAGE_CONTENT,
  PageContainer,
  PageTitle,
  Spinner,
  useChildList,
  useSession,
} from '@flourishly/platform';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { parentTipsMessages } from './messages';

const StyledList = styled.ul`
  list-style: none;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** /parent-tips without a child: pick one of the parent's children (in the parent's language). */
export function ParentTipsChildPicker() {
  return (
    <Messages catalog={parentTipsMessages}>
      <ChildPicker />
    </Messages>
  );
}

function ChildPicker() {
  const intl = useIntl();
  const { user } = useSession();
  const { data, isLoading } = useChildList();
  if (isLoading || !user) return <Spinner label={intl.formatMessage({ id: 'dashboard.tips.picker.loading' })} fullPage />;
  return (
    <PageContainer>
      <PageTitle elementtiming={PAGE_CONTENT}>
        <FormattedMessage id="dashboard.tips.title" />
      </PageTitle>
      {data && data.length > 0 ? (
        <>
          <MutedText>
            <FormattedMessage id="dashboard.tips.picker.lead" />
          </MutedText>
          <StyledList>
            {data.map((child) => (
              <li key={child.id}>
                <ButtonLink to={getHref.parentTips(child.id)} $variant="secondary">
                  <FormattedMessage id="dashboard.tips.picker.child" values={{ name: child.name }} />
                </ButtonLink>
              </li>
            ))}
          </StyledList>
        </>
      ) : (
        <MutedText>
          <FormattedMessage id="dashboard.tips.picker.noChildren" />
        </MutedText>
      )}
    </PageContainer>
  );
}
