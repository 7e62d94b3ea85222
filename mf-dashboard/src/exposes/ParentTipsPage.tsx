import { useSearchParams } from 'react-router-dom';
import { ParentTipsChildPicker } from '../features/parent-tips/ParentTipsChildPicker';
import { PersonalizedTips } from '../features/parent-tips/PersonalizedTips';

/**
 * Tips for Parents, /parent-tips?childId={id} (exposed as './ParentTipsPage'): personalised
 * tips for the child; without a valid childId, a choice of the parent's children.
 */
export function ParentTipsPage() {
  const [params] = useSearchParams();
  const raw = params.get('childId');
  const childId = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  return childId ? <PersonalizedTips key={childId} childId={childId} /> : <ParentTipsChildPicker />;
}

export default ParentTipsPage;
