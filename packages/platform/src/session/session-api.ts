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
import { api } from '../api/base-api';
import type { ApiError } from '../api/base-query';

/**
 * Session and own-user calls of docs/product.md. `getUser` answers null on 401 (signed out is
 * not an error); login and register store the returned user; logout clears every cached query.
 */
export const sessionApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getUser: build.query<User | null, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery('/api/user');
        if (result.error) {
          const error = result.error as ApiError;
          return error.status === 401 ? { data: null } : { error };
        }
        return { data: result.data as User };
      },
      providesTags: ['User'],
    }),
    login: build.mutation<User, LoginInput>({
      query: (body) => ({ url: '/api/login', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data: user } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (user) {
          dispatch(api.util.resetApiState());
          dispatch(sessionApi.util.upsertQueryData('getUser', undefined, user));
        }
      },
    }),
    register: build.mutation<User, RegisterInput>({
      query: (body) => ({ url: '/api/register', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data: user } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (user) {
          dispatch(api.util.resetApiState());
          dispatch(sessionApi.util.upsertQueryData('getUser', undefined, user));
        }
      },
    }),
    logout: build.mutation<null, void>({
      query: () => ({ url: '/api/logout', method: 'POST', parseResponse: false }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const ok = await queryFulfilled.then(
          () => true,
          () => false,
        );
        if (ok) {
          dispatch(api.util.resetApiState());
          dispatch(sessionApi.util.upsertQueryData('getUser', undefined, null));
        }
      },
    }),
    updateProfile: build.mutation<User, { userId: number; profile: ProfileInput }>({
      query: ({ userId, profile }) => ({ url: `/api/users/${userId}/profile`, method: 'POST', body: profile }),
      invalidatesTags: ['User'],
    }),
    changePassword: build.mutation<null, { userId: number; change: ChangePasswordInput }>({
      query: ({ userId, change }) => ({
        url: `/api/users/${userId}/password`,
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
      query: ({ userId, password }) => ({ url: `/api/users/${userId}`, method: 'DELETE', body: { password }, parseResponse: false }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const ok = await queryFulfilled.then(
          () => true,
          () => false,
        );
        if (ok) {
          dispatch(api.util.resetApiState());
          dispatch(sessionApi.util.upsertQueryData('getUser', undefined, null));
        }
      },
    }),
    /** POST /api/password-reset: 202 whether or not the address has an account. */
    requestPasswordReset: build.mutation<null, PasswordResetRequest>({
      query: (body) => ({ url: '/api/password-reset', method: 'POST', body, parseResponse: false }),
    }),
    /**
     * POST /api/password-reset/confirm: 204; 410 for a used or expired link, 400 for a weak
     * password. Every session of the account ends, so this browser counts as signed out after it.
     */
    confirmPasswordReset: build.mutation<null, PasswordResetConfirm>({
      query: (body) => ({ url: '/api/password-reset/confirm', method: 'POST', body, parseResponse: false }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const ok = await queryFulfilled.then(
          () => true,
          () => false,
        );
        if (ok) {
          dispatch(api.util.resetApiState());
          dispatch(sessionApi.util.upsertQueryData('getUser', undefined, null));
        }
      },
    }),
  }),
});

/** GET /api/users/{userId}/export: the account's data as a JSON file download (a link target). */
export const accountExportUrl = (userId: number) => `/api/users/${userId}/export`;

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
