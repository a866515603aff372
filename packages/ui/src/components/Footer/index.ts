export type { FooterLinks, FooterProps } from './Footer';
export { Footer } from './Footer';
export type { FooterSocialLinksProps, FooterSocialNetwork } from './FooterSocialLinks';
export { FooterSocialLinks, footerSocialNetworks, hasFooterSocialLinks } from './FooterSocialLinks';
