import {
  type AnchorHTMLAttributes,
  type ComponentPropsWithoutRef,
  type ElementType,
  forwardRef,
  type ReactNode,
  useLayoutEffect,
  useRef,
} from 'react';
import { TabsCount, TabsLink, TabsList, TabsRoot } from './Tabs.styles';

export interface TabsItem {
  /** Identifies the tab; the tab whose value equals `value` is the current page. */
  value: string;
  /** Visible label ('โพสต์ทั้งหมด', 'YouTube'). */
  label: ReactNode;
  /** Where the tab goes (`/u12/youtube`). */
  href: string;
  /** Count after the label, already formatted by the caller ('1,234'). */
  count?: string;
}

/** Props every tab link receives — what a router adapter passed as `linkAs` must accept. */
export type TabsLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

export interface TabsProps extends Omit<ComponentPropsWithoutRef<'nav'>, 'children'> {
  /** The tabs, in order. */
  items: readonly TabsItem[];
  /** Value of the current tab (from the route); it gets `aria-current="page"`. */
  value: string;
  /** Accessible name of the navigation ('แท็บโปรไฟล์'); required, pages have several navs. */
  'aria-label': string;
  /**
   * Element rendering each link (default `a`), given `href` and the tab's props. For react-router,
   * pass a small adapter: `({ href, ...rest }) => <Link to={href} {...rest} />`.
   */
  linkAs?: ElementType<TabsLinkProps>;
}

/**
 * Route tabs: a `nav` of links, the current one marked `aria-current="page"` — profile tabs
 * (/other, /youtube, /tiktok, /share) and the stats tabs. Scrolls sideways on phones.
 */
export const Tabs = forwardRef<HTMLElement, TabsProps>(function Tabs({ items, value, linkAs, ...rest }, ref) {
  const listRef = useRef<HTMLUListElement>(null);

  // On a phone the current tab may sit past the right edge: bring it into the list's view (the
  // list only; `scrollIntoView` would also scroll the page).
  useLayoutEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>(`[data-value="${CSS.escape(value)}"]`);
    if (!list || !current) return;
    const left = current.offsetLeft;
    const right = left + current.offsetWidth;
    const hidden = left < list.scrollLeft || right > list.scrollLeft + list.clientWidth;
    // Centred, so the neighbours on both sides show there is more to scroll to.
    if (hidden) list.scrollLeft = left - (list.clientWidth - current.offsetWidth) / 2;
  }, [value]);

  return (
    <TabsRoot ref={ref} data-component="Tabs" {...rest}>
      <TabsList ref={listRef} data-part="List">
        {items.map((item) => {
          const current = item.value === value;
          return (
            <li key={item.value}>
              <TabsLink
                as={linkAs}
                href={item.href}
                aria-current={current ? 'page' : undefined}
                data-part="Tab"
                data-value={item.value}
                data-state={current ? 'active' : 'inactive'}
              >
                {item.label}
                {item.count !== undefined ? <TabsCount data-part="Count">{item.count}</TabsCount> : null}
              </TabsLink>
            </li>
          );
        })}
      </TabsList>
    </TabsRoot>
  );
});
