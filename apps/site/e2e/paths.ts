import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const siteRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = path.resolve(siteRoot, '../..');
export const apiRoot = path.join(repoRoot, 'apps/api');
export const distDir = path.join(siteRoot, 'dist');
/** The card kiosk, and its build for the site's origin (ADR 039). */
export const kioskRoot = path.join(repoRoot, 'apps/cards-kiosk');
export const kioskDistDir = path.join(kioskRoot, 'dist-site');
/** Where the e2e tests leave screenshots and other things to look at. */
export const artifactsDir = path.join(repoRoot, 'test-results/site');
