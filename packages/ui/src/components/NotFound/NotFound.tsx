import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react';
import * as th from '../../i18n/th';
import { HomeIcon } from '../../icons';
import { NotFoundCode, NotFoundHome, NotFoundRoot, NotFoundText, NotFoundTitle } from './NotFound.styles';

export interface NotFoundProps extends Omit<ComponentPropsWithoutRef<'section'>, 'title' | 'children'> {
  /** Where the back-to-home button goes: `/` signed out, the feed (`/all/other`) signed in. */
  homeHref?: string;
  /** The heading; the product's 'This page could not be found' in Thai by default. */
  title?: string;
  /** The sentence under the heading. */
  description?: ReactNode;
  /** The back-to-home button's label. */
  homeLabel?: string;
}

/**
 * The not-found page (product §8 "Unknown route: 404 'This page could not be found'"): a large 404,
 * the message as the page's `h1`, and a button back home. Centred in the space it is given.
 */
export const NotFound = forwardRef<HTMLElement, NotFoundProps>(function NotFound(
  {
    homeHref = '/',
    title = th.notFound.title,
    description = th.notFound.description,
    homeLabel = th.notFound.home,
    ...rest
  },
  ref,
) {
  return (
    <NotFoundRoot ref={ref} data-component="NotFound" {...rest}>
      <NotFoundCode data-part="Code" aria-hidden="true">
        {th.notFound.code}
      </NotFoundCode>
      <NotFoundTitle data-part="Title">{title}</NotFoundTitle>
      {description ? <NotFoundText data-part="Description">{description}</NotFoundText> : null}
      <NotFoundHome href={homeHref} data-part="Home" data-variant="primary" leadingIcon={<HomeIcon />}>
        {homeLabel}
      </NotFoundHome>
    </NotFoundRoot>
  );
});
