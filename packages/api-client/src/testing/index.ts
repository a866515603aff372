/**
 * @lightbearers/api-client/testing — deterministic factories (Thai content, generated images) and
 * MSW handlers for every endpoint, for Storybook stories and component tests.
 */

/** The seeded generator the factories use (it lives in domain, shared with the service's demo seed). */
export { createRng, type Rng, seedFor } from '@lightbearers/domain';
export * from './back-office';
export * from './db';
export * from './factories';
export * from './handlers';
export * from './images';
export { parseNestedQuery, strapiList } from './strapi-engine';
