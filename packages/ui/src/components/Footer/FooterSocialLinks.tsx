import type { ComponentType } from 'react';
import * as th from '../../i18n/th';
import {
  type BrandMarkProps,
  FacebookMark,
  LineMark,
  TikTokMark,
  XTwitterMark,
  YouTubeMark,
} from '../../icons';
import { FooterSocial, FooterSocialLink } from './FooterSocialLinks.styles';

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

export interface FooterSocialLinksProps {
  /** The community's own pages (the app's settings): an icon link for each network with an address. */
  links: Partial<Record<FooterSocialNetwork, string | null>>;
}

/** Whether any network has an address (else the app leaves the footer's `social` slot empty). */
export function hasFooterSocialLinks(links: FooterSocialLinksProps['links']): boolean {
  return footerSocialNetworks.some((network) => Boolean(links[network]));
}

/**
 * The community's pages on the networks, for Footer's `social` slot: an icon link for each network
 * with an address, none for the others — never a link the app was not given. A module of its own,
 * so a footer without them carries none of the brand marks.
 */
export function FooterSocialLinks({ links }: FooterSocialLinksProps) {
  const social = footerSocialNetworks.flatMap((network) => {
    const href = links[network];
    return href ? [{ network, href, Mark: socialMarks[network] }] : [];
  });
  if (social.length === 0) return null;
  return (
    <FooterSocial data-part="Social" aria-label={th.footerSocial.label}>
      {social.map(({ network, href, Mark }) => (
        <li key={network}>
          <FooterSocialLink
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            data-social={network}
            aria-label={`${th.footerSocial.names[network]} ${th.link.newTab}`}
          >
            <Mark size="md" />
          </FooterSocialLink>
        </li>
      ))}
    </FooterSocial>
  );
}
