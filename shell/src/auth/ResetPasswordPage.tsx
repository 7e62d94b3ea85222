import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  ACCOUNT_MESSAGES,
  passwordResetFormSchema,
  passwordResetTokenSchema,
  TOAST_MESSAGES,
  type PasswordResetFormValues,
} from '@flourishly/contracts';
import { errorMessage, paths, useConfirmPasswordResetMutation, useToast } from '@flourishly/platform';
import { SchemaForm, TextField } from '@flourishly/platform/forms';
import { AuthCard, StyledNotice } from './AuthCard';

/** Where /auth shows a notice passed in the navigation state (e.g. after a reset). */
export interface AuthNoticeState {
  notice?: string;
}

/**
 * /reset-password?token=...: the page the reset email links to. Sets a new password (the
 * registration rules, checked again by the server) and goes to sign in with a notice; a used,
 * expired or malformed link says so and offers a new one.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [confirmReset] = useConfirmPasswordResetMutation();
  const { toast } = useToast();
  const navigate = useNavigate();
  const [gone, setGone] = useState(!passwordResetTokenSchema.safeParse(token).success);
  const onSubmit = async ({ password }: PasswordResetFormValues) => {
    try {
      await confirmReset({ token, password }).unwrap();
      navigate(paths.login, { replace: true, state: { notice: ACCOUNT_MESSAGES.resetDone } satisfies AuthNoticeState });
      return undefined;
    } catch (error) {
      const status = (error as { status?: unknown }).status;
      if (status === 410) {
        setGone(true);
        return undefined;
      }
      if (status === 400) return { password: errorMessage(error, 'Please choose another password.') };
      toast({ title: TOAST_MESSAGES.updateFailed, description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
      return undefined;
    }
  };
  return (
    <AuthCard title="Choose a new password" backToSignIn>
      {gone ? (
        <>
          <StyledNotice role="alert">{ACCOUNT_MESSAGES.resetGone}</StyledNotice>
          <p>
            <Link to={paths.forgotPassword}>Send a new link</Link>
          </p>
        </>
      ) : (
        <SchemaForm<PasswordResetFormValues>
          schema={passwordResetFormSchema}
          onSubmit={onSubmit}
          label="Choose a new password"
          submitLabel="Set new password"
          fullWidth
        >
          <TextField
            name="password"
            label="New password"
            type="password"
            autoComplete="new-password"
            hint="At least 8 characters."
            required
          />
          <TextField name="confirmPassword" label="Confirm new password" type="password" autoComplete="new-password" required />
        </SchemaForm>
      )}
    </AuthCard>
  );
}
