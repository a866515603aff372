/**
 * A heavy part of a screen kept out of its first-screen JavaScript (ADR 024): its module loads
 * beside the route's data (`preload` in the loader), or when the part first renders. Once the module
 * is here the part renders at once — React's `lazy` is handed an already-settled thenable — so a
 * screen whose loader preloaded it never flashes its fallback, and hydrating server HTML does not
 * wait for it twice.
 */
import { type ComponentType, lazy } from 'react';

export interface LazyPart<P> {
  /** Starts (or joins) the module's download; resolves when it is here. */
  preload: () => Promise<void>;
  /** The part: suspends only while its module is still on its way. */
  Component: ComponentType<P>;
}

// biome-ignore lint/suspicious/noExplicitAny: any component's props.
export function lazyPart<P extends object = any>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyPart<P> {
  let module: { default: ComponentType<P> } | null = null;
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const fetchModule = () => {
    pending ??= load().then(
      (m) => {
        module = m;
        return m;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  // A thenable that settles when React subscribes to it: React's lazy then reads the module at once.
  const settled = (m: { default: ComponentType<P> }) =>
    // biome-ignore lint/suspicious/noThenProperty: a settled thenable on purpose (see above).
    ({ then: (resolve: (value: typeof m) => void) => resolve(m) }) as unknown as Promise<typeof m>;
  return {
    preload: () => fetchModule().then(() => undefined),
    Component: lazy(() => (module ? settled(module) : fetchModule())),
  };
}
