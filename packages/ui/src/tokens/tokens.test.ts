import { describe, expect, it } from 'vitest';
import { contrastPairs, contrastRatio } from './contrast';
import { tokensCss } from './css';
import { mq } from './index';
import { colorRoles, themeNames, themes } from './tokens';
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

describe('token sheet', () => {
  const css = tokensCss();
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
