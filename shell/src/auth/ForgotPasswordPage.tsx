import { useState } from 'react';
import { Form } from 'react-final-form';
import { Link } from 'react-router-dom';
import { ACCOUNT_MESSAGES, passwordResetRequestSchema, TOAST_MESSAGES, type PasswordResetRequest } from '@flourishly/contracts';
import { Button, errorMessage, MutedText, paths, useRequestPasswordResetMutation, useToast } from '@flourishly/platform';
import { TextField, zodValidator } from '@flourishly/platform/forms';
import { StyledAuthCard, StyledAuthPage, StyledBrand, StyledNotice } from './AuthCard';

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
    <StyledAuthPage>
      <StyledAuthCard>
        <StyledBrand>Flourishly</StyledBrand>
        <h1>Forgot your password?</h1>
        {sent ? (
          <StyledNotice role="status">{ACCOUNT_MESSAGES.resetRequested}</StyledNotice>
        ) : (
          <>
            <MutedText>Enter the email of your account and we will send you a link to choose a new password.</MutedText>
            <Form<PasswordResetRequest> onSubmit={onSubmit} validate={zodValidator(passwordResetRequestSchema)}>
              {({ handleSubmit, submitting }) => (
                <form onSubmit={handleSubmit} noValidate aria-label="Reset password">
                  <TextField name="email" label="Email" type="email" autoComplete="email" required />
                  <Button type="submit" $fullWidth disabled={submitting}>
                    {submitting ? 'Sending...' : 'Send reset link'}
                  </Button>
                </form>
              )}
            </Form>
          </>
        )}
        <p>
          <Link to={paths.login}>Back to sign in</Link>
        </p>
      </StyledAuthCard>
    </StyledAuthPage>
  );
}
