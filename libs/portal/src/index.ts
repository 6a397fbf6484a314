export {
  ApiError,
  api,
  createApiClient,
  errorMessage,
  toApiError,
  type ApiClient,
  type ApiClientOptions,
  type StreamInit,
} from './api';
export { AccountProvider, useAccount } from './account';
export { AdminSection } from './admin/AdminSection';
export { ChartFigure } from './admin/ChartFigure';
export type { BarChartData } from './admin/drawChart';
export { FigureFailed, FigureLoading, FigureTile } from './admin/FigureTile';
export { bahtText, dateText, dateTimeText, dayText, monthText } from './admin/format';
export { Pager } from './admin/Pager';
export { browser } from './browser';
export { MemberCardGrid, type MemberCardGridProps } from './cards/MemberCardGrid';
export type { CardPage } from './cards/pagedCards';
export { PagedMemberCards, type PagedMemberCardsProps } from './cards/PagedMemberCards';
export { usePagedCards, type FetchPage, type PagedCards } from './cards/usePagedCards';
export {
  getRuntimeConfig,
  loadRuntimeConfig,
  parseRuntimeConfig,
  remoteNames,
  setRuntimeConfig,
  type RemoteName,
  type RuntimeConfig,
} from './config';
export type { FormProblem } from './forms';
export { DevHost, startDevHost, type DevHostPage, type DevHostProps } from './DevHost';
export {
  addTranslations,
  currentLanguage,
  defaultLanguage,
  i18n,
  languageNames,
  languages,
  loadLanguage,
  setLanguage,
  toLanguage,
  translateServerMessage,
  translationGaps,
  useLanguage,
  useTranslation,
  type ServerSaid,
  type TFunction,
  type TranslateOptions,
  type TranslationLoaders,
  type TranslationTree,
  type Translations,
} from './i18n';
export { LanguageSwitch } from './LanguageSwitch';
export { LoadFailed, type LoadFailedProps } from './LoadFailed';
export {
  createLiveFeed,
  retryDelay,
  type LiveFeed,
  type LiveFeedEvent,
  type LiveFeedListener,
  type LiveFeedOptions,
} from './liveFeed';
export { liveFeed, useLiveEvents, type LiveKind } from './useLiveEvents';
export { logout } from './logout';
export { isMemberUnavailable, MemberUnavailable } from './MemberUnavailable';
export { NoticeProvider, useNotice, type NoticeApi } from './notice';
export { PasswordField } from './PasswordField';
export { ReasonForm, type ReasonFormProps } from './ReasonForm';
export {
  Link,
  NavLink,
  Navigate,
  Outlet,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from './router';
export {
  RemoteBoundary,
  RemoteComponent,
  RemoteComponentsContext,
  type RemoteComponentId,
  type RemoteComponentLoader,
  type RemoteComponentProps,
  type RemoteModules,
  type RemotePageId,
} from './remotes';
export { deviceId, deviceIdKey } from './device';
export {
  clearSession,
  getSectionIndex,
  getSession,
  login,
  setSectionIndex,
  storageKeys,
  subscribeSession,
  useSession,
  type Session,
} from './session';
export { useCall, type CallState, type UseCallOptions } from './useCall';
export { useCopy } from './useCopy';
export {
  useKeysetList,
  type KeysetList,
  type KeysetListOptions,
  type KeysetListState,
  type KeysetPage,
} from './useKeysetList';
