import styled from 'styled-components';
import { Card, Page, useSession } from '@flourishly/platform';
import { ChangePasswordForm } from './ChangePasswordForm';
import { DataRightsCard } from './DataRightsCard';
import { PROFILE_FORM_TITLE, ProfileForm } from './ProfileForm';

const StyledStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

/** /profile and /settings: edit the profile answers, change the password, download the data or delete the account. */
export function AccountSettingsPage() {
  const { user } = useSession();
  return (
    <Page
      title="My Account"
      intro={
        <>
          Signed in as {user?.fullName} ({user?.email})
        </>
      }
    >
      <StyledStack>
        <Card aria-labelledby="profile-heading">
          <h2 id="profile-heading">{PROFILE_FORM_TITLE.edit}</h2>
          <ProfileForm user={user} label={PROFILE_FORM_TITLE.edit} submitLabel="Save profile" />
        </Card>
        <Card aria-labelledby="password-heading">
          <h2 id="password-heading">Password</h2>
          <ChangePasswordForm user={user} />
        </Card>
        <DataRightsCard user={user} />
      </StyledStack>
    </Page>
  );
}
