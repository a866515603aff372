/**
 * The site's screen copy (Thai), one module per area, read as a namespace
 * (`import * as copy from '…/copy'`, then `copy.landing.title`): a chunk keeps only the areas it
 * names. Generic copy of the components lives in `@lightbearers/ui`'s `th`; spec strings are verbatim.
 */

export * from './app';
export * from './createPost';
export * from './dev';
export * from './error';
export * from './landing';
export * from './login';
export * from './noti';
export * from './notices';
export * from './post';
export * from './session';
export * from './shop';
export * from './site';
export * from './stats';
