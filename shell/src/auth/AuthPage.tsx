import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import {
  loginSchema,
  registerFormSchema,
  TOAST_MESSAGES,
  welcomeBack,
  welcomeNew,
  type LoginInput,
  type RegisterFormValues,
} from '@flourishly/contracts';
import { errorMessage, MutedText, paths, useLoginMutation, useRegisterMutation, useToast } from '@flourishly/platform';
import { SchemaForm, TextField } from '@flourishly/platform/forms';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@flourishly/platform/tabs';
import { resetProfileGate } from '../session/useProfileGate';
import { AuthCard, StyledNotice } from './AuthCard';
import type { AuthNoticeState } from './ResetPasswordPage';

export type AuthTab = 'login' | 'register';

/** Where to go after signing in: the protected page that sent the visitor here, else `/`. */
function useReturnPath(): string {
  const { state } = useLocation() as { state: { from?: string } | null };
  return state?.from && state.from.startsWith('/') ? state.from : paths.home;
}

function LoginForm({ returnPath }: { returnPath: string }) {
  const [login] = useLoginMutation();
  const { toast } = useToast();
  const navigate = useNavigate();
  const onSubmit = async (values: LoginInput) => {
    try {
      const user = await login(loginSchema.parse(values)).unwrap();
      resetProfileGate();
      toast({ title: TOAST_MESSAGES.loginSuccess, description: welcomeBack(user.fullName) });
      navigate(returnPath, { replace: true });
    } catch (error) {
      toast({ title: TOAST_MESSAGES.loginFailed, description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  };
  return (
    <SchemaForm<LoginInput> schema={loginSchema} onSubmit={onSubmit} label="Sign in" submittingLabel="Signing in..." fullWidth>
      <TextField name="email" label="Email" type="email" autoComplete="email" required />
      <TextField name="password" label="Password" type="password" autoComplete="current-password" required />
      <p>
        <Link to={paths.forgotPassword}>Forgot password?</Link>
      </p>
    </SchemaForm>
  );
}

function RegisterForm({ returnPath }: { returnPath: string }) {
  const [register] = useRegisterMutation();
  const { toast } = useToast();
  const navigate = useNavigate();
  const onSubmit = async ({ confirmPassword: _confirm, ...values }: RegisterFormValues) => {
    try {
      const user = await register(values).unwrap();
      resetProfileGate();
      toast({ title: TOAST_MESSAGES.registrationSuccess, description: welcomeNew(user.fullName) });
      // Someone who registered to accept an invitation goes back to it; everyone else home.
      navigate(returnPath.startsWith('/invite/') ? returnPath : paths.home, { replace: true });
    } catch (error) {
      toast({
        title: TOAST_MESSAGES.registrationFailed,
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    }
  };
  return (
    <SchemaForm<RegisterFormValues>
      schema={registerFormSchema}
      onSubmit={onSubmit}
      label="Create account"
      submittingLabel="Creating account..."
      fullWidth
    >
      <TextField name="fullName" label="Full name" autoComplete="name" required />
      <TextField name="email" label="Email" type="email" autoComplete="email" required />
      <TextField name="password" label="Password" type="password" autoComplete="new-password" hint="At least 8 characters." required />
      <TextField name="confirmPassword" label="Confirm password" type="password" autoComplete="new-password" required />
    </SchemaForm>
  );
}

export interface AuthFormsProps {
  tab: AuthTab;
  onTabChange: (tab: AuthTab) => void;
  /** Where a visitor goes once signed in or registered. */
  returnPath: string;
}

/** The two tabs, 'Sign in' and 'Create account', with their forms. */
export function AuthForms({ tab, onTabChange, returnPath }: AuthFormsProps) {
  return (
    <Tabs value={tab} onValueChange={(value) => onTabChange(value as AuthTab)}>
      <TabsList aria-label="Sign in or create an account">
        <TabsTrigger value="login">Sign in</TabsTrigger>
        <TabsTrigger value="register">Create account</TabsTrigger>
      </TabsList>
      <TabsContent value="login">
        <LoginForm returnPath={returnPath} />
      </TabsContent>
      <TabsContent value="register">
        <RegisterForm returnPath={returnPath} />
      </TabsContent>
    </Tabs>
  );
}

/** Sign-in and registration on one screen (docs/product.md, /auth and its aliases). */
export function AuthPage({ initialTab }: { initialTab: AuthTab }) {
  const [tab, setTab] = useState<AuthTab>(initialTab);
  const notice = (useLocation().state as AuthNoticeState | null)?.notice;
  const returnPath = useReturnPath();
  return (
    <AuthCard title={tab === 'login' ? 'Sign in to your account' : 'Create your account'}>
      <MutedText>Follow and support your child's development, one day at a time.</MutedText>
      {notice ? <StyledNotice role="status">{notice}</StyledNotice> : null}
      <AuthForms tab={tab} onTabChange={setTab} returnPath={returnPath} />
    </AuthCard>
  );
}
