import { describe, expect, it } from 'vitest';
import { contrastPairs, contrastRatio } from './contrast';
import { kebab, tokensCss } from './css';
import { mq } from './index';
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
  themeNames,
  themes,
  zIndex,
} from './tokens';
import { vars } from './vars';

describe('colour themes', () => {
  for (const theme of themeNames) {
    describe(theme, () => {
      it('defines every colour role', () => {
        for (const role of colorRoles) expect(themes[theme][role], role).toBeTruthy();
      });
      for (const [fg, bg, min] of contrastPairs) {
        it(`${fg} on ${bg} reaches ${min}:1 (WCAG AA)`, () => {
          expect(contrastRatio(themes[theme][fg], themes[theme][bg])).toBeGreaterThanOrEqual(min);
        });
      }
    });
  }
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#9A4A08', '#9A4A08')).toBe(1);
  });
  it('rejects colours it cannot measure', () => {
    expect(() => contrastRatio('rgba(0,0,0,0.5)', '#FFFFFF')).toThrow(/RRGGBB/);
  });
});

/** The head of `tokens.css`: the file is this function's output, written by the test below. */
const TOKENS_CSS_HEAD = `/*
 * The design tokens as CSS variables: scales on :root, colours per data-theme (light, night).
 * Generated from tokens.ts by tokensCss() (css.ts); do not edit by hand. After a token change:
 *   pnpm exec vitest run --project ui src/tokens/tokens.test.ts --update
 */
`;

describe('token sheet', () => {
  const css = tokensCss();
  it('is what tokens.css ships (the file is regenerated with --update, never edited by hand)', async () => {
    await expect(`${TOKENS_CSS_HEAD}${css}\n`).toMatchFileSnapshot('./tokens.css');
  });
  it('vars refers to every key of every scale, by its CSS variable', () => {
    const scales = {
      space: ['space', space],
      radius: ['radius', radius],
      size: ['size', size],
      font: ['font', fontFamily],
      fontSize: ['font-size', fontSize],
      fontWeight: ['font-weight', fontWeight],
      lineHeight: ['line-height', lineHeight],
      zIndex: ['z', zIndex],
      motion: ['motion', motion],
      shadow: ['shadow', shadows.light],
    } as const;
    for (const [group, [prefix, scale]] of Object.entries(scales)) {
      const expected = Object.fromEntries(Object.keys(scale).map((k) => [k, `var(--${prefix}-${kebab(k)})`]));
      expect(vars[group as keyof typeof scales], group).toEqual(expected);
    }
    expect(vars.color).toEqual(Object.fromEntries(colorRoles.map((r) => [r, `var(--color-${r})`])));
    expect(Object.keys(vars).sort()).toEqual([...Object.keys(scales), 'color'].sort());
  });
  it('declares every variable that vars refers to', () => {
    const referenced = JSON.stringify(vars).match(/--[a-z0-9-]+/g) ?? [];
    expect(referenced.length).toBeGreaterThan(50);
    for (const name of referenced) expect(css, name).toContain(`${name}:`);
  });
  it('switches colours by data-theme and honours reduced motion', () => {
    expect(css).toContain(":root[data-theme='night']");
    expect(css).toMatch(/prefers-reduced-motion: reduce\)[\s\S]*--motion-duration-normal: 0ms/);
  });
});

describe('media queries', () => {
  it('come from the breakpoints, with phones strictly below tablet', () => {
    expect(mq).toEqual({
      tablet: '(min-width: 640px)',
      desktop: '(min-width: 1024px)',
      wide: '(min-width: 1280px)',
      phoneOnly: '(max-width: 639.98px)',
    });
  });
});
