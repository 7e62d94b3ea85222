import { changePasswordFormSchema, TOAST_MESSAGES, type ChangePasswordFormValues, type User } from '@flourishly/contracts';
import { errorMessage, useChangePasswordMutation, useToast } from '@flourishly/platform';
import { SchemaForm, TextField } from '@flourishly/platform/forms';

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
    <SchemaForm<ChangePasswordFormValues> schema={changePasswordFormSchema} onSubmit={onSubmit} label="Change password">
      <TextField name="currentPassword" label="Current password" type="password" autoComplete="current-password" />
      <TextField name="newPassword" label="New password" type="password" autoComplete="new-password" hint="At least 8 characters." />
      <TextField name="confirmPassword" label="Confirm new password" type="password" autoComplete="new-password" />
    </SchemaForm>
  );
}
