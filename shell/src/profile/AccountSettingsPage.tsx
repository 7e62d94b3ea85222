import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, Messages, Page, paths, useSession } from '@flourishly/platform';
import { ChangePasswordForm } from './ChangePasswordForm';
import { DataRightsCard } from './DataRightsCard';
import { PROFILE_FORM_TITLE, ProfileForm } from './ProfileForm';
import { CalendarFeedCard } from './CalendarFeedCard';
import { ReminderSettingsCard } from './ReminderSettingsCard';
import { profileMessages } from './messages';

const StyledStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

/** "Signed in as Maya Patel (maya@example.com)", the line under both pages' titles. */
function SignedInAs() {
  const { user } = useSession();
  return <FormattedMessage id="shell.account.signedInAs" values={{ name: user?.fullName, email: user?.email }} />;
}

function ProfileContent() {
  const intl = useIntl();
  const { user } = useSession();
  return (
    <Page title={intl.formatMessage({ id: 'shell.account.profileTitle' })} intro={<SignedInAs />}>
      <StyledStack>
        <Card aria-labelledby="profile-heading">
          <h2 id="profile-heading">
            <FormattedMessage id={PROFILE_FORM_TITLE.edit} />
          </h2>
          <ProfileForm
            user={user}
            label={intl.formatMessage({ id: PROFILE_FORM_TITLE.edit })}
            submitLabel={intl.formatMessage({ id: 'shell.account.saveProfile' })}
          />
        </Card>
        <p>
          <FormattedMessage
            id="shell.account.toSettings"
            values={{ settings: (text: ReactNode) => <Link to={paths.settings}>{text}</Link> }}
          />
        </p>
      </StyledStack>
    </Page>
  );
}

/**
 * /profile ('Profile' in the 'My Account' menu): the profile answers that personalise the app
 * (phone, address, school, interests).
 */
export function ProfilePage() {
  return (
    <Messages catalog={profileMessages}>
      <ProfileContent />
    </Messages>
  );
}

function SettingsContent() {
  const intl = useIntl();
  const { user } = useSession();
  return (
    <Page title={intl.formatMessage({ id: 'shell.account.settingsTitle' })} intro={<SignedInAs />}>
      <StyledStack>
        {user && <ReminderSettingsCard user={user} />}
        {user && <CalendarFeedCard user={user} />}
        <Card aria-labelledby="password-heading">
          <h2 id="password-heading">
            <FormattedMessage id="shell.account.password" />
          </h2>
          <ChangePasswordForm user={user} />
        </Card>
        <DataRightsCard user={user} />
        <p>
          <FormattedMessage
            id="shell.account.toProfile"
            values={{ profile: (text: ReactNode) => <Link to={paths.profile}>{text}</Link> }}
          />
        </p>
      </StyledStack>
    </Page>
  );
}

/** /settings ('Settings' in the 'My Account' menu): email reminders, the password, and the account's data (download, deletion). */
export function AccountSettingsPage() {
  return (
    <Messages catalog={profileMessages}>
      <SettingsContent />
    </Messages>
  );
}
