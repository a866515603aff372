import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react';
import * as th from '../../i18n/th';
import { Link } from '../Link';
import { FooterCopyright, FooterEnd, FooterLinks as FooterLinkList, FooterRoot } from './Footer.styles';

/** Where the footer's links go, given by the app (ui knows no site address). */
export interface FooterLinks {
  /** The privacy policy. */
  privacy: string;
  /** The cookie policy. */
  cookie: string;
  /** The terms of service. */
  service: string;
  /** The install page. */
  app: string;
}

/** The footer's entries in order: the three policies and the install page. */
const footerEntries = [
  { key: 'privacy', label: th.footer.privacy },
  { key: 'cookie', label: th.footer.cookie },
  { key: 'service', label: th.footer.service },
  { key: 'app', label: th.footer.app },
] as const satisfies readonly { key: keyof FooterLinks; label: string }[];

export interface FooterProps extends Omit<ComponentPropsWithoutRef<'footer'>, 'children'> {
  /** Where the policy and install links go (the app's addresses). */
  links: FooterLinks;
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
export const Footer = forwardRef<HTMLElement, FooterProps>(function Footer(
  { links, year, social, ...rest },
  ref,
) {
  const copyright = <FooterCopyright data-part="Copyright">{th.footer.copyright(year)}</FooterCopyright>;
  return (
    <FooterRoot ref={ref} data-component="Footer" {...rest}>
      <nav aria-label={th.footer.label}>
        <FooterLinkList data-part="Links">
          {footerEntries.map((entry) => (
            <li key={entry.key}>
              <Link href={links[entry.key]} variant="standalone" tone="inherit">
                {entry.label}
              </Link>
            </li>
          ))}
        </FooterLinkList>
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
