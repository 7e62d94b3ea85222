import { Link } from 'react-router-dom';
import { CHILD_TOAST_MESSAGES } from '@flourishly/contracts';
import { getHref, MutedText, PageContainer, PageTitle, Spinner, useGetChildQuery } from '@flourishly/platform';
import { EditChildForm } from './EditChildForm';

/** /child/{id}/edit: every answer of the profile, the persona preview, and delete. */
export function EditChildPage({ childId }: { childId: number }) {
  const { data: child, isLoading, isError } = useGetChildQuery(childId);
  if (isLoading) return <Spinner label="Loading child profile" fullPage />;
  if (isError || !child) {
    return (
      <PageContainer>
        <PageTitle>{CHILD_TOAST_MESSAGES.notFoundTitle}</PageTitle>
        <MutedText>{CHILD_TOAST_MESSAGES.notFoundDescription}</MutedText>
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      <PageTitle>Edit {child.name}'s profile</PageTitle>
      <MutedText>
        Change any answer; the persona is recomputed when you save. <Link to={getHref.child(child.id)}>Back to {child.name}'s page</Link>
      </MutedText>
      <EditChildForm child={child} />
    </PageContainer>
  );
}
