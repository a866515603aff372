import { kebab } from './css';
import {
  type ColorRole,
  colorRoles,
  type fontFamily,
  type fontSize,
  type fontWeight,
  type lineHeight,
  type motion,
  type radius,
  type shadows,
  type size,
  type space,
  type zIndex,
} from './tokens';

/** A `var(--…)` reference for each key of a token scale. */
type Refs<T> = { readonly [K in keyof T]: string };

/**
 * The shape of `vars`: every scale of `tokens.ts`, key for key (the compiler finds a missing key,
 * `tokens.test.ts` an extra one).
 */
interface Vars {
  readonly color: Refs<Record<ColorRole, string>>;
  readonly space: Refs<typeof space>;
  readonly radius: Refs<typeof radius>;
  readonly size: Refs<typeof size>;
  readonly font: Refs<typeof fontFamily>;
  readonly fontSize: Refs<typeof fontSize>;
  readonly fontWeight: Refs<typeof fontWeight>;
  readonly lineHeight: Refs<typeof lineHeight>;
  readonly zIndex: Refs<typeof zIndex>;
  readonly motion: Refs<typeof motion>;
  readonly shadow: Refs<(typeof shadows)['light']>;
}

/**
 * `var(--{prefix}-{key})` for each key, named as the sheet names its variable (`kebab`:
 * `durationFast` → `var(--motion-duration-fast)`).
 */
function refs<const K extends string>(prefix: string, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, `var(--${prefix}-${kebab(key)})`])) as Record<K, string>;
}

/**
 * `var(--…)` references for every token, for use inside static styled-components templates:
 * `color: ${vars.color.fg};` compiles to `color: var(--color-fg);`. Made from the scales' key names,
 * never from the scales, so a bundle that uses `vars` carries these names only, never the token
 * values (those reach the page as `tokens.css`); each name is written once (the references are
 * built when the module loads: 1.2 kB gzip of written-out references in every first screen before).
 * The compiler checks that every scale's keys are here; `tokens.test.ts` checks every reference
 * against the scales and the sheet.
 */
export const vars = {
  color: refs('color', colorRoles),
  space: refs('space', ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11']),
  radius: refs('radius', ['sm', 'md', 'lg', 'xl', 'pill']),
  size: refs('size', [
    'control-sm',
    'control-md',
    'control-lg',
    'mark-sm',
    'mark-md',
    'mark-lg',
    'avatar-xs',
    'avatar-sm',
    'avatar-md',
    'avatar-lg',
    'avatar-xl',
    'avatar-2xl',
    'initials-xs',
    'initials-sm',
    'initials-md',
    'initials-lg',
    'initials-xl',
    'initials-2xl',
    'column-narrow',
    'column-form',
    'column-reading',
    'column-text',
    'column-document',
    'column-desk',
    'column-stats',
    'column-wide',
    'column-office',
  ]),
  font: refs('font', ['body', 'display']),
  fontSize: refs('font-size', ['xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl']),
  fontWeight: refs('font-weight', ['regular', 'medium', 'bold']),
  lineHeight: refs('line-height', ['tight', 'snug', 'body']),
  zIndex: refs('z', ['base', 'sticky', 'header', 'overlay', 'modal', 'toast']),
  motion: refs('motion', ['durationFast', 'durationNormal', 'durationSlow', 'easingStandard', 'easingExit']),
  shadow: refs('shadow', ['sm', 'md', 'lg']),
} as const satisfies Vars;
