import { GrowthTab as GrowthTabView } from '../features/growth/GrowthTab';

export interface GrowthTabProps {
  childId: number;
}

/** The child page's Growth tab (exposed as './GrowthTab'). */
export function GrowthTab({ childId }: GrowthTabProps) {
  return <GrowthTabView childId={childId} />;
}

export default GrowthTab;
