/**
 * A screen part kept out of the first screen (ADR 024's budget): its module is imported when the
 * screen mounts, in parallel with the screen's data, and the part renders once both are here. The
 * screen can then say 'ready' only when the part is really on the page (no Suspense in between).
 */
import { type ComponentType, useEffect, useState } from 'react';

/** The module's default component once loaded; null before (and after a failure, which `onError` hears). */
export function useLazyComponent<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  onError?: (error: unknown) => void,
): ComponentType<P> | null {
  const [component, setComponent] = useState<ComponentType<P> | null>(null);
  // `load` and `onError` are module-level in practice: loaded once per mount.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per mount on purpose
  useEffect(() => {
    let live = true;
    load().then(
      (module) => live && setComponent(() => module.default),
      (error: unknown) => {
        console.warn('a part of the page failed to load', error);
        if (live) onError?.(error);
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return component;
}
