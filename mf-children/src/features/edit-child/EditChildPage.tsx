import { Link } from 'react-router-dom';
import { ChildNotFound, getHref, Page, Spinner, useChildAccess, useGetChildQuery, ViewOnlyNotice } from '@flourishly/platform';
import { ChildLoadError, isChildMissing } from '../../shared/ChildLoadProblem';
import { EditChildForm } from './EditChildForm';

/**
 * /child/{id}/edit: every answer of the profile, the persona preview, and delete. 'Child Not
 * Found' only when there is no such child for this parent; any other failure shows its reason
 * with 'Try again'. A viewer, who may change nothing, gets a note instead of the form (the page
 * waits for the role, so the form never shows to them).
 */
export function EditChildPage({ childId }: { childId: number }) {
  const { data: child, isLoading, isFetching, error, refetch } = useGetChildQuery(childId);
  const access = useChildAccess(childId);
  // `error` stays set while a retry runs, so the error page (and the focus on its button) stays.
  if (error) {
    if (isChildMissing(error)) return <ChildNotFound />;
    return <ChildLoadError error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  }
  if (isLoading || access.loading) return <Spinner label="Loading child profile" fullPage />;
  if (!child) return <ChildNotFound />;
  if (access.role === 'viewer') {
    return (
      <ViewOnlyNotice
        title={`${child.name}'s profile`}
        childId={child.id}
        childName={child.name}
        message={`You can view ${child.name}'s profile but not change it.`}
      />
    );
  }
  return (
    <Page
      title={`Edit ${child.name}'s profile`}
      intro={
        <>
          Change any answer; the persona is recomputed when you save. <Link to={getHref.child(child.id)}>Back to {child.name}'s page</Link>
        </>
      }
    >
      <EditChildForm child={child} isCaregiver={access.role === 'caregiver'} />
    </Page>
  );
}
