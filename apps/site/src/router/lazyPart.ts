/**
 * A heavy part of a screen kept out of its first-screen JavaScript (ADR 024): its module loads
 * beside the route's data (`preload` in the loader), or when the part first renders. Once the module
 * is here the part renders at once — React's `lazy` is handed an already-settled thenable — so a
 * screen whose loader preloaded it never flashes its fallback, and hydrating server HTML does not
 * wait for it twice.
 *
 * A page the service rendered shows its parts' server HTML at once and hydrates once their code is
 * here (`partsArrived`, ADR 037): React does not replay a tap on a part it cannot hydrate yet.
 * A part that holds form fields (`{ fields: true }`) is inert until then: React would reset a text
 * area typed into before its hydration, so nothing can be typed into it before it runs.
 */
import { type ComponentType, createContext, createElement, lazy, type ReactNode, useContext } from 'react';
import { useHydrated } from './hydrated';

/** A part's wrapper while its server HTML waits for its code: inert, and marked for the tests. */
function UntilHydrated({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return createElement(
    'div',
    { style: { display: 'contents' }, inert: !hydrated, 'data-hydrating': hydrated ? undefined : '' },
    children,
  );
}

/**
 * Every part declared by the modules loaded so far (a screen declares its parts when its module
 * loads). The page hydrates once those of its first screen have arrived (`partsArrived`): React
 * drops a tap on a part whose code has not arrived (it cannot hydrate it in time), so hydrating
 * before them would lose the first taps on a feed's photo or a post's buttons.
 */
const declared = new Set<() => Promise<unknown>>();

/**
 * Resolves when every part declared so far has its module (a failed one is left to its boundary),
 * the parts declared by those modules included (a part of a part, such as a post's comments).
 */
export async function partsArrived(): Promise<void> {
  let waited = 0;
  while (waited < declared.size) {
    waited = declared.size;
    await Promise.all([...declared].map((load) => load().catch(() => undefined)));
  }
}

/**
 * The service's record of the parts a page renders, by their module's source path (the server build
 * names each `lazyPart(() => import('./X'))`'s module, vite.config.ts): the page preloads their code.
 */
export const PartsRendered = createContext<Set<string> | null>(null);

/** Records the part's source in the service's `PartsRendered`, then renders it. */
function recorded<P extends object>(source: string, Part: ComponentType<P>): ComponentType<P> {
  return function RecordedPart(props: P) {
    useContext(PartsRendered)?.add(source);
    return createElement(Part, props);
  };
}

export interface LazyPart<P> {
  /** Starts (or joins) the module's download; resolves when it is here. */
  preload: () => Promise<void>;
  /** The part: suspends only while its module is still on its way. */
  Component: ComponentType<P>;
}

// biome-ignore lint/suspicious/noExplicitAny: any component's props.
export function lazyPart<P extends object = any>(
  load: () => Promise<{ default: ComponentType<P> }>,
  options: { fields?: boolean } = {},
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
  declared.add(fetchModule);
  const Lazy = lazy(() => (module ? settled(module) : fetchModule()));
  const Part: ComponentType<P> = options.fields
    ? (props: P) => createElement(UntilHydrated, null, createElement(Lazy as ComponentType<P>, props))
    : Lazy;
  const source = (load as { source?: unknown }).source;
  const Component = typeof source === 'string' ? recorded(source, Part) : Part;
  return { preload: () => fetchModule().then(() => undefined), Component };
}
