import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerSession, recordRequests, renderApp } from '../testing/render-app';

// Each page is a chunk of its own; load them before the tests so the first one does not wait.
beforeAll(async () => {
  await Promise.all([import('./ForgotPasswordPage'), import('./ResetPasswordPage'), import('./AuthPage')]);
});

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(async () => ({ default: () => <p>Remote page</p> })),
  registerRemotes: jest.fn(),
}));

/** zod's own wording, which a parent must never read under a field. */
const MACHINE_TEXT = /Invalid input|Invalid option|expected|received|undefined/i;

/** Each signed-out form, where it is, its submit button and what an empty submit must say. */
const FORMS = [
  { path: '/auth', form: 'Sign in', submit: 'Sign in', messages: ['Enter your email address', 'Enter your password'] },
  {
    path: '/register',
    form: 'Create account',
    submit: 'Create account',
    messages: ['Enter your full name', 'Enter your email address', 'Enter a password', 'Enter the password again'],
  },
  { path: '/forgot-password', form: 'Reset password', submit: 'Send reset link', messages: ['Enter your email address'] },
  {
    path: `/reset-password?token=${'a'.repeat(43)}`,
    form: 'Choose a new password',
    submit: 'Set new password',
    messages: ['Enter a password', 'Enter the password again'],
  },
];

describe.each(FORMS)('an empty submit of the $form form', ({ path, form: formName, submit, messages }) => {
  it('says under each field what to enter, in plain words, and sends nothing', async () => {
    answerSession(null);
    const requests = recordRequests();
    const user = userEvent.setup();
    renderApp(path);
    const form = await screen.findByRole('form', { name: formName });
    await user.click(within(form).getByRole('button', { name: submit }));
    const alerts = await within(form).findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual(messages);
    expect(form).not.toHaveTextContent(MACHINE_TEXT);
    expect(requests.filter((request) => !request.startsWith('GET '))).toEqual([]);
  });
});
