import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { Card, Messages, Page, paths, useSession } from '@flourishly/platform';
import { PROFILE_FORM_TITLE, ProfileForm } from './ProfileForm';
import { profileMessages } from './messages';

function ProfileCompletion() {
  const intl = useIntl();
  const { user } = useSession();
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;
  const next = from?.startsWith('/') && from !== paths.profileCompletion ? from : paths.home;
  return (
    <Page title={intl.formatMessage({ id: 'shell.completion.title' })} intro={intl.formatMessage({ id: 'shell.completion.intro' })}>
      <Card aria-labelledby="profile-form-heading">
        <h2 id="profile-form-heading">
          <FormattedMessage id={PROFILE_FORM_TITLE.complete} />
        </h2>
        <ProfileForm
          user={user}
          label={intl.formatMessage({ id: PROFILE_FORM_TITLE.complete })}
          submitLabel={intl.formatMessage({ id: 'shell.completion.submit' })}
          onSaved={() => navigate(next)}
        />
      </Card>
    </Page>
  );
}

/**
 * /profile-completion (docs/product.md): the profile form; on completion, the page the profile
 * gate took the user from (a child they just joined through an invitation), else `/`.
 */
export function ProfileCompletionPage() {
  return (
    <Messages catalog={profileMessages}>
      <ProfileCompletion />
    </Messages>
  );
}
