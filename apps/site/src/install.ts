/**
 * Install as an app (`/app`, product §2): the browser's `beforeinstallprompt` is captured at start-up
 * (it fires once, early), and standalone display mode is detected — the feed's install button is
 * hidden when the site already runs as an installed app.
 */
import { useSyncExternalStore } from 'react';

/** The event Chromium fires when the site can be installed (not in TypeScript's DOM lib). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const notify = () => {
  for (const l of listeners) l();
};

/** Starts listening (call once, before the first render). */
export function captureInstallPrompt(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    notify();
  });
  target.addEventListener('appinstalled', () => {
    deferred = null;
    installed = true;
    notify();
  });
}

/** Whether the site runs as an installed app (standalone display mode, or iOS's home-screen flag). */
export function isStandalone(target: Window = window): boolean {
  const media =
    typeof target.matchMedia === 'function' && target.matchMedia('(display-mode: standalone)').matches;
  return media || (target.navigator as Navigator & { standalone?: boolean }).standalone === true;
}

export interface InstallState {
  /** The browser offers an install prompt now. */
  canPrompt: boolean;
  /** Installed (standalone, or installed during this visit). */
  installed: boolean;
}

/** What the service renders and a page hydrates with: no prompt yet, not known to be installed. */
const SERVER_STATE: InstallState = { canPrompt: false, installed: false };
let snapshot: InstallState = SERVER_STATE;
function read(): InstallState {
  const next = { canPrompt: deferred !== null, installed: installed || isStandalone() };
  if (next.canPrompt !== snapshot.canPrompt || next.installed !== snapshot.installed) snapshot = next;
  return snapshot;
}

/** The install state, and `install()` which shows the browser's prompt (answers whether it was accepted). */
export function useInstallPrompt(): InstallState & { install: () => Promise<boolean> } {
  const state = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    read,
    () => SERVER_STATE,
  );
  return {
    ...state,
    install: async () => {
      const event = deferred;
      if (!event) return false;
      deferred = null;
      await event.prompt();
      const { outcome } = await event.userChoice;
      if (outcome === 'accepted') installed = true;
      notify();
      return outcome === 'accepted';
    },
  };
}
