import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { personaNameOf } from '@flourishly/contracts';
import {
  ageText,
  Button,
  Card,
  getHref,
  ListGrid,
  Messages,
  MutedText,
  PAGE_CONTENT,
  PageContainer,
  PageTitle,
  Spinner,
  SpreadRow,
  useChildList,
} from '@flourishly/platform';
import { ChildAvatar } from '../../shared/ChildAvatar';
import { PERSONA_MESSAGES } from '../../shared/persona-messages';
import { childrenListMessages } from './messages';

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

/**
 * /children: the parent's children, each linking to its page, and an 'Add Child' button; in the
 * parent's language, with this feature's catalog.
 */
export function ChildrenList(props: ChildrenListProps) {
  return (
    <Messages catalog={childrenListMessages}>
      <ChildrenListContent {...props} />
    </Messages>
  );
}

function ChildrenListContent({ onAddChild }: ChildrenListProps) {
  const intl = useIntl();
  const { data: children, isLoading, isError } = useChildList();
  return (
    <PageContainer>
      <StyledHeader $gap="md" $wrap>
        <PageTitle elementtiming={PAGE_CONTENT}>
          <FormattedMessage id="children.list.title" />
        </PageTitle>
        <Button onClick={onAddChild}>
          <FormattedMessage id="children.list.addChild" />
        </Button>
      </StyledHeader>
      {isLoading ? <Spinner label={intl.formatMessage({ id: 'children.list.loading' })} /> : null}
      {isError ? (
        <MutedText role="alert">
          <FormattedMessage id="children.list.loadFailed" />
        </MutedText>
      ) : null}
      {children && children.length === 0 ? (
        <MutedText>
          <FormattedMessage id="children.list.empty" />
        </MutedText>
      ) : null}
      {children && children.length > 0 ? (
        <ListGrid aria-label={intl.formatMessage({ id: 'children.list.label' })}>
          {children.map((child) => {
            const age = ageText(intl, child);
            const persona = personaNameOf(child.personaType);
            return (
              <StyledItem key={child.id}>
                <ChildAvatar name={child.name} avatarUrl={child.avatarUrl} size={48} />
                <div>
                  <Link to={getHref.child(child.id)}>{child.name}</Link>
                  <p>
                    <FormattedMessage
                      id="children.list.details"
                      values={{
                        age:
                          age === null
                            ? intl.formatMessage({ id: 'children.list.ageUnknown' })
                            : intl.formatMessage({ id: 'platform.age.line' }, { age }),
                        persona: intl.formatMessage({ id: persona ? PERSONA_MESSAGES[persona].name : 'children.persona.pending' }),
                      }}
                    />
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
