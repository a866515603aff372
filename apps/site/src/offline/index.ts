export { type ConnectivityStore, connectivityStore } from './connectivity';
export { OfflineBanner } from './OfflineBanner';
export { clearOfflineReads, READS_CACHE, registerServiceWorker } from './serviceWorker';
export { browserConnectivity, useOffline } from './useOffline';
