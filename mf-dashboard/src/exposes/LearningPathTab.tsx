import { LearningPath } from '../features/learning-plan/LearningPath';

export interface LearningPathTabProps {
  childId: number;
}

/** The child page's Learning Path tab (exposed as './LearningPathTab'). */
export function LearningPathTab({ childId }: LearningPathTabProps) {
  return <LearningPath childId={childId} />;
}

export default LearningPathTab;
