// The platform singleton is part of every signed-in page's first render, and a shared module is
// bundled whole: dialogs (`@flourishly/platform/dialog`), menus (`/dropdown-menu`) and form
// fields with their validation (`/forms`) are subpaths instead, bundled into the chunks that
// draw them (docs/architecture.md, "Page budgets").
export { api } from './api/base-api';
export { refetchShownQueries } from './api/refetch-shown';
export { flourishlyBaseQuery, buildUrl, isApiError, isOfflineQueued, wasQueuedOffline, errorMessage } from './api/base-query';
export { useOfflineStatus, offlineStatus, clearOfflineCopies, type OfflineStatus } from './offline/offline-status';
export type { ApiError, ApiRequest, StartResponses } from './api/base-query';
export { errorText, useErrorText } from './api/error-text';
export { translateContractText, useContractTexts } from './i18n/contract-texts';
export { createStore, rootReducer } from './store';
export type { AppStore, RootState } from './store';
// An API module exports its slice, the slice's hooks and their helpers: all of it is public.
export * from './session/session-api';
export * from './session/settings-api';
export { useSession } from './session/useSession';
export type { Session, SessionStatus } from './session/useSession';
export { getInitials, FALLBACK_DISPLAY_NAME } from './session/initials';
export { useToast } from './toast/useToast';
export type { ToastOptions } from './toast/useToast';
export { toastSlice } from './toast/toast-slice';
export type { ToastState, ToastVariant } from './toast/toast-slice';
export { theme, mediaUp, mediaDown } from './theme/theme';
export type { Theme } from './theme/theme';
export { GlobalStyle } from './theme/GlobalStyle';
export { Button, ButtonLink, ButtonAnchor } from './ui/Button';
export type { ButtonVariant, ButtonSize } from './ui/Button';
export { Spinner } from './ui/Spinner';
export {
  ButtonRow,
  Card,
  CardHeader,
  ListGrid,
  ListRow,
  PageContainer,
  PageTitle,
  MutedText,
  SpreadRow,
  VisuallyHidden,
} from './ui/layout';
export type { ListGridProps, SpaceSize, SpreadRowProps } from './ui/layout';
export { Page, PageError } from './ui/Page';
export type { PageProps, PageErrorProps } from './ui/Page';
export { paths, getHref, TOP_NAVIGATION, LEGAL_PAGE_IDS, ROUTE_PATTERNS, CHILD_TAB_PATHS, fillRoute } from './routing/paths';
export type { ChildPathPrefix, LegalPageId, ChildTabPath, RoutePatternName } from './routing/paths';
export {
  registerRuntimeRemotes,
  loadRemoteModule,
  resetRemote,
  RemoteUnavailableError,
  isRemoteUnavailableModule,
} from './federation/remote-loader';
export type { RemoteUnavailableModule } from './federation/remote-loader';
export { RemoteBoundary, RemoteUnavailable, REMOTE_UNAVAILABLE_MESSAGE } from './federation/RemoteBoundary';
export { RemoteComponent } from './federation/RemoteComponent';
export { afterNextPaint } from './scheduling/after-next-paint';
export { afterPageContent, PAGE_CONTENT, PAGE_CONTENT_FALLBACK_MS, usePageContentShown } from './scheduling/after-page-content';
export { declaredExposeKeys, REMOTE_MODULES, remoteModuleIds, remoteRoutes } from './federation/remote-contracts';
export type {
  ChildIdProps,
  ChildModuleId,
  RemoteModuleContract,
  RemoteModuleId,
  RemoteModuleIdOf,
  RemotePropsOf,
} from './federation/remote-contracts';
export { PlatformProviders } from './PlatformProviders';
export { Messages, useLocale } from './i18n/Messages';
export { ageLineText, ageSpanText, ageText, ageUnknownText, type AgeTextOptions } from './i18n/age-text';
export { LanguageSwitch } from './i18n/LanguageSwitch';
export { localeChanged, localeSlice, deviceLocale, LOCALE_STORAGE_KEY } from './i18n/locale-slice';
export type { MessageCatalog, Messages as MessagesById } from './i18n/catalog';
export { platformMessages } from './i18n/messages';
export { renderStandalone } from './dev/render-standalone';
export { ChildIdRoute, ChildNotFound } from './routing/ChildIdRoute';
export { ScrollRestoration, scrollPageOf, useScrollRestoration } from './routing/scroll-restoration';
export { ViewOnlyNotice, type ViewOnlyNoticeProps } from './children/ViewOnlyNotice';
export { notificationsTag, childActivitiesTag, childGameProgressTag, childAchievementsTag } from './api/cache-tags';
export * from './activities/plan-summary-api';
export * from './children/children-api';
export * from './children/families-api';
// The day's date as the plan names it, given to the remotes from the platform's one copy: the
// dashboard's first render then carries no date parser of its own (docs/architecture.md, "Page budgets").
export { todayIsoDate } from '@flourishly/contracts';
