import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const kioskRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = path.resolve(kioskRoot, '../..');
export const distDir = path.join(kioskRoot, 'dist');
/** Where the e2e tests leave the cards they drew, to look at. */
export const artifactsDir = path.join(repoRoot, 'test-results/cards-kiosk');
