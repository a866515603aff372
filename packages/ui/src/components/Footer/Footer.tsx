import { type ComponentPropsWithoutRef, type ComponentType, forwardRef } from 'react';
import { th } from '../../i18n/th';
import {
  type BrandMarkProps,
  FacebookMark,
  LineMark,
  TikTokMark,
  XTwitterMark,
  YouTubeMark,
} from '../../icons';
import { Link } from '../Link';
import {
  FooterCopyright,
  FooterEnd,
  FooterLinks,
  FooterRoot,
  FooterSocial,
  FooterSocialLink,
} from './Footer.styles';

/** The footer's links, in order: the three policies and the install page (spec §2 routes). */
export const footerLinks = [
  { href: '/privacy', label: th.footer.privacy },
  { href: '/cookie', label: th.footer.cookie },
  { href: '/service', label: th.footer.service },
  { href: '/app', label: th.footer.app },
] as const;

/** The networks the community's own pages may be on, in the order the footer shows them. */
export const footerSocialNetworks = ['facebook', 'youtube', 'tiktok', 'twitter', 'line'] as const;
export type FooterSocialNetwork = (typeof footerSocialNetworks)[number];

const socialMarks: Record<FooterSocialNetwork, ComponentType<BrandMarkProps>> = {
  facebook: FacebookMark,
  youtube: YouTubeMark,
  tiktok: TikTokMark,
  twitter: XTwitterMark,
  line: LineMark,
};

export interface FooterProps extends Omit<ComponentPropsWithoutRef<'footer'>, 'children'> {
  /**
   * The Buddhist-era year of the copyright line (spec §1: Gregorian + 543). The app passes
   * `buddhistYear()` from `@lightbearers/domain`; stories pass a fixed year.
   */
  year: number;
  /**
   * The community's own pages (the app's settings): an icon link for each network with an
   * address, none for the others — never a link the app was not given.
   */
  socialLinks?: Partial<Record<FooterSocialNetwork, string | null>>;
}

/**
 * The site footer (nologinHeader layout, landing page): policy and install links, then the
 * community's pages on the networks (when the app has them) and © year.
 */
export const Footer = forwardRef<HTMLElement, FooterProps>(function Footer(
  { year, socialLinks = {}, ...rest },
  ref,
) {
  const social = footerSocialNetworks.flatMap((network) => {
    const href = socialLinks[network];
    return href ? [{ network, href, Mark: socialMarks[network] }] : [];
  });
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
      {social.length > 0 ? (
        <FooterEnd>
          <FooterSocial data-part="Social" aria-label={th.footer.social}>
            {social.map(({ network, href, Mark }) => (
              <li key={network}>
                <FooterSocialLink
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-social={network}
                  aria-label={`${th.footer.socialNames[network]} ${th.link.newTab}`}
                >
                  <Mark size="md" />
                </FooterSocialLink>
              </li>
            ))}
          </FooterSocial>
          {copyright}
        </FooterEnd>
      ) : (
        copyright
      )}
    </FooterRoot>
  );
});
