export type { FooterProps, FooterSocialNetwork } from './Footer';
export { Footer, footerLinks, footerSocialNetworks } from './Footer';
