import { useNavigate } from 'react-router-dom';
import { Card, Page, paths, useSession } from '@flourishly/platform';
import { PROFILE_FORM_TITLE, ProfileForm } from './ProfileForm';

/** /profile-completion (docs/product.md): the profile form; on completion, `/`. */
export function ProfileCompletionPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  return (
    <Page title="Welcome to Flourishly" intro="Help us personalize your experience by completing your profile.">
      <Card aria-labelledby="profile-form-heading">
        <h2 id="profile-form-heading">{PROFILE_FORM_TITLE.complete}</h2>
        <ProfileForm user={user} label={PROFILE_FORM_TITLE.complete} submitLabel="Complete profile" onSaved={() => navigate(paths.home)} />
      </Card>
    </Page>
  );
}
