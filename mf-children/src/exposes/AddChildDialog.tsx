import { AddChildDialog } from '../features/add-child/AddChildDialog';

export type { AddChildDialogProps } from '../features/add-child/AddChildDialog';

/** The Add Child Profile wizard (exposed as './AddChildDialog'; props open, onOpenChange, onSuccess). */
export { AddChildDialog };
export default AddChildDialog;
