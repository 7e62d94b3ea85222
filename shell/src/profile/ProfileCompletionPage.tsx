import { useLocation, useNavigate } from 'react-router-dom';
import { Card, Page, paths, useSession } from '@flourishly/platform';
import { PROFILE_FORM_TITLE, ProfileForm } from './ProfileForm';

/**
 * /profile-completion (docs/product.md): the profile form; on completion, the page the profile
 * gate took the user from (a child they just joined through an invitation), else `/`.
 */
export function ProfileCompletionPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;
  const next = from?.startsWith('/') && from !== paths.profileCompletion ? from : paths.home;
  return (
    <Page title="Welcome to Flourishly" intro="Help us personalize your experience by completing your profile.">
      <Card aria-labelledby="profile-form-heading">
        <h2 id="profile-form-heading">{PROFILE_FORM_TITLE.complete}</h2>
        <ProfileForm user={user} label={PROFILE_FORM_TITLE.complete} submitLabel="Complete profile" onSaved={() => navigate(next)} />
      </Card>
    </Page>
  );
}
