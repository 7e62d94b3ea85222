import { loginSchema, registerSchema } from '../auth';
import { runtimeConfigSchema } from '../config';
import { userSchema } from '../user';
import { defineEndpoints } from './define';
import { ENDPOINT_ROUTES as R } from './paths';

/** The shell's remotes (backend/src/web). */
export const webEndpoints = defineEndpoints({
  runtimeConfig: {
    ...R.runtimeConfig,
    summary: 'Where the shell finds its remotes',
    access: 'public',
    status: 200,
    response: runtimeConfigSchema,
    answer: 'Where the shell finds each remote',
  },
});

/** Sign-up, sign-in and the session (backend/src/auth). */
export const authEndpoints = defineEndpoints({
  register: {
    ...R.register,
    summary: 'Create an account and sign in',
    access: 'public',
    body: registerSchema,
    status: 201,
    response: userSchema,
    answer: 'The new user, signed in',
  },
  login: {
    ...R.login,
    summary: 'Sign in with email and password',
    access: 'public',
    body: loginSchema,
    status: 200,
    response: userSchema,
    answer: 'The signed-in user',
  },
  logout: { ...R.logout, summary: 'Sign out', access: 'public', status: 204, answer: 'Signed out' },
  currentUser: {
    ...R.currentUser,
    summary: 'The signed-in user',
    access: 'signed-in',
    status: 200,
    response: userSchema,
    answer: 'The signed-in user',
  },
});
