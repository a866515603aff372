/** Wire types and schemas of every response the apps read; apps/api may import the types to type its answers. */
export * from './auth';
export * from './back-office';
export * from './badge';
export * from './category';
export * from './comment';
export * from './external';
export * from './notice';
export * from './pin';
export * from './post';
export * from './profile';
export * from './shop';
export * from './stats';
export * from './strapi';
export * from './subscription';
export * from './upload';
