import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const siteRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = path.resolve(siteRoot, '../..');
export const apiRoot = path.join(repoRoot, 'apps/api');
export const distDir = path.join(siteRoot, 'dist');
/** Where the e2e tests leave screenshots and other things to look at. */
export const artifactsDir = path.join(repoRoot, 'test-results/site');
