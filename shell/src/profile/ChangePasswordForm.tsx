import { useIntl } from 'react-intl';
import { changePasswordFormSchema, type ChangePasswordFormValues, type User } from '@flourishly/contracts';
import { useChangePasswordMutation, useErrorText, useToast } from '@flourishly/platform';
import { SchemaForm, TextField } from '@flourishly/platform/forms';

/** Change password: current password, new password and its confirmation. */
export function ChangePasswordForm({ user }: { user: User | null }) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const errorText = useErrorText();
  const [changePassword] = useChangePasswordMutation();
  const { toast } = useToast();
  const onSubmit = async ({ currentPassword, newPassword }: ChangePasswordFormValues, form: { restart: () => void }) => {
    try {
      if (!user) throw new Error(text('shell.account.toast.notSignedIn'));
      await changePassword({ userId: user.id, change: { currentPassword, newPassword } }).unwrap();
      toast({ title: text('shell.password.changed'), description: text('shell.password.changedDescription') });
      form.restart();
    } catch (error) {
      toast({
        title: text('shell.account.toast.updateFailed'),
        description: errorText(error, text('shell.account.tryAgain')),
        variant: 'destructive',
      });
    }
  };
  return (
    <SchemaForm<ChangePasswordFormValues> schema={changePasswordFormSchema} onSubmit={onSubmit} label={text('shell.password.form')}>
      <TextField name="currentPassword" label={text('shell.password.current')} type="password" autoComplete="current-password" />
      <TextField
        name="newPassword"
        label={text('shell.password.new')}
        type="password"
        autoComplete="new-password"
        hint={text('shell.password.hint')}
      />
      <TextField name="confirmPassword" label={text('shell.password.confirm')} type="password" autoComplete="new-password" />
    </SchemaForm>
  );
}
