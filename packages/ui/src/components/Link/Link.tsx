import {
  type ComponentPropsWithoutRef,
  type ComponentPropsWithRef,
  type ElementType,
  forwardRef,
  type ReactNode,
} from 'react';
import * as th from '../../i18n/th';
import { ExternalIcon } from '../../icons';
import { Text } from '../Text';
import { LinkRoot } from './Link.styles';
import { useRouterAnchor } from './LinkProvider';

export const linkVariants = ['inline', 'standalone'] as const;
export type LinkVariant = (typeof linkVariants)[number];
export const linkTones = ['link', 'inherit'] as const;
export type LinkTone = (typeof linkTones)[number];

interface LinkOwnProps<C extends ElementType> {
  /**
   * Element or router component to render. Default: the router link the app injected with
   * `LinkProvider` when `href` is site-relative (`/…`), else `a`. One-off: `<Link as={RouterLink}
   * to="/creator">`. Either way this package never imports a router.
   */
  as?: C;
  /** inline: underlined, inside running text; standalone: on its own line, with icon slots. */
  variant?: LinkVariant;
  /** link colour (default), or inherit the surrounding colour (author names in a card). */
  tone?: LinkTone;
  /** Opens in a new tab with rel="noopener noreferrer", shows an arrow and says '(เปิดในแท็บใหม่)'. */
  external?: boolean;
  /** Decorative icon before the text (standalone links). */
  leadingIcon?: ReactNode;
  children?: ReactNode;
}

export type LinkProps<C extends ElementType = 'a'> = LinkOwnProps<C> &
  Omit<ComponentPropsWithoutRef<C>, keyof LinkOwnProps<C>>;

type LinkComponent = (<C extends ElementType = 'a'>(
  props: LinkProps<C> & { ref?: ComponentPropsWithRef<C>['ref'] },
) => ReactNode) & { displayName?: string };

/**
 * A styled anchor for navigation. Polymorphic so the app's router link renders it; `external`
 * links open a new tab safely and announce it.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps<ElementType>>(function Link(
  { as, variant = 'inline', tone = 'link', external = false, leadingIcon, children, ...rest },
  ref,
) {
  const newTab = external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  const injected = useRouterAnchor((rest as { href?: unknown }).href, external);
  return (
    <LinkRoot
      ref={ref}
      as={as ?? injected ?? undefined}
      data-component="Link"
      data-variant={variant}
      data-tone={tone}
      data-destination={external ? 'external' : 'internal'}
      {...newTab}
      {...rest}
    >
      {leadingIcon}
      {children}
      {external ? (
        <>
          <ExternalIcon size="inline" data-part="ExternalIcon" />
          <Text as="span" visuallyHidden>
            {` ${th.link.newTab}`}
          </Text>
        </>
      ) : null}
    </LinkRoot>
  );
}) as LinkComponent;
