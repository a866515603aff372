import {
  type ColorRole,
  colorRoles,
  fontFamily,
  fontSize,
  fontWeight,
  lineHeight,
  motion,
  radius,
  size,
  space,
  zIndex,
} from './tokens';

type VarMap<T> = { readonly [K in keyof T]: string };

function toVars<T extends Record<string, unknown>>(prefix: string, scale: T): VarMap<T> {
  const out: Record<string, string> = {};
  for (const key of Object.keys(scale)) out[key] = `var(--${prefix}-${kebab(key)})`;
  return out as VarMap<T>;
}

/** camelCase → kebab-case, so `durationFast` becomes `--motion-duration-fast`. */
export function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/**
 * `var(--…)` references for every token, for use inside static styled-components templates:
 * `color: ${vars.color.fg};` compiles to `color: var(--color-fg);`.
 */
export const vars = {
  color: Object.fromEntries(colorRoles.map((r) => [r, `var(--color-${r})`])) as Record<ColorRole, string>,
  space: toVars('space', space),
  radius: toVars('radius', radius),
  size: toVars('size', size),
  font: toVars('font', fontFamily),
  fontSize: toVars('font-size', fontSize),
  fontWeight: toVars('font-weight', fontWeight),
  lineHeight: toVars('line-height', lineHeight),
  zIndex: toVars('z', zIndex),
  motion: toVars('motion', motion),
  shadow: { sm: 'var(--shadow-sm)', md: 'var(--shadow-md)', lg: 'var(--shadow-lg)' },
} as const;
