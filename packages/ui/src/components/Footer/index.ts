export type { FooterProps } from './Footer';
export { Footer, footerLinks } from './Footer';
export type { FooterSocialLinksProps, FooterSocialNetwork } from './FooterSocialLinks';
export { FooterSocialLinks, footerSocialNetworks, hasFooterSocialLinks } from './FooterSocialLinks';
