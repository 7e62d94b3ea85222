import { EditChildPage as EditChild } from '../features/edit-child/EditChildPage';

export interface EditChildPageProps {
  childId: number;
}

/** /child/{id}/edit (exposed as './EditChildPage'). */
export function EditChildPage({ childId }: EditChildPageProps) {
  return <EditChild childId={childId} />;
}

export default EditChildPage;
