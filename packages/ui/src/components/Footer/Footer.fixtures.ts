import type { FooterLinks } from './Footer';

/** Example addresses, as the site passes them (test data: ui itself knows no site address). */
export const footerLinks: FooterLinks = {
  privacy: '/privacy',
  cookie: '/cookie',
  service: '/service',
  app: '/app',
};
