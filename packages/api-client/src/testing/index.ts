/**
 * @lightbearers/api-client/testing — deterministic factories (Thai content, generated images) and
 * MSW handlers for every endpoint, for Storybook stories and component tests.
 */
export * from './db';
export * from './factories';
export * from './handlers';
export * from './images';
export { createRng, type Rng, seedFor } from './random';
export { parseNestedQuery, strapiList } from './strapi-engine';
