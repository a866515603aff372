/** Debian's Chromium binary, or null when it is not installed. */
export function findChromium(): string | null;
/** The Chromium binary, installed with apt when missing and root; exits with instructions otherwise. */
export function ensureChromium(): string;
/** Launch flags for quiet, deterministic headless runs on this machine kind. */
export const chromiumArgs: string[];
/** Playwright launch options for Debian's Chromium (`CHROMIUM_PATH` or the Debian path). */
export function chromiumLaunchOptions(): { executablePath: string; args: string[] };
