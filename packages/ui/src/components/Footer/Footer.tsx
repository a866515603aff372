import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react';
import * as th from '../../i18n/th';
import { Link } from '../Link';
import { FooterCopyright, FooterEnd, FooterLinks, FooterRoot } from './Footer.styles';

/** The footer's links, in order: the three policies and the install page (product §2 routes). */
export const footerLinks = [
  { href: '/privacy', label: th.footer.privacy },
  { href: '/cookie', label: th.footer.cookie },
  { href: '/service', label: th.footer.service },
  { href: '/app', label: th.footer.app },
] as const;

export interface FooterProps extends Omit<ComponentPropsWithoutRef<'footer'>, 'children'> {
  /**
   * The Buddhist-era year of the copyright line (product §1: Gregorian + 543). The app passes
   * `buddhistYear()` from `@lightbearers/domain`; stories pass a fixed year.
   */
  year: number;
  /**
   * The community's own pages on the networks, before the copyright line: `FooterSocialLinks`
   * (its own module, so a footer without them carries no brand marks). Nothing when the app has none.
   */
  social?: ReactNode;
}

/**
 * The site footer (nologinHeader layout, landing page): policy and install links, then the
 * community's pages on the networks (when the app has them) and © year.
 */
export const Footer = forwardRef<HTMLElement, FooterProps>(function Footer({ year, social, ...rest }, ref) {
  const copyright = <FooterCopyright data-part="Copyright">{th.footer.copyright(year)}</FooterCopyright>;
  return (
    <FooterRoot ref={ref} data-component="Footer" {...rest}>
      <nav aria-label={th.footer.label}>
        <FooterLinks data-part="Links">
          {footerLinks.map((link) => (
            <li key={link.href}>
              <Link href={link.href} variant="standalone" tone="inherit">
                {link.label}
              </Link>
            </li>
          ))}
        </FooterLinks>
      </nav>
      {social ? (
        <FooterEnd>
          {social}
          {copyright}
        </FooterEnd>
      ) : (
        copyright
      )}
    </FooterRoot>
  );
});
