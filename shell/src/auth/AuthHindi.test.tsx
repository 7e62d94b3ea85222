import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { handlers } from '@flourishly/platform/testing';
import { LOCALE_STORAGE_KEY } from '@flourishly/platform';
import { resetProfileGate } from '../session/useProfileGate';
import { answerSession, renderApp } from '../testing/render-app';

beforeAll(async () => {
  await Promise.all([import('./ForgotPasswordPage'), import('./AuthPage')]);
});

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(async () => ({ default: () => <p>Remote page</p> })),
  registerRemotes: jest.fn(),
}));

beforeEach(() => {
  resetProfileGate();
  // A visitor who chose Hindi on this device before signing in.
  localStorage.setItem(LOCALE_STORAGE_KEY, 'hi');
});
/** Renders the app at `path`; awaited, so a first render that waits for the Hindi messages resumes. */
async function renderInHindi(path: string) {
  await act(async () => {
    renderApp(path);
  });
}

afterEach(() => {
  localStorage.clear();
  document.documentElement.lang = '';
});

describe('the signed-out screens in Hindi', () => {
  it('shows sign in in Hindi, with the validation messages of the shared schemas in Hindi', async () => {
    answerSession(null);
    const user = userEvent.setup();
    await renderInHindi('/login');

    expect(await screen.findByRole('heading', { name: 'अपने खाते में साइन इन करें' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'साइन इन करें' });
    await user.click(within(form).getByRole('button', { name: 'साइन इन करें' }));

    expect(within(form).getByText('अपना ईमेल पता लिखें')).toBeInTheDocument();
    expect(within(form).getByText('अपना पासवर्ड लिखें')).toBeInTheDocument();
    expect(within(form).queryByText('Enter your email address')).not.toBeInTheDocument();
  });

  it('says why a sign-in failed in Hindi, without a status code', async () => {
    answerSession(null);
    handlers.auth.login.fail(401, 'Invalid email or password');
    const user = userEvent.setup();
    await renderInHindi('/login');
    const form = await screen.findByRole('form', { name: 'साइन इन करें' });
    await user.type(within(form).getByLabelText('ईमेल'), 'maya@example.com');
    await user.type(within(form).getByLabelText('पासवर्ड'), 'a-wrong-password');
    await user.click(within(form).getByRole('button', { name: 'साइन इन करें' }));

    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('साइन इन नहीं हो सका');
    expect(toast).toHaveTextContent('ईमेल या पासवर्ड गलत है');
    expect(toast).not.toHaveTextContent('401');
    expect(within(toast).getByRole('button', { name: 'सूचना हटाएँ' })).toBeInTheDocument();
  });

  it('tells a failure the server does not explain by what its status means', async () => {
    answerSession(null);
    handlers.account.requestPasswordReset.fail(429, 'Too many requests');
    const user = userEvent.setup();
    await renderInHindi('/forgot-password');
    const form = await screen.findByRole('form', { name: 'पासवर्ड बदलें' });
    await user.type(within(form).getByLabelText('ईमेल'), 'maya@example.com');
    await user.click(within(form).getByRole('button', { name: 'लिंक भेजें' }));

    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('बहुत ज़्यादा कोशिशें हो गईं।');
    expect(toast).not.toHaveTextContent('429');
  });
});
