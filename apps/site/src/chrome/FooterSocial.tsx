/** The footer's links to the community's pages, a part of its own (`SiteFooter`): the brand marks. */
export { FooterSocialLinks as default } from '@lightbearers/ui';
