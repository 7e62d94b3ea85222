import { flushSync } from 'react-dom';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { deleteAccountSchema, type DeleteAccount, type User } from '@flourishly/contracts';
import {
  accountExportUrl,
  Button,
  ButtonAnchor,
  ButtonRow,
  Card,
  useErrorText,
  MutedText,
  paths,
  useDeleteAccountMutation,
  useToast,
  Messages,
} from '@flourishly/platform';
import { profileMessages } from './messages';
import { Dialog } from '@flourishly/platform/dialog';
import { TextField, zodValidator } from '@flourishly/platform/forms';

const StyledWarning = styled.div`
  padding: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerSoft};
  p,
  ul {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
`;

const StyledError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

// An empty field is undefined in final-form; as '' it gets the schema's own "enter your password".
const validate = zodValidator(deleteAccountSchema);

/**
 * The confirmation step of account deletion: what goes (the children for everyone they were
 * shared with too), then the password. Radix moves focus into the dialog and, on Cancel, back
 * to the button that opened it. On success the session is gone: the visitor lands on `/`.
 */
function DeleteAccountDialog({ user, open, onOpenChange }: { user: User; open: boolean; onOpenChange: (open: boolean) => void }) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const errorText = useErrorText();
  const [deleteAccount] = useDeleteAccountMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const { toast } = useToast();
  const navigate = useNavigate();
  const onSubmit = async ({ password }: DeleteAccount) => {
    setFailure(null);
    try {
      await deleteAccount({ userId: user.id, password }).unwrap();
      toast({ title: text('shell.data.deleted'), description: text('shell.data.deletedDescription') });
      // At once, as after logout: the protected page, now without a user, would send the visitor to /auth.
      // flushSync for the app's declarative router, the option for a data router (tests).
      flushSync(() => navigate(paths.home, { flushSync: true }));
    } catch (error) {
      setFailure(errorText(error, text('shell.data.deleteFailed')));
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setFailure(null);
        onOpenChange(next);
      }}
      title={text('shell.data.dialogTitle')}
      description={text('shell.data.dialogDescription')}
    >
      <StyledWarning>
        <p>{text('shell.data.removes')}</p>
        <ul>
          <li>{text('shell.data.removesProfile')}</li>
          <li>{text('shell.data.removesChildren')}</li>
          <li>{text('shell.data.removesAccess')}</li>
        </ul>
      </StyledWarning>
      <Form<DeleteAccount> onSubmit={onSubmit} validate={(values) => validate({ password: values.password ?? '' })}>
        {({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={text('shell.data.confirmForm')}>
            <TextField name="password" label={text('shell.data.yourPassword')} type="password" autoComplete="current-password" />
            {failure ? <StyledError role="alert">{failure}</StyledError> : null}
            <ButtonRow>
              <Button type="submit" $variant="danger" disabled={submitting}>
                {text(submitting ? 'shell.data.deleting' : 'shell.data.deleteMine')}
              </Button>
              <Button $variant="secondary" onClick={() => onOpenChange(false)}>
                {text('shell.data.cancel')}
              </Button>
            </ButtonRow>
          </form>
        )}
      </Form>
    </Dialog>
  );
}

/** "Your data" on /settings: download everything the account holds, or delete the account (README.md, "Your data"). */
function DataRightsCardContent({ user }: { user: User | null }) {
  const [confirming, setConfirming] = useState(false);
  if (!user) return null;
  return (
    <Card aria-labelledby="data-heading">
      <h2 id="data-heading">
        <FormattedMessage id="shell.data.title" />
      </h2>
      <MutedText>
        <FormattedMessage id="shell.data.lead" />
      </MutedText>
      <ButtonRow>
        <ButtonAnchor href={accountExportUrl(user.id)} $variant="secondary" download>
          <FormattedMessage id="shell.data.download" />
        </ButtonAnchor>
        <Button $variant="danger" onClick={() => setConfirming(true)}>
          <FormattedMessage id="shell.data.delete" />
        </Button>
      </ButtonRow>
      <DeleteAccountDialog user={user} open={confirming} onOpenChange={setConfirming} />
    </Card>
  );
}

/** {@link DataRightsCardContent} in the profile messages, wherever it is drawn. */
export function DataRightsCard({ user }: { user: User | null }) {
  return (
    <Messages catalog={profileMessages}>
      <DataRightsCardContent user={user} />
    </Messages>
  );
}
