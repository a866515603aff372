/**
 * A screen whose data could not be fetched for want of a connection and that was never kept
 * (ADR 024): the ui `OfflineState` — it says so, never "not found" —, the screens kept for this
 * member that can be read meanwhile, and a retry, taken by itself when the connection returns.
 * Shown by the route's error element (`RouteError`); its code loads only then.
 */
import { OfflineState, type OfflineStatePage } from '@lightbearers/ui';
import { useEffect, useLayoutEffect, useState } from 'react';
import { useLocation, useRevalidator } from 'react-router-dom';
import { useSession } from '../session/store';
import { keptLabel, offlineCopy } from './copy';

/** How many kept screens the list offers (the newest). */
const LISTED = 10;

export default function OfflineScreen() {
  const revalidator = useRevalidator();
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  const session = useSession();
  const [saved, setSaved] = useState<OfflineStatePage[]>([]);

  // What was kept lives in the browser's cache (never on the service): read after the screen shows.
  useEffect(() => {
    let current = true;
    // The kept screens' code loads here, not with the error element that shows this screen.
    import('./keptScreens')
      .then(({ listKeptScreens, ownerOf }) => listKeptScreens(ownerOf(session)))
      .then((screens) => {
        if (!current) return;
        setSaved(
          screens
            .filter((screen) => screen.path !== here)
            .slice(0, LISTED)
            .map((screen) => ({
              href: screen.path,
              title: screen.title || screen.path,
              saved: keptLabel(screen.keptAt),
              dateTime: new Date(screen.keptAt).toISOString(),
            })),
        );
      })
      .catch((error: unknown) => console.warn('kept screens unreadable', error));
    return () => {
      current = false;
    };
  }, [session, here]);

  // The retry fires by itself when the connection returns. Listened to from the commit that shows
  // this screen, and once (`revalidate` is stable; the revalidator object changes with its state):
  // a passive effect left a moment after the screen showed, and a gap at each retry, in which the
  // `online` event went unheard and the screen stayed offline.
  const { revalidate } = revalidator;
  useLayoutEffect(() => {
    const retry = () => void revalidate();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [revalidate]);

  return (
    <OfflineState
      data-testid="offline-state"
      title={offlineCopy.unsavedTitle}
      description={offlineCopy.unsavedText}
      retryLabel={offlineCopy.retry}
      retrying={revalidator.state !== 'idle'}
      onRetry={() => void revalidator.revalidate()}
      savedHeading={offlineCopy.savedHeading}
      saved={saved}
      noneSaved={offlineCopy.noneSaved}
    />
  );
}
