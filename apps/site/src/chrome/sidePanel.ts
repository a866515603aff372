/**
 * The header's menu toggle (product §2 "Header: menu toggle"): below the desktop breakpoint it opens
 * the side menu's drawer; from the breakpoint, where the side menu is a docked panel, it folds the
 * panel away and back (remembered on this device), as members know from mail and video sites.
 */
import { mq } from '@lightbearers/ui';
import { useCallback, useState, useSyncExternalStore } from 'react';

const STORAGE_KEY = 'lb.sidePanel';

function desktopQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(mq.desktop)
    : null;
}

/** Whether the screen is at the desktop breakpoint or wider (follows resizes). */
export function useDesktop(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = desktopQuery();
      query?.addEventListener('change', onChange);
      return () => query?.removeEventListener('change', onChange);
    },
    () => desktopQuery()?.matches ?? false,
    () => false,
  );
}

const noSubscription = () => () => {};

function storedHidden(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'hidden';
  } catch {
    return false;
  }
}

export interface SideMenuState {
  /** The drawer (below desktop) is open. */
  drawer: boolean;
  setDrawer: (open: boolean) => void;
  /** The docked panel (desktop) is folded away. */
  panelHidden: boolean;
  /** What the header's toggle reports as `aria-expanded`. */
  menuOpen: boolean;
  /** The header's toggle. */
  toggle: () => void;
}

export function useSideMenu(): SideMenuState {
  const desktop = useDesktop();
  const [drawer, setDrawer] = useState(false);
  // The fold is remembered in this browser only: the service renders the panel shown.
  const storedFold = useSyncExternalStore(noSubscription, storedHidden, () => false);
  const [fold, setFold] = useState<boolean | null>(null);
  const panelHidden = fold ?? storedFold;
  const toggle = useCallback(() => {
    if (!desktop) {
      setDrawer((open) => !open);
      return;
    }
    const next = !panelHidden;
    try {
      if (next) localStorage.setItem(STORAGE_KEY, 'hidden');
      else localStorage.removeItem(STORAGE_KEY);
    } catch {
      // Private mode: the fold lasts for this page only.
    }
    setFold(next);
  }, [desktop, panelHidden]);
  return { drawer, setDrawer, panelHidden, menuOpen: desktop ? !panelHidden : drawer, toggle };
}
