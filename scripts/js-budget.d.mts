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
export interface BudgetResult {
  budget: number;
  screens: Screen[];
  heaviest: Screen;
  ok: boolean;
}
/** 130 kB (1000-byte kB) of gzip JavaScript for the heaviest first screen. */
export const FIRST_SCREEN_BUDGET: number;
/** Lazy modules the entry loads that are no screen (loaded only after a first render). */
export const NOT_SCREENS: string[];
export function firstScreens(
  manifest: BuildManifest,
  sizeOf: (file: string) => number,
  notScreens?: readonly string[],
): Screen[];
export function checkBudget(
  manifest: BuildManifest,
  sizeOf: (file: string) => number,
  budget?: number,
  notScreens?: readonly string[],
): BudgetResult;
export function gzipSizer(distDir: string): (file: string) => number;
export function checkBuild(distDir: string, budget?: number): BudgetResult;
export function formatReport(result: BudgetResult): string;
