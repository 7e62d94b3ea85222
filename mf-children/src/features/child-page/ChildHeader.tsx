import styled from 'styled-components';
import { ageInCalendarYears, correctedAgeInMonths, formatCorrectedAge, type ChildProfile } from '@flourishly/contracts';
import { ButtonLink, getHref, mediaUp, PAGE_CONTENT, useChildRole } from '@flourishly/platform';
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
 * 'Age: {age} years' ('Age: Unknown' without a valid birth date) with the corrected age beside
 * it for a baby born at 37 weeks or earlier, under 24 months, 'Edit Profile' and 'Add Activity'
 * (hidden from a viewer, who may change nothing), and the sharing panel's button.
 */
export function ChildHeader({ child }: { child: ChildProfile }) {
  const age = ageInCalendarYears(child.dateOfBirth);
  const corrected = correctedAgeInMonths(child.dateOfBirth, child.gestationalAgeAtBirthWeeks);
  const role = useChildRole(child.id);
  return (
    <StyledHeader>
      <ChildAvatar name={child.name} avatarUrl={child.avatarUrl} size={72} />
      <StyledIdentity>
        <h1 elementtiming={PAGE_CONTENT}>{child.name}</h1>
        <PersonaSummary personaName={child.personaName} reasons={child.personaReasons} />
        <p>
          {age === null ? 'Age: Unknown' : `Age: ${age} years`}
          {corrected === null ? null : ` · ${formatCorrectedAge(corrected)}`}
        </p>
      </StyledIdentity>
      <StyledActions>
        {role ? <SharingPanel childId={child.id} childName={child.name} userRole={role} /> : null}
        {role === 'viewer' ? null : (
          <>
            <ButtonLink to={getHref.childEdit(child.id)} $variant="secondary">
              Edit Profile
            </ButtonLink>
            <ButtonLink to={getHref.childAddActivity(child.id)}>Add Activity</ButtonLink>
          </>
        )}
      </StyledActions>
    </StyledHeader>
  );
}
