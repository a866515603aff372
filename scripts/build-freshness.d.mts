/** Newest modification time under `target` (a file or a folder), skipping node_modules and dist. */
export function newestMtime(target: string): number;
/** True when `builtFile` is missing or any of `sources` (files or folders) changed after it. */
export function isStale(builtFile: string, sources: readonly string[]): boolean;
/** The sources of a Vite app in this workspace: its own files plus the packages it bundles. */
export function appSources(appRoot: string, repoRoot: string, extra?: readonly string[]): string[];
/**
 * Builds a Vite app for production with Vite's API (NODE_ENV=production during the build); `mode`
 * picks another build (the kiosk's `site`); `ssrEntry` also makes the server build from that entry.
 */
export function buildApp(appRoot: string, options?: { mode?: string; ssrEntry?: string }): Promise<void>;
/** The site's two builds, relative to its root: the browser's and the service's renderer (ADR 037). */
export const SITE_BUILDS: readonly string[];
/** True when either of the site's builds is missing or older than its sources. */
export function isSiteStale(siteRoot: string, repoRoot: string): boolean;
/** Builds both of the site's builds. */
export function buildSite(siteRoot: string): Promise<void>;
