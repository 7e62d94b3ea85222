import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { loginSchema, registerFormSchema, type LoginInput, type RegisterFormValues } from '@flourishly/contracts';
import { Messages, MutedText, paths, useErrorText, useLoginMutation, useRegisterMutation, useToast } from '@flourishly/platform';
import { SchemaForm, TextField } from '@flourishly/platform/forms';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@flourishly/platform/tabs';
import { resetProfileGate } from '../session/useProfileGate';
import { AuthCard, StyledNotice } from './AuthCard';
import { authMessages } from './messages';
import type { AuthNoticeState } from './ResetPasswordPage';

export type AuthTab = 'login' | 'register';

/** Where to go after signing in: the protected page that sent the visitor here, else `/`. */
function useReturnPath(): string {
  const { state } = useLocation() as { state: { from?: string } | null };
  return state?.from && state.from.startsWith('/') ? state.from : paths.home;
}

function LoginForm({ returnPath }: { returnPath: string }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const [login] = useLoginMutation();
  const { toast } = useToast();
  const navigate = useNavigate();
  const onSubmit = async (values: LoginInput) => {
    try {
      const user = await login(loginSchema.parse(values)).unwrap();
      resetProfileGate();
      toast({
        title: intl.formatMessage({ id: 'shell.auth.toast.loginSuccess' }),
        description: intl.formatMessage({ id: 'shell.auth.toast.welcomeBack' }, { name: user.fullName }),
      });
      navigate(returnPath, { replace: true });
    } catch (error) {
      toast({
        title: intl.formatMessage({ id: 'shell.auth.toast.loginFailed' }),
        description: errorText(error, intl.formatMessage({ id: 'shell.auth.tryAgain' })),
        variant: 'destructive',
      });
    }
  };
  return (
    <SchemaForm<LoginInput>
      schema={loginSchema}
      onSubmit={onSubmit}
      label={intl.formatMessage({ id: 'shell.auth.signIn' })}
      submittingLabel={intl.formatMessage({ id: 'shell.auth.signingIn' })}
      fullWidth
    >
      <TextField name="email" label={intl.formatMessage({ id: 'shell.auth.email' })} type="email" autoComplete="email" required />
      <TextField
        name="password"
        label={intl.formatMessage({ id: 'shell.auth.password' })}
        type="password"
        autoComplete="current-password"
        required
      />
      <p>
        <Link to={paths.forgotPassword}>
          <FormattedMessage id="shell.auth.forgotPassword" />
        </Link>
      </p>
    </SchemaForm>
  );
}

function RegisterForm({ returnPath }: { returnPath: string }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const [register] = useRegisterMutation();
  const { toast } = useToast();
  const navigate = useNavigate();
  const onSubmit = async ({ confirmPassword: _confirm, ...values }: RegisterFormValues) => {
    try {
      const user = await register(values).unwrap();
      resetProfileGate();
      toast({
        title: intl.formatMessage({ id: 'shell.auth.toast.registrationSuccess' }),
        description: intl.formatMessage({ id: 'shell.auth.toast.welcomeNew' }, { name: user.fullName }),
      });
      // Someone who registered to accept an invitation goes back to it; everyone else home.
      navigate(returnPath.startsWith('/invite/') ? returnPath : paths.home, { replace: true });
    } catch (error) {
      toast({
        title: intl.formatMessage({ id: 'shell.auth.toast.registrationFailed' }),
        description: errorText(error, intl.formatMessage({ id: 'shell.auth.tryAgain' })),
        variant: 'destructive',
      });
    }
  };
  return (
    <SchemaForm<RegisterFormValues>
      schema={registerFormSchema}
      onSubmit={onSubmit}
      label={intl.formatMessage({ id: 'shell.auth.createAccount' })}
      submittingLabel={intl.formatMessage({ id: 'shell.auth.creatingAccount' })}
      fullWidth
    >
      <TextField name="fullName" label={intl.formatMessage({ id: 'shell.auth.fullName' })} autoComplete="name" required />
      <TextField name="email" label={intl.formatMessage({ id: 'shell.auth.email' })} type="email" autoComplete="email" required />
      <TextField
        name="password"
        label={intl.formatMessage({ id: 'shell.auth.password' })}
        type="password"
        autoComplete="new-password"
        hint={intl.formatMessage({ id: 'shell.auth.passwordHint' })}
        required
      />
      <TextField
        name="confirmPassword"
        label={intl.formatMessage({ id: 'shell.auth.confirmPassword' })}
        type="password"
        autoComplete="new-password"
        required
      />
    </SchemaForm>
  );
}

export interface AuthFormsProps {
  tab: AuthTab;
  onTabChange: (tab: AuthTab) => void;
  /** Where a visitor goes once signed in or registered. */
  returnPath: string;
}

/** The two tabs, 'Sign in' and 'Create account', with their forms (inside the auth messages). */
export function AuthForms({ tab, onTabChange, returnPath }: AuthFormsProps) {
  const intl = useIntl();
  return (
    <Tabs value={tab} onValueChange={(value) => onTabChange(value as AuthTab)}>
      <TabsList aria-label={intl.formatMessage({ id: 'shell.auth.tabs' })}>
        <TabsTrigger value="login">
          <FormattedMessage id="shell.auth.signIn" />
        </TabsTrigger>
        <TabsTrigger value="register">
          <FormattedMessage id="shell.auth.createAccount" />
        </TabsTrigger>
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

/** The notices another screen can leave for sign in, by their message. */
const NOTICE_MESSAGES: Record<NonNullable<AuthNoticeState['notice']>, string> = {
  passwordReset: 'shell.auth.passwordResetDone',
};

function AuthScreen({ initialTab }: { initialTab: AuthTab }) {
  const [tab, setTab] = useState<AuthTab>(initialTab);
  const notice = (useLocation().state as AuthNoticeState | null)?.notice;
  const returnPath = useReturnPath();
  return (
    <AuthCard title={<FormattedMessage id={tab === 'login' ? 'shell.auth.signInTitle' : 'shell.auth.registerTitle'} />}>
      <MutedText>
        <FormattedMessage id="shell.auth.lead" />
      </MutedText>
      {notice && NOTICE_MESSAGES[notice] ? (
        <StyledNotice role="status">
          <FormattedMessage id={NOTICE_MESSAGES[notice]} />
        </StyledNotice>
      ) : null}
      <AuthForms tab={tab} onTabChange={setTab} returnPath={returnPath} />
    </AuthCard>
  );
}

/** Sign-in and registration on one screen (docs/product.md, /auth and its aliases), in the auth messages. */
export function AuthPage({ initialTab }: { initialTab: AuthTab }) {
  return (
    <Messages catalog={authMessages}>
      <AuthScreen initialTab={initialTab} />
    </Messages>
  );
}
