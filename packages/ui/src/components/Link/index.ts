export type { LinkProps, LinkTone, LinkVariant } from './Link';
export { Link, linkTones, linkVariants } from './Link';
export type { LinkProviderProps, RouterAnchor, RouterAnchorProps } from './LinkProvider';
export { LinkProvider, useRouterAnchor } from './LinkProvider';
