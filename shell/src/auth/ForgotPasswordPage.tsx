import { useState } from 'react';
import { ACCOUNT_MESSAGES, passwordResetRequestSchema, TOAST_MESSAGES, type PasswordResetRequest } from '@flourishly/contracts';
import { errorMessage, MutedText, useRequestPasswordResetMutation, useToast } from '@flourishly/platform';
import { SchemaForm, TextField } from '@flourishly/platform/forms';
import { AuthCard, StyledNotice } from './AuthCard';

/**
 * /forgot-password: asks for the account's email and has a reset link mailed to it. The answer
 * is the same whether or not the address has an account (README, "Email").
 */
export function ForgotPasswordPage() {
  const [requestReset] = useRequestPasswordResetMutation();
  const { toast } = useToast();
  const [sent, setSent] = useState(false);
  const onSubmit = async (values: PasswordResetRequest) => {
    try {
      await requestReset(passwordResetRequestSchema.parse(values)).unwrap();
      setSent(true);
    } catch (error) {
      toast({ title: TOAST_MESSAGES.updateFailed, description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  };
  return (
    <AuthCard title="Forgot your password?" backToSignIn>
      {sent ? (
        <StyledNotice role="status">{ACCOUNT_MESSAGES.resetRequested}</StyledNotice>
      ) : (
        <>
          <MutedText>Enter the email of your account and we will send you a link to choose a new password.</MutedText>
          <SchemaForm<PasswordResetRequest>
            schema={passwordResetRequestSchema}
            onSubmit={onSubmit}
            label="Reset password"
            submitLabel="Send reset link"
            submittingLabel="Sending..."
            fullWidth
          >
            <TextField name="email" label="Email" type="email" autoComplete="email" required />
          </SchemaForm>
        </>
      )}
    </AuthCard>
  );
}
