import { Form } from 'react-final-form';
import { changePasswordFormSchema, TOAST_MESSAGES, type ChangePasswordFormValues, type User } from '@flourishly/contracts';
import { Button, errorMessage, useChangePasswordMutation, useToast } from '@flourishly/platform';
import { TextField, zodValidator } from '@flourishly/platform/forms';

/** Change password: current password, new password and its confirmation. */
export function ChangePasswordForm({ user }: { user: User | null }) {
  const [changePassword] = useChangePasswordMutation();
  const { toast } = useToast();
  const onSubmit = async ({ currentPassword, newPassword }: ChangePasswordFormValues, form: { restart: () => void }) => {
    try {
      if (!user) throw new Error(TOAST_MESSAGES.userNotAuthenticated);
      await changePassword({ userId: user.id, change: { currentPassword, newPassword } }).unwrap();
      toast({ title: TOAST_MESSAGES.passwordChanged, description: TOAST_MESSAGES.passwordChangedDescription });
      form.restart();
    } catch (error) {
      toast({ title: TOAST_MESSAGES.updateFailed, description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  };
  return (
    <Form<ChangePasswordFormValues> onSubmit={onSubmit} validate={zodValidator(changePasswordFormSchema)}>
      {({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Change password">
          <TextField name="currentPassword" label="Current password" type="password" autoComplete="current-password" />
          <TextField name="newPassword" label="New password" type="password" autoComplete="new-password" hint="At least 8 characters." />
          <TextField name="confirmPassword" label="Confirm new password" type="password" autoComplete="new-password" />
          <Button type="submit" disabled={submitting}>
            {submitting ? 'Saving...' : 'Change password'}
          </Button>
        </form>
      )}
    </Form>
  );
}
