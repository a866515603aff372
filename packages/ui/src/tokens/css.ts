import {
  colorRoles,
  fontFamily,
  fontSize,
  fontWeight,
  lineHeight,
  motion,
  radius,
  shadows,
  size,
  space,
  type ThemeName,
  themes,
  zIndex,
} from './tokens';

/** camelCase → kebab-case, so `durationFast` becomes `--motion-duration-fast`. */
export function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

function declarations(prefix: string, scale: Record<string, string>): string {
  return Object.entries(scale)
    .map(([k, v]) => `--${prefix}-${kebab(k)}: ${v};`)
    .join('\n  ');
}

function themeBlock(name: ThemeName): string {
  const scheme = themes[name];
  const colours = colorRoles.map((r) => `--color-${r}: ${scheme[r]};`).join('\n  ');
  return `${colours}\n  ${declarations('shadow', shadows[name])}\n  color-scheme: ${name === 'night' ? 'dark' : 'light'};`;
}

/**
 * The whole token sheet as CSS text: scales on `:root`, colours per `data-theme`. The package ships
 * it as `tokens.css` (`@lightbearers/ui/tokens.css`); `tokens.test.ts` fails when the file drifts
 * from this function's output.
 */
export function tokensCss(): string {
  return `:root {
  ${declarations('space', space)}
  ${declarations('radius', radius)}
  ${declarations('size', size)}
  ${declarations('font', fontFamily)}
  ${declarations('font-size', fontSize)}
  ${declarations('font-weight', fontWeight)}
  ${declarations('line-height', lineHeight)}
  ${declarations('z', zIndex)}
  ${declarations('motion', motion)}
}
:root, :root[data-theme='light'] {
  ${themeBlock('light')}
}
:root[data-theme='night'] {
  ${themeBlock('night')}
}
@media (prefers-reduced-motion: reduce) {
  :root {
    --motion-duration-fast: 0ms;
    --motion-duration-normal: 0ms;
    --motion-duration-slow: 0ms;
  }
}`;
}
