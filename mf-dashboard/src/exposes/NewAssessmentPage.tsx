import { NewAssessment } from '../features/development-profile/NewAssessment';

export interface NewAssessmentPageProps {
  childId: number;
}

/** New Assessment, /child/{id}/assessment/new (exposed as './NewAssessmentPage'). */
export function NewAssessmentPage({ childId }: NewAssessmentPageProps) {
  return <NewAssessment key={childId} childId={childId} />;
}

export default NewAssessmentPage;
