import {
  type AnchorHTMLAttributes,
  type ComponentType,
  createContext,
  type ReactNode,
  type Ref,
  useContext,
} from 'react';

/** What an app's router link must accept: an anchor's props with a site-relative `href`. */
export type RouterAnchorProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
};

/** The app's router link, adapted to take `href` (react-router's `Link` takes `to`). */
export type RouterAnchor = ComponentType<RouterAnchorProps>;

const RouterAnchorContext = createContext<RouterAnchor | null>(null);

export interface LinkProviderProps {
  /** Renders every internal (`/…`) link of every ui component — the app's router link. */
  component: RouterAnchor;
  children?: ReactNode;
}

/**
 * Injects the app's router link once, at the root: every `Link` (and every component that renders
 * one) with a site-relative `href` then navigates without a page load, while `ui` never imports a
 * router. Without a provider (Storybook, tests) links are plain anchors.
 */
export function LinkProvider({ component, children }: LinkProviderProps) {
  return <RouterAnchorContext.Provider value={component}>{children}</RouterAnchorContext.Provider>;
}

/** The injected router link for `href`, or null when the link must stay a plain anchor. */
export function useRouterAnchor(href: unknown, external: boolean): RouterAnchor | null {
  const injected = useContext(RouterAnchorContext);
  if (!injected || external || typeof href !== 'string') return null;
  // Site-relative only: `//host` is another origin, and `#…` stays on the page.
  return href.startsWith('/') && !href.startsWith('//') ? injected : null;
}
