import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ACCOUNT_MESSAGES, passwordResetFormSchema, passwordResetTokenSchema, type PasswordResetFormValues } from '@flourishly/contracts';
import {
  Messages,
  paths,
  translateContractText,
  useConfirmPasswordResetMutation,
  useContractTexts,
  useErrorText,
  useToast,
} from '@flourishly/platform';
import { SchemaForm, TextField } from '@flourishly/platform/forms';
import { AuthCard, StyledNotice } from './AuthCard';
import { authMessages } from './messages';

/** Where /auth shows a notice passed in the navigation state: `passwordReset` after a reset. */
export interface AuthNoticeState {
  notice?: 'passwordReset';
}

function ResetPasswordScreen() {
  const intl = useIntl();
  useContractTexts(intl);
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [confirmReset] = useConfirmPasswordResetMutation();
  const { toast } = useToast();
  const navigate = useNavigate();
  const [gone, setGone] = useState(!passwordResetTokenSchema.safeParse(token).success);
  const onSubmit = async ({ password }: PasswordResetFormValues) => {
    try {
      await confirmReset({ token, password }).unwrap();
      navigate(paths.login, { replace: true, state: { notice: 'passwordReset' } satisfies AuthNoticeState });
      return undefined;
    } catch (error) {
      const status = (error as { status?: unknown }).status;
      if (status === 410) {
        setGone(true);
        return undefined;
      }
      if (status === 400) return { password: errorText(error, intl.formatMessage({ id: 'shell.auth.reset.choose' })) };
      toast({
        title: intl.formatMessage({ id: 'shell.auth.toast.updateFailed' }),
        description: errorText(error, intl.formatMessage({ id: 'shell.auth.tryAgain' })),
        variant: 'destructive',
      });
      return undefined;
    }
  };
  return (
    <AuthCard title={<FormattedMessage id="shell.auth.reset.title" />} backToSignIn>
      {gone ? (
        <>
          <StyledNotice role="alert">{translateContractText(intl, ACCOUNT_MESSAGES.resetGone)}</StyledNotice>
          <p>
            <Link to={paths.forgotPassword}>
              <FormattedMessage id="shell.auth.reset.newLink" />
            </Link>
          </p>
        </>
      ) : (
        <SchemaForm<PasswordResetFormValues>
          schema={passwordResetFormSchema}
          onSubmit={onSubmit}
          label={intl.formatMessage({ id: 'shell.auth.reset.title' })}
          submitLabel={intl.formatMessage({ id: 'shell.auth.reset.submit' })}
          fullWidth
        >
          <TextField
            name="password"
            label={intl.formatMessage({ id: 'shell.auth.reset.newPassword' })}
            type="password"
            autoComplete="new-password"
            hint={intl.formatMessage({ id: 'shell.auth.passwordHint' })}
            required
          />
          <TextField
            name="confirmPassword"
            label={intl.formatMessage({ id: 'shell.auth.reset.confirm' })}
            type="password"
            autoComplete="new-password"
            required
          />
        </SchemaForm>
      )}
    </AuthCard>
  );
}

/**
 * /reset-password?token=...: the page the reset email links to. Sets a new password (the
 * registration rules, checked again by the server) and goes to sign in with a notice; a used,
 * expired or malformed link says so and offers a new one.
 */
export function ResetPasswordPage() {
  return (
    <Messages catalog={authMessages}>
      <ResetPasswordScreen />
    </Messages>
  );
}
