import { flushSync } from 'react-dom';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ACCOUNT_MESSAGES, deleteAccountSchema, type DeleteAccount, type User } from '@flourishly/contracts';
import {
  accountExportUrl,
  Button,
  ButtonAnchor,
  ButtonRow,
  Card,
  errorMessage,
  MutedText,
  paths,
  useDeleteAccountMutation,
  useToast,
} from '@flourishly/platform';
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
  const [deleteAccount] = useDeleteAccountMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const { toast } = useToast();
  const navigate = useNavigate();
  const onSubmit = async ({ password }: DeleteAccount) => {
    setFailure(null);
    try {
      await deleteAccount({ userId: user.id, password }).unwrap();
      toast({ title: 'Account deleted', description: ACCOUNT_MESSAGES.deleted });
      // At once, as after logout: the protected page, now without a user, would send the visitor to /auth.
      // flushSync for the app's declarative router, the option for a data router (tests).
      flushSync(() => navigate(paths.home, { flushSync: true }));
    } catch (error) {
      setFailure(errorMessage(error, 'The account could not be deleted. Please try again.'));
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setFailure(null);
        onOpenChange(next);
      }}
      title="Delete your account?"
      description="This cannot be undone. Download your data first if you want to keep a copy."
    >
      <StyledWarning>
        <p>Deleting your account removes, for good:</p>
        <ul>
          <li>your profile and sign-in;</li>
          <li>
            every child profile you added, with its assessments, plan, achievements, games and devices, also for everyone you shared it
            with: they lose access at once;
          </li>
          <li>your access to children others shared with you, and the invitations and report links you made.</li>
        </ul>
      </StyledWarning>
      <Form<DeleteAccount> onSubmit={onSubmit} validate={(values) => validate({ password: values.password ?? '' })}>
        {({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-label="Confirm account deletion">
            <TextField name="password" label="Your password" type="password" autoComplete="current-password" />
            {failure ? <StyledError role="alert">{failure}</StyledError> : null}
            <ButtonRow>
              <Button type="submit" $variant="danger" disabled={submitting}>
                {submitting ? 'Deleting...' : 'Delete my account'}
              </Button>
              <Button $variant="secondary" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
            </ButtonRow>
          </form>
        )}
      </Form>
    </Dialog>
  );
}

/** "Your data" on /settings: download everything the account holds, or delete the account (README.md, "Your data"). */
export function DataRightsCard({ user }: { user: User | null }) {
  const [confirming, setConfirming] = useState(false);
  if (!user) return null;
  return (
    <Card aria-labelledby="data-heading">
      <h2 id="data-heading">Your data</h2>
      <MutedText>
        Download a copy of everything your account holds (a JSON file), or delete your account and the child profiles you added.
      </MutedText>
      <ButtonRow>
        <ButtonAnchor href={accountExportUrl(user.id)} $variant="secondary" download>
          Download my data
        </ButtonAnchor>
        <Button $variant="danger" onClick={() => setConfirming(true)}>
          Delete account
        </Button>
      </ButtonRow>
      <DeleteAccountDialog user={user} open={confirming} onOpenChange={setConfirming} />
    </Card>
  );
}
