import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ChildNotFound, getHref, Messages, Page, Spinner, useChildAccess, useGetChildQuery, ViewOnlyNotice } from '@flourishly/platform';
import { ChildLoadError, isChildMissing } from '../../shared/ChildLoadProblem';
import { EditChildForm } from './EditChildForm';
import { editChildMessages } from './messages';

/**
 * /child/{id}/edit: every answer of the profile, the persona preview, and delete. 'Child Not
 * Found' only when there is no such child for this parent; any other failure shows its reason
 * with 'Try again'. A viewer, who may change nothing, gets a note instead of the form (the page
 * waits for the role, so the form never shows to them). In the parent's language, with this
 * feature's catalog.
 */
export function EditChildPage({ childId }: { childId: number }) {
  return (
    <Messages catalog={editChildMessages}>
      <EditChildContent childId={childId} />
    </Messages>
  );
}

function EditChildContent({ childId }: { childId: number }) {
  const intl = useIntl();
  const { data: child, isLoading, isFetching, error, refetch } = useGetChildQuery(childId);
  const access = useChildAccess(childId);
  // `error` stays set while a retry runs, so the error page (and the focus on its button) stays.
  if (error) {
    if (isChildMissing(error)) return <ChildNotFound />;
    return <ChildLoadError error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  }
  if (isLoading || access.loading) return <Spinner label={intl.formatMessage({ id: 'children.edit.loading' })} fullPage />;
  if (!child) return <ChildNotFound />;
  if (access.role === 'viewer') {
    return (
      <ViewOnlyNotice
        title={intl.formatMessage({ id: 'children.edit.viewOnlyTitle' }, { name: child.name })}
        childId={child.id}
        childName={child.name}
        message={intl.formatMessage({ id: 'children.edit.viewOnly' }, { name: child.name })}
      />
    );
  }
  return (
    <Page
      title={intl.formatMessage({ id: 'children.edit.title' }, { name: child.name })}
      intro={
        <>
          <FormattedMessage id="children.edit.intro" />{' '}
          <Link to={getHref.child(child.id)}>
            <FormattedMessage id="children.edit.back" values={{ name: child.name }} />
          </Link>
        </>
      }
    >
      <EditChildForm child={child} isCaregiver={access.role === 'caregiver'} />
    </Page>
  );
}
