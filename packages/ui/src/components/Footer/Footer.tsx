import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import * as th from '../../i18n/th';
import { Link } from '../Link';
import { FooterCopyright, FooterLinks, FooterRoot } from './Footer.styles';

/** The footer's links, in order: the three policies and the install page (spec §2 routes). */
export const footerLinks = [
  { href: '/privacy', label: th.footer.privacy },
  { href: '/cookie', label: th.footer.cookie },
  { href: '/service', label: th.footer.service },
  { href: '/app', label: th.footer.app },
] as const;

export interface FooterProps extends Omit<ComponentPropsWithoutRef<'footer'>, 'children'> {
  /**
   * The Buddhist-era year of the copyright line (spec §1: Gregorian + 543). The app passes
   * `buddhistYear()` from `@lightbearers/domain`; stories pass a fixed year.
   */
  year: number;
}

/** The site footer (nologinHeader layout, landing page): policy and install links, then © year. */
export const Footer = forwardRef<HTMLElement, FooterProps>(function Footer({ year, ...rest }, ref) {
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
      <FooterCopyright data-part="Copyright">{th.footer.copyright(year)}</FooterCopyright>
    </FooterRoot>
  );
});
