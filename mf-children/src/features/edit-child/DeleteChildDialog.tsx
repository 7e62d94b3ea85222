import styled from 'styled-components';
import { Button } from '@flourishly/platform';
import { Dialog } from '@flourishly/platform/dialog';

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface DeleteChildDialogProps {
  childName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  deleting: boolean;
}

/** Asks before a child's profile and all of its data are deleted; Cancel has the focus first. */
export function DeleteChildDialog({ childName, open, onOpenChange, onConfirm, deleting }: DeleteChildDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Delete ${childName}'s profile?`}
      description={`This removes ${childName}'s profile and all of its data: plans, achievements, assessments and game results. This cannot be undone.`}
    >
      <StyledActions>
        <Button $variant="secondary" onClick={() => onOpenChange(false)} autoFocus>
          Cancel
        </Button>
        <Button $variant="danger" onClick={onConfirm} disabled={deleting}>
          {deleting ? 'Deleting...' : 'Delete profile'}
        </Button>
      </StyledActions>
    </Dialog>
  );
}
