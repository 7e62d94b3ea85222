import { FormattedMessage, useIntl } from 'react-intl';
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
  const intl = useIntl();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage({ id: 'children.edit.deleteTitle' }, { name: childName })}
      description={intl.formatMessage({ id: 'children.edit.deleteDescription' }, { name: childName })}
    >
      <StyledActions>
        <Button $variant="secondary" onClick={() => onOpenChange(false)} autoFocus>
          <FormattedMessage id="children.edit.cancel" />
        </Button>
        <Button $variant="danger" onClick={onConfirm} disabled={deleting}>
          <FormattedMessage id={deleting ? 'children.edit.deleting' : 'children.edit.deleteConfirm'} />
        </Button>
      </StyledActions>
    </Dialog>
  );
}
