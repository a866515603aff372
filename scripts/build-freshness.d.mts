/** Newest modification time under `target` (a file or a folder), skipping node_modules and dist. */
export function newestMtime(target: string): number;
/** True when `builtFile` is missing or any of `sources` (files or folders) changed after it. */
export function isStale(builtFile: string, sources: readonly string[]): boolean;
/** The sources of a Vite app in this workspace: its own files plus the packages it bundles. */
export function appSources(appRoot: string, repoRoot: string, extra?: readonly string[]): string[];
/** Builds a Vite app for production with Vite's API (NODE_ENV=production during the build); `mode` picks another build (the kiosk's `site`). */
export function buildApp(appRoot: string, options?: { mode?: string }): Promise<void>;
