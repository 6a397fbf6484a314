// The launcher's parts, for whoever drives the portal from code (the e2e tests): the whole
// portal (Portal), or the web origin alone (startWebServer) over any build folders and ports.
export { Portal, Stopped, type PortalEnd, type PortalInfo, type PortalOptions } from './portal';
export { readSettings, type LauncherSettings } from './settings';
export {
  buildWebServer,
  startWebServer,
  type RunningWebServer,
  type WebServerListenOptions,
  type WebServerOptions,
} from './web/server';
export { remoteNames, runtimeConfig, type RuntimeConfig } from './web/runtime-config';
export { cacheControlFor } from './web/cache';
