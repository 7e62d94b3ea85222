import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { passwordResetRequestSchema, type PasswordResetRequest } from '@flourishly/contracts';
import { Messages, MutedText, useErrorText, useRequestPasswordResetMutation, useToast } from '@flourishly/platform';
import { SchemaForm, TextField } from '@flourishly/platform/forms';
import { AuthCard, StyledNotice } from './AuthCard';
import { authMessages } from './messages';

function ForgotPasswordScreen() {
  const intl = useIntl();
  const errorText = useErrorText();
  const [requestReset] = useRequestPasswordResetMutation();
  const { toast } = useToast();
  const [sent, setSent] = useState(false);
  const onSubmit = async (values: PasswordResetRequest) => {
    try {
      await requestReset(passwordResetRequestSchema.parse(values)).unwrap();
      setSent(true);
    } catch (error) {
      toast({
        title: intl.formatMessage({ id: 'shell.auth.toast.updateFailed' }),
        description: errorText(error, intl.formatMessage({ id: 'shell.auth.tryAgain' })),
        variant: 'destructive',
      });
    }
  };
  return (
    <AuthCard title={<FormattedMessage id="shell.auth.forgot.title" />} backToSignIn>
      {sent ? (
        <StyledNotice role="status">
          <FormattedMessage id="shell.auth.forgot.sent" />
        </StyledNotice>
      ) : (
        <>
          <MutedText>
            <FormattedMessage id="shell.auth.forgot.lead" />
          </MutedText>
          <SchemaForm<PasswordResetRequest>
            schema={passwordResetRequestSchema}
            onSubmit={onSubmit}
            label={intl.formatMessage({ id: 'shell.auth.forgot.form' })}
            submitLabel={intl.formatMessage({ id: 'shell.auth.forgot.submit' })}
            submittingLabel={intl.formatMessage({ id: 'shell.auth.forgot.sending' })}
            fullWidth
          >
            <TextField name="email" label={intl.formatMessage({ id: 'shell.auth.email' })} type="email" autoComplete="email" required />
          </SchemaForm>
        </>
      )}
    </AuthCard>
  );
}

/**
 * /forgot-password: asks for the account's email and has a reset link mailed to it. The answer
 * is the same whether or not the address has an account (README, "Email").
 */
export function ForgotPasswordPage() {
  return (
    <Messages catalog={authMessages}>
      <ForgotPasswordScreen />
    </Messages>
  );
}
