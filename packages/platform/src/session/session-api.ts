import type {
  ChangePasswordInput,
  DeleteAccount,
  LoginInput,
  PasswordResetConfirm,
  PasswordResetRequest,
  ProfileInput,
  RegisterInput,
  User,
} from '@flourishly/contracts';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { api } from '../api/base-api';
import type { ApiError } from '../api/base-query';
import {
  endpointPath,
  changePasswordRoute,
  confirmPasswordResetRoute,
  currentUserRoute,
  deleteAccountRoute,
  exportAccountRoute,
  loginRoute,
  logoutRoute,
  registerRoute,
  requestPasswordResetRoute,
  saveProfileRoute,
} from '@flourishly/contracts/endpoint-paths';

const noop = () => undefined;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the dispatch RTK Query hands to onQueryStarted
type LifecycleDispatch = ThunkDispatch<any, unknown, UnknownAction>;
/**
 * Stores the session's user locally after a call that changed it (sign-in, register: the user;
 * logout, account deletion, password reset: null, signed out): every cached query is dropped,
 * so nothing of the previous user stays (docs/product.md). Signing out, the user goes first and
 * the cache a task later, once the signed-in page has made way: dropped while that page is
 * shown, its queries would be asked again and answered 401.
 */
function setSessionUser(dispatch: LifecycleDispatch, user: User | null) {
  if (user === null) {
    // Synchronous (a plain action, unlike upsertQueryData's thunk): every component sees no user
    // in its next render, so none still signed in starts a query that the reset then asks again.
    const storeSignedOut = () => dispatch(sessionApi.util.upsertQueryEntries([{ endpointName: 'getUser', arg: undefined, value: null }]));
    storeSignedOut();
    setTimeout(() => {
      dispatch(api.util.resetApiState());
      storeSignedOut();
    });
    return;
  }
  dispatch(api.util.resetApiState());
  dispatch(sessionApi.util.upsertQueryData('getUser', undefined, user));
}

/**
 * Session and own-user calls of docs/product.md. `getUser` answers null on 401 (signed out is
 * not an error); login and register store the returned user; logout clears every cached query.
 */
export const sessionApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getUser: build.query<User | null, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery(endpointPath(currentUserRoute));
        if (result.error) {
          const error = result.error as ApiError;
          return error.status === 401 ? { data: null } : { error };
        }
        return { data: result.data as User };
      },
      providesTags: ['User'],
    }),
    login: build.mutation<User, LoginInput>({
      query: (body) => ({ url: endpointPath(loginRoute), method: 'POST', body }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => queryFulfilled.then(({ data: user }) => setSessionUser(dispatch, user), noop),
    }),
    register: build.mutation<User, RegisterInput>({
      query: (body) => ({ url: endpointPath(registerRoute), method: 'POST', body }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => queryFulfilled.then(({ data: user }) => setSessionUser(dispatch, user), noop),
    }),
    logout: build.mutation<null, void>({
      query: () => ({ url: endpointPath(logoutRoute), method: 'POST', parseResponse: false }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => queryFulfilled.then(() => setSessionUser(dispatch, null), noop),
    }),
    updateProfile: build.mutation<User, { userId: number; profile: ProfileInput }>({
      query: ({ userId, profile }) => ({ url: endpointPath(saveProfileRoute, { userId }), method: 'POST', body: profile }),
      invalidatesTags: ['User'],
    }),
    changePassword: build.mutation<null, { userId: number; change: ChangePasswordInput }>({
      query: ({ userId, change }) => ({
        url: endpointPath(changePasswordRoute, { userId }),
        method: 'POST',
        body: change,
        parseResponse: false,
      }),
    }),
    /**
     * DELETE /api/users/{userId} {password}: deletes the account and the children it owns (204;
     * 422 for a wrong password). On success every cached query is dropped and the user is null.
     */
    deleteAccount: build.mutation<null, { userId: number } & DeleteAccount>({
      query: ({ userId, password }) => ({
        url: endpointPath(deleteAccountRoute, { userId }),
        method: 'DELETE',
        body: { password },
        parseResponse: false,
      }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => queryFulfilled.then(() => setSessionUser(dispatch, null), noop),
    }),
    /** POST /api/password-reset: 202 whether or not the address has an account. */
    requestPasswordReset: build.mutation<null, PasswordResetRequest>({
      query: (body) => ({ url: endpointPath(requestPasswordResetRoute), method: 'POST', body, parseResponse: false }),
    }),
    /**
     * POST /api/password-reset/confirm: 204; 410 for a used or expired link, 400 for a weak
     * password. Every session of the account ends, so this browser counts as signed out after it.
     */
    confirmPasswordReset: build.mutation<null, PasswordResetConfirm>({
      query: (body) => ({ url: endpointPath(confirmPasswordResetRoute), method: 'POST', body, parseResponse: false }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => queryFulfilled.then(() => setSessionUser(dispatch, null), noop),
    }),
  }),
});

/** GET /api/users/{userId}/export: the account's data as a JSON file download (a link target). */
export const accountExportUrl = (userId: number) => endpointPath(exportAccountRoute, { userId });

export const {
  useGetUserQuery,
  useLoginMutation,
  useRegisterMutation,
  useLogoutMutation,
  useUpdateProfileMutation,
  useChangePasswordMutation,
  useDeleteAccountMutation,
  useRequestPasswordResetMutation,
  useConfirmPasswordResetMutation,
} = sessionApi;
