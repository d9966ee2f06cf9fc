/**
 * `@canal/kit/core`: the kit without antd. The frame and the home page, which every first visit
 * loads, import only this; `@canal/kit` adds antd's components and the kit's parts built on them.
 */
export * from './api/apiClient';
export * from './api/httpFailures';
export * from './api/encodeForm';
export * from './api/apiErrorOf';
export * from './api/readAnswer';
export * from './api/callEndpoint';
export * from './data/queryClient';
export * from './data/DataProvider';
export * from './data/endpointKeys';
export * from './data/useEndpoint';
export * from './data/useEndpointMutation';
export * from './data/earlyAnswers';
export * from './data/latestOnly';
export * from './data/useLatestOnly';
export * from './data/useLatestRef';
export * from './session/sessionAtom';
export * from './session/csrfTokenAtom';
export * from './session/kitStore';
export * from './session/refreshSession';
export * from './session/login';
export * from './session/logout';
export * from './session/useSession';
export * from './session/useEventPath';
export { formatEventDate, formatFileSize, formatHour, formatListDate, formatLongDate } from '@canal/contracts/core';
export * from './format/countdown';
export * from './ui/useMinWidth';
export * from './ui/lightIcons';
export * from './light/buttonClassName';
export * from './light/LightButton';
export * from './light/LightTag';
export * from './light/LightAvatar';
export * from './light/CountBadge';
export * from './light/confirmLeaving';
export * from './components/LoadingBlock';
export * from './components/LinkButton';
export * from './components/ThemeTag';
export * from './components/SessionCard';
export * from './components/EventDateLabel';
export * from './components/MarkupText';
