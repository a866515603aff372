import { type AnchorHTMLAttributes, forwardRef } from 'react';

/**
 * Stands in for react-router's Link in stories and tests (this package never imports a router):
 * the same shape, a required `to` instead of `href`.
 */
export const FakeRouterLink = forwardRef<
  HTMLAnchorElement,
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string }
>(function FakeRouterLink({ to, ...rest }, ref) {
  return <a ref={ref} href={to} data-router-link="true" {...rest} />;
});
