export { type ConnectivityStore, connectivityStore } from './connectivity';
export { clearOfflineReads, RETIRED_READS_CACHE, SCREENS_CACHE } from './keptScreens';
export { OfflineBanner } from './OfflineBanner';
export { registerServiceWorker } from './serviceWorker';
export { browserConnectivity, useOffline } from './useOffline';
