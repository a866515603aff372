export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;
export interface Screen {
  name: string;
  files: string[];
  bytes: number;
}
export interface Figure {
  budget: number;
  screens: Screen[];
  heaviest: Screen;
  ok: boolean;
}
export interface BudgetResult extends Figure {
  /** Whether the visitors' figure alone is within its budget (`ok` also needs the signed-in one). */
  visitorOk: boolean;
  /** The signed-in figure (a routed build only). */
  signedIn: Figure | null;
}
/** The gate (1000-byte kB of gzip JavaScript) for the heaviest first screen; the target is 130 kB. */
export const FIRST_SCREEN_BUDGET: number;
/** What a member's page loads at start beside its first screen, and that figure's gate. */
export const SIGNED_IN_MODULES: string[];
export const SIGNED_IN_BUDGET: number;
/** Manifest keys of the site's lazy layout modules and screen modules. */
export const LAYOUTS: RegExp;
export const SCREENS: RegExp;
/** Routes named in the report: their layout and screen module keys. */
export const NAMED_SCREENS: Record<string, [string, string]>;
/** Lazy modules that are no screen when the build has no layout/screen modules. */
export const NOT_SCREENS: string[];
/** The manifest keys of the module scripts a built `index.html` loads. */
export function entryFromHtml(manifest: BuildManifest, html: string): string[];
/** The entry's JavaScript files with those of the lazy modules `keys` and their static imports. */
export function firstScreenFiles(
  manifest: BuildManifest,
  keys: readonly string[],
  entry?: readonly string[],
): string[];
export function firstScreens(
  manifest: BuildManifest,
  sizeOf: (file: string) => number,
  notScreens?: readonly string[],
  entry?: readonly string[],
  extra?: readonly string[],
): Screen[];
export function checkBudget(
  manifest: BuildManifest,
  sizeOf: (file: string) => number,
  budget?: number,
  notScreens?: readonly string[],
  options?: { entry?: readonly string[]; signedInBudget?: number },
): BudgetResult;
export function gzipSizer(distDir: string): (file: string) => number;
export function checkBuild(distDir: string, budget?: number): BudgetResult;
export function formatReport(result: BudgetResult): string;
