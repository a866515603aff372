import { useSyncExternalStore } from 'react';
import { type ConnectivityStore, connectivityStore } from './connectivity';

let shared: ConnectivityStore | undefined;

/** The browser's connectivity store, made once. */
export function browserConnectivity(): ConnectivityStore {
  shared ??= connectivityStore(window);
  return shared;
}

/** True while the device is offline; re-renders when the connection comes and goes. */
export function useOffline(store: ConnectivityStore = browserConnectivity()): boolean {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
}
