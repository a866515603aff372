/**
 * Whether the device is online, as a tiny external store (`subscribe` / `getSnapshot`) React reads
 * with `useSyncExternalStore`. It follows the browser's `online`/`offline` events.
 */
export interface ConnectivityStore {
  subscribe: (onChange: () => void) => () => void;
  /** True while the browser reports no network. */
  getSnapshot: () => boolean;
  getServerSnapshot: () => boolean;
}

type Target = Pick<Window, 'addEventListener' | 'removeEventListener'> & {
  navigator: Pick<Navigator, 'onLine'>;
};

export function connectivityStore(target: Target): ConnectivityStore {
  return {
    subscribe(onChange) {
      target.addEventListener('online', onChange);
      target.addEventListener('offline', onChange);
      return () => {
        target.removeEventListener('online', onChange);
        target.removeEventListener('offline', onChange);
      };
    },
    getSnapshot: () => !target.navigator.onLine,
    getServerSnapshot: () => false,
  };
}
