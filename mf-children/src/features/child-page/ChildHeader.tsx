import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { ChildProfile } from '@flourishly/contracts';
import { ageLineText, ButtonLink, getHref, mediaUp, PAGE_CONTENT, useChildRole } from '@flourishly/platform';
import { ChildAvatar } from '../../shared/ChildAvatar';
import { PersonaSummary } from '../../shared/PersonaSummary';
import { SharingPanel } from './SharingPanel';

const StyledHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-start;
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const StyledIdentity = styled.div`
  flex: 1 1 260px;
  min-width: 0;
  h1 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
  p {
    margin: ${({ theme }) => theme.space.xs} 0 0;
  }
`;

const StyledActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  flex-wrap: wrap;
  ${mediaUp('md')} {
    margin-left: auto;
  }
`;

/**
 * The child page header (docs/product.md): avatar or first letter, name, persona badge with the
 * why and the note that a persona is not a diagnosis (or 'Personality profile pending'),
 * the age as parents say it ('Age: 10 months (corrected: 7 months)' under 2 years, the spec's
 * 'Age: {age} years' from 2, 'Age: Unknown' without a valid birth date), 'Edit Profile' and 'Add Activity'
 * (hidden from a viewer, who may change nothing), and the sharing panel's button.
 */
export function ChildHeader({ child }: { child: ChildProfile }) {
  const intl = useIntl();
  const role = useChildRole(child.id);
  return (
    <StyledHeader>
      <ChildAvatar name={child.name} avatarUrl={child.avatarUrl} size={72} />
      <StyledIdentity>
        <h1 elementtiming={PAGE_CONTENT}>{child.name}</h1>
        <PersonaSummary personaName={child.personaName} personaType={child.personaType} reasons={child.personaReasons} />
        <p>{ageLineText(intl, child)}</p>
      </StyledIdentity>
      <StyledActions>
        {role ? <SharingPanel childId={child.id} childName={child.name} userRole={role} /> : null}
        {role === 'viewer' ? null : (
          <>
            <ButtonLink to={getHref.childEdit(child.id)} $variant="secondary">
              <FormattedMessage id="children.childPage.editProfile" />
            </ButtonLink>
            <ButtonLink to={getHref.childAddActivity(child.id)}>
              <FormattedMessage id="children.childPage.addActivity" />
            </ButtonLink>
          </>
        )}
      </StyledActions>
    </StyledHeader>
  );
}
