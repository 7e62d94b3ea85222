import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, Page, paths, useSession } from '@flourishly/platform';
import { ChangePasswordForm } from './ChangePasswordForm';
import { DataRightsCard } from './DataRightsCard';
import { PROFILE_FORM_TITLE, ProfileForm } from './ProfileForm';
import { CalendarFeedCard } from './CalendarFeedCard';
import { ReminderSettingsCard } from './ReminderSettingsCard';

const StyledStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

/** "Signed in as Maya Patel (maya@example.com)", the line under both pages' titles. */
function SignedInAs() {
  const { user } = useSession();
  return (
    <>
      Signed in as {user?.fullName} ({user?.email})
    </>
  );
}

/**
 * /profile ('Profile' in the 'My Account' menu): the profile answers that personalise the app
 * (phone, address, school, interests).
 */
export function ProfilePage() {
  const { user } = useSession();
  return (
    <Page title="My Profile" intro={<SignedInAs />}>
      <StyledStack>
        <Card aria-labelledby="profile-heading">
          <h2 id="profile-heading">{PROFILE_FORM_TITLE.edit}</h2>
          <ProfileForm user={user} label={PROFILE_FORM_TITLE.edit} submitLabel="Save profile" />
        </Card>
        <p>
          To change your password, download your data or delete your account, open <Link to={paths.settings}>Settings</Link>.
        </p>
      </StyledStack>
    </Page>
  );
}

/** /settings ('Settings' in the 'My Account' menu): email reminders, the password, and the account's data (download, deletion). */
export function AccountSettingsPage() {
  const { user } = useSession();
  return (
    <Page title="Settings" intro={<SignedInAs />}>
      <StyledStack>
        {user && <ReminderSettingsCard user={user} />}
        {user && <CalendarFeedCard user={user} />}
        <Card aria-labelledby="password-heading">
          <h2 id="password-heading">Password</h2>
          <ChangePasswordForm user={user} />
        </Card>
        <DataRightsCard user={user} />
        <p>
          Your phone, address, school and interests are on <Link to={paths.profile}>your profile</Link>.
        </p>
      </StyledStack>
    </Page>
  );
}
