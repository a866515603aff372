export type { LinkProps, LinkTone, LinkVariant } from './Link';
export { Link, linkTones, linkVariants } from './Link';
