import { ImmunisationsPanel } from '../features/immunisations/ImmunisationsPanel';

export interface ImmunisationsTabProps {
  childId: number;
}

/** The child page's Immunisations tab (exposed as './ImmunisationsTab'). */
export function ImmunisationsTab({ childId }: ImmunisationsTabProps) {
  return <ImmunisationsPanel childId={childId} />;
}

export default ImmunisationsTab;
